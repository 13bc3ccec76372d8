import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { PageSection } from '@/dashboard/shared/ui/page-section';
import { useWorklist } from '../api/use-worklist';
import type { WorklistView } from '../model/worklist-view';
import styles from './worklist.module.css';
import { WorklistPanel } from './worklist-panel';

export interface WorklistSectionProps {
  /** The applied criteria; null until they are applied. */
  query: FilterQuery | null;
  /** The project-name filter, as the table uses it. */
  searchFilter: string;
  /** The page's clock reading (once per load): every age is counted to it. */
  now: number;
  /** The worklist's sort and filters, as the page address holds them. */
  view: WorklistView;
  onViewChange: (next: WorklistView) => void;
  /** Opens a project's row in the projects table and brings it into view. */
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}

/**
 * The worklist of open vulnerabilities: what is late right now, and where. Its SLA targets are the
 * ones the Remediation section's form saves (one setting for the page).
 */
export function WorklistSection({ query, searchFilter, now, view, onViewChange, onOpenProject }: WorklistSectionProps) {
  const [targets] = useSlaTargets();
  const worklist = useWorklist(query, searchFilter, now, targets);
  if (!worklist) return null;
  return (
    <PageSection title="Open vulnerabilities">
      {worklist.available ? (
        <WorklistPanel worklist={worklist} view={view} onViewChange={onViewChange} onOpenProject={onOpenProject} />
      ) : (
        <p className={styles.unavailable}>The server does not send open vulnerabilities, so there is no worklist.</p>
      )}
    </PageSection>
  );
}

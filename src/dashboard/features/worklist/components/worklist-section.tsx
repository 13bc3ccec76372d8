import { useCallback, useState } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { Alert } from '@/dashboard/shared/ui/alert';
import { HeldSection } from '@/dashboard/shared/ui/deferred-section';
import { PageSection } from '@/dashboard/shared/ui/page-section';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { messageOf } from '@/sdk';
import { useAcceptedRisks } from '../api/use-accepted-risks';
import { useMayWrite } from '../api/use-may-write';
import { linesAround, useWorklist } from '../api/use-worklist';
import type { AcceptedRisk } from '../model/acceptances';
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
  /** The signed-in account, whose security exclusions of kind advisory are its accepted risks. */
  accountUUID: string | undefined;
  /** The signed-in user's e-mail: their role among the account's members decides what they may do. */
  userEmail: string | undefined;
  /** The worklist's sort and filters, as the page address holds them. */
  view: WorklistView;
  onViewChange: (next: WorklistView) => void;
  /** Opens a project's row in the projects table and brings it into view. */
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}

const NO_RISKS: readonly AcceptedRisk[] = [];
const NO_GROUPS: readonly string[] = [];

/**
 * The worklist of open vulnerabilities: what is late right now, and where. Its SLA targets are the
 * account's policy (a team's own when the criteria name a team), as the Remediation section shows
 * and saves them.
 */
export function WorklistSection({
  query,
  searchFilter,
  now,
  accountUUID,
  userEmail,
  view,
  onViewChange,
  onOpenProject,
}: WorklistSectionProps) {
  const sla = useSlaTargets(accountUUID, query?.teamUUID || undefined);
  const accepted = useAcceptedRisks(accountUUID);
  const mayWrite = useMayWrite(accountUUID, userEmail);
  // The groups open in the by-vulnerability view, for the grouping they were opened in.
  const [openGroups, setOpenGroups] = useState({ group: view.group, ids: NO_GROUPS });
  const openIds = openGroups.group === view.group ? openGroups.ids : NO_GROUPS;
  // The first window of a table scrolled to its top: what it will report, so its first question is the right one.
  const [lines, setLines] = useState(() => linesAround(0, 1));
  const data = useWorklist(query, searchFilter, now, sla.targets, accepted.risks, {
    view,
    openGroups: openIds,
    ...lines,
  });
  const onToggleGroup = useCallback(
    (id: string) =>
      setOpenGroups((current) => {
        const ids = current.group === view.group ? current.ids : NO_GROUPS;
        return { group: view.group, ids: ids.includes(id) ? ids.filter((open) => open !== id) : [...ids, id] };
      }),
    [view.group],
  );
  const onLinesInView = useCallback((first: number, last: number) => {
    const wanted = linesAround(first, last);
    setLines((current) => (current.start === wanted.start && current.end === wanted.end ? current : wanted));
  }, []);
  // Until the first lines come its place keeps its height: every open vulnerability of a large
  // account is sorted first, and then the section says so.
  if (!data) return <HeldSection title="Open vulnerabilities" />;
  if (data === 'deriving') {
    return (
      <HeldSection title="Open vulnerabilities">
        <Spinner label="Preparing the open vulnerabilities..." />
      </HeldSection>
    );
  }
  const { listing } = data;
  return (
    <PageSection title="Open vulnerabilities">
      {sla.error ? (
        <Alert tone="info">
          The SLA targets could not be read ({messageOf(sla.error) ?? 'no answer'}): the defaults apply.
        </Alert>
      ) : null}
      {accepted.error ? (
        <Alert tone="info">
          The accepted risks could not be read ({messageOf(accepted.error) ?? 'no answer'}): every open vulnerability
          counts.
        </Alert>
      ) : null}
      {listing.available ? (
        <WorklistPanel
          data={data}
          view={view}
          onViewChange={onViewChange}
          onOpenProject={onOpenProject}
          onToggleGroup={onToggleGroup}
          onLinesInView={onLinesInView}
          accountUUID={accountUUID}
          mayWrite={mayWrite}
          risks={accepted.risks ?? NO_RISKS}
          now={now}
        />
      ) : (
        <p className={styles.unavailable}>The server does not send open vulnerabilities, so there is no worklist.</p>
      )}
    </PageSection>
  );
}

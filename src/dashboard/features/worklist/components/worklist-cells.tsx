import { displayVulnerabilityId } from '@/dashboard/shared/metrics/display';
import linkButton from '@/dashboard/shared/ui/link-button.module.css';
import type { WorklistItem } from '../model/derive-worklist';
import styles from './worklist.module.css';

/** What both worklist tables say when the filters leave nothing. */
export function NoMatchingRows({ columns }: { columns: number }) {
  return (
    <tbody>
      <tr>
        <td colSpan={columns} className={styles.empty}>
          No open vulnerabilities match these filters
        </td>
      </tr>
    </tbody>
  );
}

/** A project's cell: its URL, a button that opens its row in the projects table. */
export function ProjectCell({
  item,
  onOpenProject,
}: {
  item: WorklistItem;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}) {
  return (
    <td className={styles.projectCell}>
      <button
        type="button"
        className={linkButton.linkButton}
        title={`Show ${item.projectUrl} in the projects table`}
        onClick={() => onOpenProject(item.projectUUID, item.projectBranch)}
      >
        {item.projectUrl}
      </button>
    </td>
  );
}

/** A vulnerability's id as a button that opens its advisory. */
export function AdvisoryButton({
  item,
  onOpenAdvisory,
}: {
  item: WorklistItem;
  onOpenAdvisory: (item: WorklistItem) => void;
}) {
  return (
    <button
      type="button"
      className={linkButton.linkButton}
      title={`Open the advisory of ${item.id}`}
      onClick={() => onOpenAdvisory(item)}
    >
      {displayVulnerabilityId(item.id)}
    </button>
  );
}

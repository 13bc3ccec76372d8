import linkButton from '@/dashboard/shared/ui/link-button.module.css';
import { type BreakdownTable, formatAmount, formatSignedAmount, PRESENCE_LABELS } from '../model/breakdown-table';
import styles from './change-breakdown.module.css';

const toneOf = (change: number, higherIsBetter: boolean) =>
  change === 0 ? '' : change > 0 === higherIsBetter ? styles.good : styles.bad;

/**
 * The breakdown as a table: the projects that moved the measure most, "All others", and the totals
 * line. A project still in this period leads to its row in the projects table; one that is gone has no
 * row there, so its name is plain text.
 */
export function ChangeBreakdownTable({
  table,
  caption,
  higherIsBetter,
  onOpenProject,
}: {
  table: BreakdownTable;
  caption: string;
  higherIsBetter: boolean;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}) {
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Branch</th>
            <th scope="col" className={styles.number}>
              Previous
            </th>
            <th scope="col" className={styles.number}>
              Current
            </th>
            <th scope="col" className={styles.number}>
              Change
            </th>
            <th scope="col">Presence</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className={row.kind === 'others' ? styles.othersRow : undefined}>
              <th scope="row" className={styles.projectCell}>
                {row.kind === 'project' && row.presence !== 'gone' ? (
                  <button
                    type="button"
                    className={linkButton.linkButton}
                    title={`Show ${row.label || row.projectUUID} in the projects table`}
                    onClick={() => onOpenProject(row.projectUUID, row.projectBranch)}
                  >
                    {row.label || row.projectUUID}
                  </button>
                ) : (
                  <span title={row.label}>{row.label || row.projectUUID}</span>
                )}
              </th>
              <td>{row.projectBranch}</td>
              <td className={styles.number}>{formatAmount(row.previous)}</td>
              <td className={styles.number}>{formatAmount(row.current)}</td>
              <td className={`${styles.number} ${toneOf(row.change, higherIsBetter)}`}>
                {formatSignedAmount(row.change)}
              </td>
              <td>{row.presence === null ? '' : PRESENCE_LABELS[row.presence]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td className={styles.number}>{formatAmount(table.total.previous)}</td>
            <td className={styles.number}>{formatAmount(table.total.current)}</td>
            <td className={`${styles.number} ${toneOf(table.total.change, higherIsBetter)}`}>
              {formatSignedAmount(table.total.change)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

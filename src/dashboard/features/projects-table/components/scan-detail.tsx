import { useEffect, useId, useRef } from 'react';
import { ExternalLink } from '@/dashboard/shared/ui/external-link';
import { ChevronLeftIcon, ExternalLinkIcon } from '@/dashboard/shared/ui/icons';
import { FIXED_VULNERABILITY_COLUMNS, severityTone } from '../model/projects-table-display';
import { SCAN_TABLE_MAX_HEIGHT, type ScanDetail } from '../model/scan-list';
import styles from './scan-table.module.css';

/**
 * One scan's detail: a breadcrumb back to 'Project scans', the title 'Scan - {date}', and the
 * vulnerabilities that scan fixed ('no mitigations' when none), scrolling within 435 px.
 */
export function ScanDetailPanel({ detail, onBack }: { detail: ScanDetail; onBack: () => void }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The panel replaces the list: moving the focus to its title tells keyboard and screen-reader users where they are.
  useEffect(() => {
    title.current?.focus();
  }, []);

  return (
    <div className={styles.panel}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <button type="button" className={styles.crumbButton} onClick={onBack}>
              <ChevronLeftIcon size={14} />
              {detail.breadcrumb}
            </button>
          </li>
          <li aria-current="page">
            <h4 className={styles.title} id={titleId} ref={title} tabIndex={-1}>
              {detail.title}
            </h4>
          </li>
        </ol>
      </nav>
      {detail.emptyText !== null ? (
        <p className={styles.emptyState}>{detail.emptyText}</p>
      ) : (
        <div className={styles.scroller} style={{ maxHeight: SCAN_TABLE_MAX_HEIGHT }}>
          <table className={`${styles.table} ${styles.fixedTable}`} aria-labelledby={titleId}>
            <colgroup>
              <col className={styles.idColumn} />
              <col className={styles.severityColumn} />
              <col className={styles.daysColumn} />
              <col />
            </colgroup>
            <thead>
              <tr>
                {FIXED_VULNERABILITY_COLUMNS.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {detail.rows.map((row) => (
                <tr key={row.key}>
                  <td>
                    <span className={styles.vulnerabilityLink}>
                      <ExternalLink href={row.link}>
                        {row.vulnerabilityId || '\u2014'}
                        <ExternalLinkIcon size={13} />
                      </ExternalLink>
                    </span>
                  </td>
                  <td>
                    <span className={`${styles.severity} ${styles[severityTone(row.severity)]}`}>{row.severity}</span>
                  </td>
                  <td className={styles.number}>{row.daysToFix ?? '\u2014'}</td>
                  <td>
                    {/* Cut to the column's width; the whole address in the title. */}
                    <span className={styles.fixedBy} title={row.fixedBy}>
                      {row.fixedBy}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

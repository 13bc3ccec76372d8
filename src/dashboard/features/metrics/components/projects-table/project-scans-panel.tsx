import { useEffect, useId, useRef } from 'react';
import { ExternalLink } from '../../../../shared/ui/external-link';
import { ChevronRightIcon, ExternalLinkIcon } from '../../../../shared/ui/icons';
import { PROJECT_SCANS_BREADCRUMB } from '../../model/display';
import { SCAN_TABLE_COLUMNS, SCAN_TABLE_MAX_HEIGHT, type ScanRow } from '../../model/scan-list';
import { DeltaIndicator } from './delta-indicator';
import { isFromNestedControl } from './nested-control';
import styles from './scan-table.module.css';

/**
 * The 'Project scans' side panel: the project's scans, newest first, in a table that scrolls within
 * 435 px. A click anywhere on a row opens that scan; keyboard users press Enter or Space on the
 * row's date button.
 */
export function ProjectScansPanel({
  rows,
  onSelectScan,
  focusTimestamp = null,
}: {
  rows: readonly ScanRow[];
  onSelectScan: (timestamp: number) => void;
  /** The scan whose date button takes the focus when the panel appears (back from its detail). */
  focusTimestamp?: number | null;
}) {
  const titleId = useId();
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <h4 className={styles.title} id={titleId}>
          {PROJECT_SCANS_BREADCRUMB}
        </h4>
        <span className={styles.count}>{rows.length === 1 ? '1 scan' : `${rows.length} scans`}</span>
      </div>
      <div className={styles.scroller} style={{ maxHeight: SCAN_TABLE_MAX_HEIGHT }}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              {SCAN_TABLE_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {'shortLabel' in column ? (
                    <>
                      <span className={styles.fullLabel}>{column.label}</span>
                      <span className={styles.shortLabel} aria-hidden="true">
                        <abbr title={column.label}>{column.shortLabel}</abbr>
                      </span>
                    </>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
              <th scope="col" className={styles.linkColumn}>
                <span className="visually-hidden">Report</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={SCAN_TABLE_COLUMNS.length + 1} className={styles.empty}>
                  No scans in this period.
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <ScanTableRow
                  key={row.key}
                  row={row}
                  onSelectScan={onSelectScan}
                  takeFocus={row.timestamp === focusTimestamp}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ScanTableRow({
  row,
  onSelectScan,
  takeFocus,
}: {
  row: ScanRow;
  onSelectScan: (timestamp: number) => void;
  takeFocus: boolean;
}) {
  const openButton = useRef<HTMLButtonElement>(null);
  // Only on mount: coming back from a scan's detail returns the focus to where the user left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, when the row appears
  useEffect(() => {
    if (takeFocus) openButton.current?.focus();
  }, []);

  return (
    <tr
      className={styles.clickableRow}
      onClick={(event) => {
        if (!isFromNestedControl(event)) onSelectScan(row.timestamp);
      }}
    >
      <td>
        <DeltaIndicator delta={row.delta} />
      </td>
      <td className={styles.number}>{row.securityScore}</td>
      <td className={styles.number}>{row.vulnerabilityCount}</td>
      <td className={styles.number}>{row.mitigationCount}</td>
      <td>
        <button
          ref={openButton}
          type="button"
          className={styles.openButton}
          aria-label={`Open scan of ${row.date}`}
          onClick={() => onSelectScan(row.timestamp)}
        >
          <time dateTime={row.date}>{row.date}</time>
          <ChevronRightIcon size={14} className={styles.openIcon} />
        </button>
      </td>
      <td className={styles.linkColumn}>
        <span className={styles.iconLink}>
          <ExternalLink href={row.reportLink} label={`Open the report of the scan of ${row.date}`}>
            <ExternalLinkIcon size={15} />
          </ExternalLink>
        </span>
      </td>
    </tr>
  );
}

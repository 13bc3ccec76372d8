import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { PROJECT_SCANS_BREADCRUMB } from '@/dashboard/shared/metrics/display';
import type { Project } from '@/dashboard/shared/metrics/types';
import { ExternalLink } from '@/dashboard/shared/ui/external-link';
import { ChevronRightIcon, ExternalLinkIcon } from '@/dashboard/shared/ui/icons';
import {
  SCAN_ROW_HEIGHT,
  SCAN_TABLE_COLUMNS,
  SCAN_TABLE_MAX_HEIGHT,
  type ScanRow,
  scanCountLabel,
  scanRowAt,
  scanRowIndexOf,
} from '../model/scan-list';
import { DeltaIndicator } from './delta-indicator';
import { isFromNestedControl } from './nested-control';
import styles from './scan-table.module.css';

/** Rows drawn beyond each edge of the visible window, so a fast scroll does not show blank space. */
const OVERSCAN = 8;

/**
 * The 'Project scans' side panel: the project's scans, newest first, in a table that scrolls within
 * 435 px. A click anywhere on a row opens that scan; keyboard users press Enter or Space on the
 * row's date button. Virtualised: only the rows in view (and a few around) are in the DOM, so a
 * project with 50,000 scans opens as fast as one with ten.
 */
export function ProjectScansPanel({
  project,
  onSelectScan,
  focusTimestamp = null,
}: {
  project: Project;
  onSelectScan: (timestamp: number) => void;
  /** The scan whose date button takes the focus when the panel appears (back from its detail). */
  focusTimestamp?: number | null;
}) {
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const count = project.scans.length;
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => SCAN_ROW_HEIGHT,
    overscan: OVERSCAN,
    useFlushSync: false,
  });
  const { focusIndex, claimFocus } = useFocusReturn(project, focusTimestamp, virtualizer);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const spaceAbove = first ? first.start : 0;
  const spaceBelow = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;

  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <h4 className={styles.title} id={titleId}>
          {PROJECT_SCANS_BREADCRUMB}
        </h4>
        <span className={styles.count}>{scanCountLabel(count)}</span>
      </div>
      <div ref={scroller} className={styles.scroller} style={{ maxHeight: SCAN_TABLE_MAX_HEIGHT }}>
        <table className={styles.table} aria-labelledby={titleId} aria-rowcount={count + 1}>
          <ScanTableHead />
          {spaceAbove > 0 && <Spacer height={spaceAbove} />}
          <tbody>
            {count === 0 ? (
              <tr>
                <td colSpan={SCAN_TABLE_COLUMNS.length + 1} className={styles.empty}>
                  No scans in this period.
                </td>
              </tr>
            ) : (
              items.map((item) => {
                const row = scanRowAt(project, item.index);
                if (row === undefined) return null;
                return (
                  <ScanTableRow
                    key={row.key}
                    row={row}
                    ariaRowIndex={item.index + 2}
                    onSelectScan={onSelectScan}
                    takeFocus={item.index === focusIndex ? claimFocus : undefined}
                  />
                );
              })
            )}
          </tbody>
          {spaceBelow > 0 && <Spacer height={spaceBelow} />}
        </table>
      </div>
    </div>
  );
}

/**
 * Back from a scan's detail: its row is brought into view once, and takes the focus when it appears
 * (`claimFocus` says yes once, not on every scroll back).
 */
function useFocusReturn(
  project: Project,
  focusTimestamp: number | null,
  virtualizer: { scrollToIndex: (index: number, options: { align: 'center' }) => void },
) {
  const focusIndex = focusTimestamp === null ? -1 : scanRowIndexOf(project, focusTimestamp);
  const focusPending = useRef(focusIndex !== -1);
  // The row to scroll to is the one the panel opened with (the virtualiser is one object for the panel's life).
  const openingFocusIndex = useRef(focusIndex);
  useLayoutEffect(() => {
    if (openingFocusIndex.current > 0) virtualizer.scrollToIndex(openingFocusIndex.current, { align: 'center' });
  }, [virtualizer]);
  const claimFocus = useCallback(() => {
    if (!focusPending.current) return false;
    focusPending.current = false;
    return true;
  }, []);
  return { focusIndex, claimFocus };
}

/** The columns' names: a short form beside the full one, which narrow screens show instead. */
function ScanTableHead() {
  return (
    <thead>
      <tr aria-rowindex={1}>
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
  );
}

/** Stands in for the rows outside the window, so the scrollbar reflects the whole list. */
function Spacer({ height }: { height: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={SCAN_TABLE_COLUMNS.length + 1} className={styles.spacer} style={{ height }} />
      </tr>
    </tbody>
  );
}

function ScanTableRow({
  row,
  ariaRowIndex,
  onSelectScan,
  takeFocus,
}: {
  row: ScanRow;
  ariaRowIndex: number;
  onSelectScan: (timestamp: number) => void;
  /** Asks whether this row still owes the focus (once per return from a detail, not on every scroll back). */
  takeFocus: (() => boolean) | undefined;
}) {
  // As the row appears: coming back from a scan's detail returns the focus to where the user left.
  const focusOnArrival = useCallback(
    (button: HTMLButtonElement | null) => {
      if (button && takeFocus?.()) button.focus();
    },
    [takeFocus],
  );

  return (
    <tr
      aria-rowindex={ariaRowIndex}
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
          ref={focusOnArrival}
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

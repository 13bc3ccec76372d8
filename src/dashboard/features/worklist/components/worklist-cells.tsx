import type { ReactNode } from 'react';
import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import linkButton from '@/dashboard/shared/ui/link-button.module.css';
import { SortHeaderCell } from '@/dashboard/shared/ui/sort-header-cell';
import type { WorklistItem } from '../model/derive-worklist';
import { urlParts } from '../model/exploitation-text';
import type { WorklistEntry, WorklistLine, WorklistListing } from '../model/worklist-listing';
import { nextWorklistSort, type WorklistSort } from '../model/worklist-view';
import { RowSpacer } from './row-spacer';
import { useListingWindow } from './use-row-window';
import styles from './worklist.module.css';

/** What both worklist tables are given to draw: the listing, and where to say which lines are in view. */
export interface ListingProps {
  /** The lines to draw, as far as they have come, and how many there are. */
  listing: WorklistListing;
  /** The listing is the one before a change still being answered. */
  busy: boolean;
  /** The lines in view changed: the next listing should hold them. */
  onLinesInView: (first: number, last: number) => void;
}

/**
 * The frame both worklist tables draw their lines in: a scroller holding the table, its header row,
 * the empty line when nothing matches, the lines in view (`drawLine`; one not come yet is an empty
 * row) and the space of the lines above and below them.
 */
export function WorklistFrame({
  listing,
  busy,
  onLinesInView,
  label,
  widths,
  header,
  drawLine,
}: ListingProps & {
  label: string;
  /** Each column's class (of its `col`): the widest takes what the others leave. */
  widths: readonly (string | undefined)[];
  header: ReactNode;
  drawLine: (line: WorklistLine, index: number) => ReactNode;
}) {
  const { scroller, indexes, lineAt, spaceAbove, spaceBelow } = useListingWindow(listing, onLinesInView);
  const columns = widths.length;
  return (
    <div ref={scroller} className={`${dataTable.scroller} ${styles.scroller}`}>
      <table
        className={`${dataTable.table} ${styles.table}`}
        aria-label={label}
        aria-rowcount={listing.lineCount + 1}
        aria-busy={busy}
      >
        <colgroup>
          {widths.map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
            <col key={index} className={width} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>{header}</tr>
        </thead>
        {listing.lineCount === 0 && <NoMatchingRows columns={columns} />}
        <RowSpacer height={spaceAbove} columns={columns} />
        <tbody>
          {indexes.map((index) => {
            const line = lineAt(index);
            return line === undefined ? (
              <PendingRow key={`line-${index}`} index={index} columns={columns} />
            ) : (
              drawLine(line, index)
            );
          })}
        </tbody>
        <RowSpacer height={spaceBelow} columns={columns} />
      </table>
    </div>
  );
}

/** A column's header that sorts by it, as both worklist tables sort. */
export function SortColumnHeader<Column extends Parameters<typeof nextWorklistSort>[1]>({
  column,
  label,
  sort,
  onSort,
}: {
  column: Column;
  label: string;
  sort: WorklistSort | null;
  onSort: (sort: WorklistSort) => void;
}) {
  return (
    <SortHeaderCell
      label={label}
      direction={sort?.column === column ? sort.direction : null}
      onSort={() => onSort(nextWorklistSort(sort, column))}
    />
  );
}

/** What both worklist tables say when the filters leave nothing. */
function NoMatchingRows({ columns }: { columns: number }) {
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

/**
 * A project's cell: its URL, a button that opens its row in the projects table. A narrow cell cuts
 * the URL's middle (the repository's name stays); hover or focus shows it whole, over the row.
 */
export function ProjectCell({
  item,
  onOpenProject,
}: {
  item: WorklistItem;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}) {
  const { front, tail } = urlParts(item.projectUrl);
  return (
    <td className={styles.projectCell}>
      <button
        type="button"
        className={`${linkButton.linkButton} ${styles.projectButton}`}
        title={`Show ${item.projectUrl} in the projects table`}
        onClick={() => onOpenProject(item.projectUUID, item.projectBranch)}
      >
        <span className={styles.urlFront}>{front}</span>
        <span className={styles.urlTail}>{tail}</span>
      </button>
    </td>
  );
}

/** A vulnerability's id, whole (GHSA and Snyk ids too), as a button that opens its advisory. */
export function AdvisoryButton({
  entry,
  onOpenAdvisory,
}: {
  entry: WorklistEntry;
  onOpenAdvisory: (entry: WorklistEntry) => void;
}) {
  const { id } = entry.item;
  return (
    <button
      type="button"
      className={linkButton.linkButton}
      title={`Open the advisory of ${id}`}
      onClick={() => onOpenAdvisory(entry)}
    >
      {id}
    </button>
  );
}

/** A line scrolled into view before the listing that holds it has come: an empty row of a line's height. */
function PendingRow({ index, columns }: { index: number; columns: number }) {
  return (
    <tr aria-rowindex={index + 2} className={`${dataTable.bodyRow} ${styles.row}`}>
      <td colSpan={columns} />
    </tr>
  );
}

import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { EMPTY_TEXTS } from '@/dashboard/shared/metrics/display';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { whenIdle } from '@/dashboard/shared/model/when-idle';
import { Card } from '@/dashboard/shared/ui/card';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { usePainted } from '@/dashboard/shared/ui/use-painted';
import { ariaSortOf, type ProjectSort, type SortColumn, sortColumnOfLabel } from '../model/project-sort';
import {
  PROJECTS_TABLE_COLUMNS,
  projectAriaRowIndex,
  projectCountText,
  projectIndexByRowId,
  projectsTableRowCount,
} from '../model/projects-table-display';
import { ProjectDetailsContext } from './project-details-context';
import { ProjectMttrColumn, ProjectMttrHeader } from './project-mttr-column';
import { ProjectRow } from './project-row';
import { preloadProjectScanChart } from './project-scan-chart';
import styles from './projects-table.module.css';
import { SortHeaderButton } from './sort-header-button';

export interface ProjectsTableProps {
  projects: readonly ProjectSummary[];
  /** The answer the projects come from: an expanded row asks it for its project's details. */
  answer: MetricsAnswer | null;
  isLoading: boolean;
  /** The answer is still arriving: the count says these are the projects so far. */
  arriving?: boolean;
  /** The one expanded row (the page owns it, so only one row is open at a time). */
  expandedRowId: number | null;
  onToggleRow: (rowId: number) => void;
  /** Scroll to this row and bring its metrics into view; a new nonce repeats the request. */
  scrollRequest: { rowId: number; nonce: number } | null;
  /** The column sort (the page sorts `projects`); without `onSort` the headers are plain text. */
  sort?: ProjectSort | null;
  onSort?: (column: SortColumn) => void;
}

type SortProps = Pick<ProjectsTableProps, 'sort' | 'onSort'>;

/** Estimated heights until the rows are measured; close to the real ones, so the scrollbar barely moves. */
const ROW_HEIGHT = 57;
const EXPANDED_ROW_HEIGHT = 620;
const HEADER_HEIGHT = 41;
/** Rows rendered beyond the visible ones on each side: enough for smooth scrolling, few enough for a small DOM. */
const OVERSCAN = 6;
/** In a narrow table the Vulnerabilities header reads 'Vulns', its short label; its name stays whole. */
const VULNERABILITIES_COLUMN: (typeof PROJECTS_TABLE_COLUMNS)[number] = 'Vulnerabilities';
const VULNERABILITIES_SHORT_LABEL = 'Vulns';

/**
 * A row group not laid out yet measures 0 (a hidden ancestor, or no layout at all): it keeps its
 * estimate, or every row would fit in the window and all 10,000 would render.
 */
function measureOrEstimate(
  element: HTMLTableSectionElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLTableSectionElement>,
): number {
  return measureElement(element, entry, instance) || instance.options.estimateSize(instance.indexFromElement(element));
}

/**
 * The projects table: Project Name, Branch, Vulnerabilities, Total scans, Security score and Last
 * scanned. Virtualised, so 10,000 projects keep a small DOM; the header stays in view while the body
 * scrolls. A row expands on click (or Enter or Space on its name) to show the project's metrics.
 */
export function ProjectsTable({
  projects,
  answer,
  isLoading,
  arriving = false,
  expandedRowId,
  onToggleRow,
  scrollRequest,
  sort = null,
  onSort,
}: ProjectsTableProps) {
  const cardId = `projects-${useId()}`;
  // Held here, not in the virtual table, so that a request is not repeated when loading remounts that table.
  const handledRequest = useRef<string | null>(null);
  // The card's heading names the table.
  const titleId = `${cardId}-title`;
  let body: ReactNode;
  if (isLoading) body = <Spinner />;
  else if (projects.length === 0) {
    body = (
      <div className={styles.frame}>
        <table className={styles.table} aria-labelledby={titleId}>
          <ProjectsTableHead sort={sort} onSort={onSort} />
          <tbody>
            <tr>
              <td colSpan={PROJECTS_TABLE_COLUMNS.length + 1} className={styles.empty}>
                {EMPTY_TEXTS.noProjectsFound}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    );
  } else {
    body = (
      <VirtualProjectsTable
        titleId={titleId}
        handledRequest={handledRequest}
        projects={projects}
        expandedRowId={expandedRowId}
        onToggleRow={onToggleRow}
        scrollRequest={scrollRequest}
        sort={sort}
        onSort={onSort}
      />
    );
  }
  return (
    <Card
      title="Projects"
      headingLevel={3}
      id={cardId}
      actions={
        isLoading ? undefined : (
          <span className={styles.count}>{`${projectCountText(projects.length)}${arriving ? ' so far' : ''}`}</span>
        )
      }
    >
      <ProjectDetailsContext value={answer}>{body}</ProjectDetailsContext>
    </Card>
  );
}

function ProjectsTableHead({ ref, sort = null, onSort }: { ref?: Ref<HTMLTableSectionElement> } & SortProps) {
  return (
    <>
      <colgroup>
        <col className={styles.nameColumn} />
        <col className={styles.branchColumn} />
        <col className={styles.vulnerabilitiesColumn} />
        <col className={styles.scansColumn} />
        <col className={styles.scoreColumn} />
        <col className={styles.dateColumn} />
        <ProjectMttrColumn />
      </colgroup>
      <thead ref={ref}>
        <tr aria-rowindex={1}>
          {PROJECTS_TABLE_COLUMNS.map((label) => {
            const content =
              label === VULNERABILITIES_COLUMN ? (
                <>
                  <span className={styles.fullLabel}>{label}</span>
                  <span className={styles.shortLabel} aria-hidden="true">
                    <abbr title={label}>{VULNERABILITIES_SHORT_LABEL}</abbr>
                  </span>
                </>
              ) : (
                label
              );
            const column = sortColumnOfLabel(label);
            return (
              <th key={label} scope="col" aria-sort={column ? ariaSortOf(sort, column) : undefined}>
                {onSort && column ? (
                  <SortHeaderButton column={column} sort={sort} onSort={onSort}>
                    {content}
                  </SortHeaderButton>
                ) : (
                  content
                )}
              </th>
            );
          })}
          <ProjectMttrHeader sort={sort} onSort={onSort} />
        </tr>
      </thead>
    </>
  );
}

function VirtualProjectsTable({
  titleId,
  handledRequest,
  projects,
  expandedRowId,
  onToggleRow,
  scrollRequest,
  sort,
  onSort,
}: Omit<ProjectsTableProps, 'isLoading' | 'answer'> & {
  titleId: string;
  /** The last scroll request carried out (`rowId:nonce`). */
  handledRequest: RefObject<string | null>;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  // Once the rows are drawn, the expanded row's chart code loads while the browser is idle, so the
  // first row expanded shows its chart at once instead of waiting for the chunk.
  useEffect(() => whenIdle(preloadProjectScanChart), []);
  const headerHeight = useHeaderHeight(head);
  // The rows come in the task after the page's first paint with the table: drawn and measured with
  // the rest of the page, they made its first draw one long task (see src/dashboard/README.md).
  const painted = usePainted();

  const expandedIndex = useMemo(
    () => (expandedRowId === null ? -1 : projectIndexByRowId(projects, expandedRowId)),
    [projects, expandedRowId],
  );

  // A new getItemKey makes the virtualiser key and place every row again: one per row order, not per render.
  const getItemKey = useCallback((index: number) => projects[index]?.rowId ?? index, [projects]);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableSectionElement>({
    count: projects.length,
    getScrollElement: () => (painted ? scroller.current : null),
    estimateSize: (index) => (index === expandedIndex ? EXPANDED_ROW_HEIGHT : ROW_HEIGHT),
    getItemKey,
    measureElement: measureOrEstimate,
    overscan: OVERSCAN,
    // The rows start below the sticky header, and a row scrolled to must land below it, not under it.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    useFlushSync: false,
  });

  const { revealRowId, onRevealed } = useScrollRequest(scrollRequest, handledRequest, projects, virtualizer, painted);

  const items = virtualizer.getVirtualItems();
  const { spaceAbove, spaceBelow } = spacesAround(virtualizer);

  return (
    <div ref={scroller} className={`${styles.frame} ${styles.scroller}`} style={{ scrollPaddingTop: headerHeight }}>
      <table
        className={styles.table}
        aria-labelledby={titleId}
        aria-rowcount={projectsTableRowCount(projects.length, expandedIndex)}
      >
        <ProjectsTableHead ref={head} sort={sort} onSort={onSort} />
        {spaceAbove > 0 && <Spacer height={spaceAbove} />}
        {items.map((item) => {
          const project = projects[item.index];
          if (!project) return null;
          return (
            <ProjectRow
              key={project.rowId}
              project={project}
              index={item.index}
              ariaRowIndex={projectAriaRowIndex(item.index, expandedIndex)}
              expanded={item.index === expandedIndex}
              onToggleRow={onToggleRow}
              measureRef={virtualizer.measureElement}
              reveal={project.rowId === revealRowId}
              onRevealed={onRevealed}
            />
          );
        })}
        {spaceBelow > 0 && <Spacer height={spaceBelow} />}
      </table>
    </div>
  );
}

/**
 * The heights the rows outside the window stand for, above and below the rows drawn; before any row
 * is drawn, the whole body's, so the table has its height from its first paint.
 */
function spacesAround(virtualizer: Virtualizer<HTMLDivElement, HTMLTableSectionElement>) {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const { scrollMargin } = virtualizer.options;
  return {
    spaceAbove: first ? first.start - scrollMargin : 0,
    spaceBelow: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : virtualizer.getTotalSize(),
  };
}

/** The header's height: its labels wrap in a narrow table, so its real height is followed. */
function useHeaderHeight(head: RefObject<HTMLTableSectionElement | null>): number {
  const [headerHeight, setHeaderHeight] = useState(HEADER_HEIGHT);
  useLayoutEffect(() => {
    const element = head.current;
    if (!element) return;
    const measure = () => {
      if (element.offsetHeight > 0) setHeaderHeight(element.offsetHeight);
    };
    // The observer reports the height once the browser has laid the page out; read now, it would make
    // the browser lay out the whole page inside the first render's task.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [head]);
  return headerHeight;
}

/**
 * Carries out a request to scroll to a row: each request once (its nonce), waiting for its row when
 * the projects are not there yet; the row to reveal (bring into view and focus) until it says it is.
 */
function useScrollRequest(
  scrollRequest: ProjectsTableProps['scrollRequest'],
  handledRequest: RefObject<string | null>,
  projects: readonly ProjectSummary[],
  virtualizer: Pick<Virtualizer<HTMLDivElement, HTMLTableSectionElement>, 'scrollToIndex'>,
  /** The virtualiser has its scroller (the rows are drawn): before, a scroll would go nowhere. */
  canScroll: boolean,
) {
  const [revealRowId, setRevealRowId] = useState<number | null>(null);
  useEffect(() => {
    if (scrollRequest === null || !canScroll) return;
    const requestKey = `${scrollRequest.rowId}:${scrollRequest.nonce}`;
    if (handledRequest.current === requestKey) return;
    const index = projectIndexByRowId(projects, scrollRequest.rowId);
    if (index === -1) return;
    handledRequest.current = requestKey;
    virtualizer.scrollToIndex(index, { align: 'start' });
    setRevealRowId(scrollRequest.rowId);
  }, [scrollRequest, projects, virtualizer, handledRequest, canScroll]);
  const onRevealed = useCallback(() => setRevealRowId(null), []);
  return { revealRowId, onRevealed };
}

/** Stands in for the rows outside the window, so the scrollbar reflects the whole table. */
function Spacer({ height }: { height: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={PROJECTS_TABLE_COLUMNS.length + 1} className={styles.spacer} style={{ height }} />
      </tr>
    </tbody>
  );
}

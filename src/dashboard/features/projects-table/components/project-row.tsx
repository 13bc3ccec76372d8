import { memo, type RefObject, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { formatDate } from '@/dashboard/shared/metrics/display';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { whenIdle } from '@/dashboard/shared/model/when-idle';
import { ExternalLink } from '@/dashboard/shared/ui/external-link';
import { ChevronRightIcon, ExternalLinkIcon } from '@/dashboard/shared/ui/icons';
import { projectLink } from '../model/links';
import { lastScannedText, PROJECTS_TABLE_COLUMNS } from '../model/projects-table-display';
import { ExpandedProjectDetails } from './expanded-project-details';
import { isFromNestedControl } from './nested-control';
import { ProjectDetailsContext } from './project-details-context';
import { ProjectMttrCell } from './project-mttr-column';
import styles from './projects-table.module.css';
import { ScoreBadge } from './score-badge';

export interface ProjectRowProps {
  project: ProjectSummary;
  /** Position in the list: the virtualiser reads it back from `data-index` when measuring. */
  index: number;
  /** 1-based position among all the table's rows, for screen readers (aria-rowindex). */
  ariaRowIndex: number;
  expanded: boolean;
  onToggleRow: (rowId: number) => void;
  /** The virtualiser's measuring ref: the row group's height (with the expanded metrics) is one item. */
  measureRef: (element: HTMLTableSectionElement | null) => void;
  /** Bring this row and its metrics into view and focus it, once rendered (a ranking entry was chosen). */
  reveal: boolean;
  onRevealed: () => void;
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** The most scans a row in view brings to the page before it is expanded (a thousand are about 150 KB). */
const PREFETCHED_SCANS = 1_000;

/** How a row whose answer has no project URL is named to assistive technology (its button needs a name). */
const UNNAMED_PROJECT = 'Project without a URL';

/** The row group's ref, measured by the virtualiser, and measured at once when the row expands or collapses. */
function useMeasuredGroup(expanded: boolean, measureRef: ProjectRowProps['measureRef']) {
  const group = useRef<HTMLTableSectionElement | null>(null);
  const setGroup = useCallback(
    (element: HTMLTableSectionElement | null) => {
      group.current = element;
      measureRef(element);
    },
    [measureRef],
  );
  // Expanding or collapsing changes the height at once; measure now rather than wait for the observer.
  const measuredAs = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    if (measuredAs.current === expanded) return;
    measuredAs.current = expanded;
    if (group.current) measureRef(group.current);
  }, [expanded, measureRef]);
  return { group, setGroup };
}

/** Brings the row into view and focuses its toggle when `reveal` asks for it. */
function useReveal(
  reveal: boolean,
  onRevealed: () => void,
  group: RefObject<HTMLTableSectionElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!reveal) return;
    // One frame later, once the virtualiser has scrolled the row to the top of the table and the metrics are laid out.
    const frame = requestAnimationFrame(() => {
      group.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
      toggle.current?.focus({ preventScroll: true });
      onRevealed();
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal, onRevealed, group, toggle]);
}

/**
 * Asks for the project's details (scans, fixes) of the answer the rows come from: once the page is
 * idle for a row in view, so that it expands at once (a project of very many scans only when it is
 * about to be expanded); the function returned asks at once (the pointer or the focus reached it).
 */
function useDetailsAhead(project: ProjectSummary): () => void {
  const answer = useContext(ProjectDetailsContext);
  const askForDetails = useCallback(() => {
    answer?.details(project).catch(() => {}); // a failure shows when the row expands
  }, [answer, project]);
  useEffect(
    () => (project.totalScans > PREFETCHED_SCANS ? undefined : whenIdle(askForDetails)),
    [project, askForDetails],
  );
  return askForDetails;
}

/**
 * One project: a row of the table (click anywhere, or Enter or Space on its name button, toggles it)
 * and, when expanded, a second row with its metrics spanning every column. Both rows form one row
 * group, which is the unit the virtualiser measures.
 */
export const ProjectRow = memo(function ProjectRow({
  project,
  index,
  ariaRowIndex,
  expanded,
  onToggleRow,
  measureRef,
  reveal,
  onRevealed,
}: ProjectRowProps) {
  const detailId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { group, setGroup } = useMeasuredGroup(expanded, measureRef);
  useReveal(reveal, onRevealed, group, toggle);
  const askForDetails = useDetailsAhead(project);
  return (
    <tbody ref={setGroup} data-index={index} className={expanded ? styles.expandedGroup : undefined}>
      {/* The state is the toggle button's (aria-expanded, aria-controls): a table row cannot carry it. */}
      <tr
        className={styles.row}
        aria-rowindex={ariaRowIndex}
        onClick={(event) => {
          if (!isFromNestedControl(event)) onToggleRow(project.rowId);
        }}
        // The pointer or the focus on a row usually comes before its click: its scans are asked for now.
        onPointerEnter={expanded ? undefined : askForDetails}
        onFocus={expanded ? undefined : askForDetails}
      >
        <ProjectNameCell
          project={project}
          expanded={expanded}
          detailId={detailId}
          toggleRef={toggle}
          onToggle={() => onToggleRow(project.rowId)}
        />
        <td>
          <span className={styles.branch} title={project.projectBranch}>
            {project.projectBranch}
          </span>
        </td>
        <td className={styles.vulnerabilities}>{project.vulns}</td>
        <td className={styles.number}>{project.totalScans}</td>
        <td>
          <ScoreBadge score={project.securityScore} />
        </td>
        <LastScannedCell lastScanned={project.lastScanned} />
        <ProjectMttrCell project={project} />
      </tr>
      {expanded && (
        <tr className={styles.detailRow} aria-rowindex={ariaRowIndex + 1}>
          <td colSpan={PROJECTS_TABLE_COLUMNS.length + 1} className={styles.detailCell}>
            <ExpandedProjectDetails project={project} id={detailId} />
          </td>
        </tr>
      )}
    </tbody>
  );
});

interface ProjectNameCellProps {
  project: ProjectSummary;
  expanded: boolean;
  /** The expanded metrics' id, which the toggle controls. */
  detailId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
}

/** The project's name: the button that toggles the row, and the link that opens the project. */
function ProjectNameCell({ project, expanded, detailId, toggleRef, onToggle }: ProjectNameCellProps) {
  return (
    <td>
      <div className={styles.nameCell}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={expanded ? detailId : undefined}
          // Drawn on two lines (the name under its host), named as the one URL it is.
          aria-label={project.projectUrl || UNNAMED_PROJECT}
          title={project.projectUrl || UNNAMED_PROJECT}
          onClick={onToggle}
        >
          <ChevronRightIcon size={16} className={styles.chevron} />
          <span className={styles.name}>
            {project.nameFront && (
              <span className={styles.nameFront}>
                <span className={styles.nameFrontText}>{project.nameFront}</span>
              </span>
            )}
            <span className={styles.nameTail}>{project.nameTail}</span>
          </span>
        </button>
        <span className={styles.projectLink}>
          <ExternalLink
            href={projectLink(project.projectUUID)}
            label={`Open project ${project.projectUrl || UNNAMED_PROJECT}`}
          >
            <ExternalLinkIcon size={15} />
          </ExternalLink>
        </span>
      </div>
    </td>
  );
}

/** When the project was last scanned; read out as 'Not scanned' when never. */
function LastScannedCell({ lastScanned }: { lastScanned: number | null }) {
  const text = lastScannedText(lastScanned);
  return (
    <td className={styles.date}>
      {lastScanned === null ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="visually-hidden">Not scanned</span>
        </>
      ) : (
        <time dateTime={formatDate(lastScanned)}>{text}</time>
      )}
    </td>
  );
}

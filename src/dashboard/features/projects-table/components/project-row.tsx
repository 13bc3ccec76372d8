import { memo, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';
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
  const group = useRef<HTMLTableSectionElement | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
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

  useEffect(() => {
    if (!reveal) return;
    // One frame later, once the virtualiser has scrolled the row to the top of the table and the metrics are laid out.
    const frame = requestAnimationFrame(() => {
      group.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
      toggle.current?.focus({ preventScroll: true });
      onRevealed();
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal, onRevealed]);

  const answer = useContext(ProjectDetailsContext);
  const askForDetails = useCallback(() => {
    answer?.details(project).catch(() => {}); // a failure shows when the row expands
  }, [answer, project]);
  // A row in view brings its project's details to the page once the page is idle, so that it expands
  // at once; a project of very many scans only when it is about to be expanded.
  useEffect(
    () => (project.totalScans > PREFETCHED_SCANS ? undefined : whenIdle(askForDetails)),
    [project, askForDetails],
  );
  const lastScanned = lastScannedText(project.lastScanned);
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
        <td>
          <div className={styles.nameCell}>
            <button
              ref={toggle}
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              // Drawn on two lines (the name under its host), named as the one URL it is.
              aria-label={project.projectUrl || UNNAMED_PROJECT}
              title={project.projectUrl || UNNAMED_PROJECT}
              onClick={() => onToggleRow(project.rowId)}
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
        <td className={styles.date}>
          {project.lastScanned === null ? (
            <>
              <span aria-hidden="true">{lastScanned}</span>
              <span className="visually-hidden">Not scanned</span>
            </>
          ) : (
            <time dateTime={formatDate(project.lastScanned)}>{lastScanned}</time>
          )}
        </td>
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

import { useContext } from 'react';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { useProjectDetails } from '@/dashboard/shared/metrics/load/use-project-details';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { ExpandedProject } from './expanded-project';
import styles from './expanded-project.module.css';
import { ProjectDetailsContext } from './project-details-context';

/** What an expanded row says when its project's scans cannot be had. */
export const DETAILS_UNREADABLE = 'The scans of this project could not be read. Reload the page to read them again.';

/**
 * An expanded row's content: the project's chart and scans once its details are there (at once when
 * they are at hand; asked of the answer the table's rows come from otherwise, behind a spinner).
 */
export function ExpandedProjectDetails({ project, id }: { project: ProjectSummary; id: string }) {
  const answer = useContext(ProjectDetailsContext);
  if (answer === null) return <DetailsMessage project={project} id={id} error={new Error('No answer to ask')} />;
  return <ExpandedDetailsOf answer={answer} project={project} id={id} />;
}

function ExpandedDetailsOf({ answer, project, id }: { answer: MetricsAnswer; project: ProjectSummary; id: string }) {
  const details = useProjectDetails(answer, project);
  if (details.project !== null) return <ExpandedProject project={details.project} id={id} />;
  return <DetailsMessage project={project} id={id} error={details.error} />;
}

/** The spinner while the details are asked for, or why they could not be had. */
function DetailsMessage({ project, id, error }: { project: ProjectSummary; id: string; error: unknown }) {
  return (
    <section className={styles.container} id={id} aria-label={`Metrics of ${project.projectUrl}`}>
      {error === undefined ? (
        <Spinner label="Loading the project's scans..." />
      ) : (
        <p role="alert">{DETAILS_UNREADABLE}</p>
      )}
    </section>
  );
}

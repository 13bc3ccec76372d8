import { useProjectDetails } from '@/dashboard/shared/metrics/load/use-project-details';
import type { Project } from '@/dashboard/shared/metrics/types';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { ExpandedProject } from './expanded-project';
import styles from './expanded-project.module.css';

/** What an expanded row says when its project's scans cannot be had. */
export const DETAILS_UNREADABLE = 'The scans of this project could not be read. Reload the page to read them again.';

/**
 * An expanded row's content: the project's chart and scans once its details are there (at once when
 * the page holds them; asked of the metrics worker otherwise, behind a spinner).
 */
export function ExpandedProjectDetails({ project, id }: { project: Project; id: string }) {
  const details = useProjectDetails(project);
  if (details.project !== null) return <ExpandedProject project={details.project} id={id} />;
  return (
    <section className={styles.container} id={id} aria-label={`Metrics of ${project.projectUrl}`}>
      {details.error === undefined ? (
        <Spinner label="Loading the project's scans..." />
      ) : (
        <p role="alert">{DETAILS_UNREADABLE}</p>
      )}
    </section>
  );
}

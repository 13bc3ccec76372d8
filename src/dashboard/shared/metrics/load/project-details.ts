// A project's details: its scans, its fixes and its open vulnerabilities, by far the largest part of
// a metrics answer. A worker that reads an answer keeps them and sends the page each project without
// them (its summary: the figures, the columns, the rankings), so the page's memory holds the rows and
// not the account. A part of the page that shows one project's details asks for them.
import type { Project, ProjectDetails, ProjectSummary } from '../types';
import type { MetricsDerivation } from './metrics-derivation';

/** A project as the worker sends it to the page: its details are asked for (`projectDetails`). */
export function withoutDetails(project: Project): ProjectSummary {
  const { scans, remediations, openVulnerabilities, ...summary } = project;
  return summary;
}

/**
 * The details of the project at `rowId`; answered from the projects received so far, so a row
 * expanded while the answer arrives shows its scans at once. Null when there is no such project.
 */
export const projectDetails: MetricsDerivation<number, ProjectDetails | null> = {
  name: 'project-details',
  whileArriving: true,
  run: ({ projects }, rowId) => {
    const project = projects[rowId];
    if (project === undefined || project.rowId !== rowId) return null;
    const { scans, remediations, openVulnerabilities } = project;
    return { scans, remediations, openVulnerabilities };
  },
};

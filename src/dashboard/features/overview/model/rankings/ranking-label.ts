// How a ranking entry (Most improved, Underachievers) writes its project: the repository name in
// front, the host and organisation small above it, so a narrow card shows what tells projects apart.
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';

export interface RankingLabelParts {
  /** Host and organisation, `https://github.com/acme/`: muted, and what gives way in a narrow card. */
  readonly front: string;
  /** The repository, with `:branch` when the label carries the branch: `payments-api:release/2.4`. */
  readonly name: string;
}

/**
 * Splits a ranking label (the project URL, with `:branch` when the URL appears under several
 * branches; see `projectLabel`) into the part to read first and the part that may be cut. The name
 * is the project's `nameTail`, plus `:branch` when the label ends with it; the front is its
 * `nameFront`. A project whose URL has no tail is all name (the URL, or the label itself).
 * `front + name` is the label whenever the URL is already in the short form `splitProjectName` keeps.
 */
export function rankingLabelParts(
  project: Pick<ProjectSummary, 'projectUrl' | 'projectBranch' | 'nameFront' | 'nameTail'>,
  label: string,
): RankingLabelParts {
  const hasBranch = label !== project.projectUrl && label === `${project.projectUrl}:${project.projectBranch}`;
  const branch = hasBranch ? `:${project.projectBranch}` : '';
  if (project.nameTail === '') {
    return { front: '', name: project.projectUrl === '' ? label : `${project.projectUrl}${branch}` };
  }
  return { front: project.nameFront, name: `${project.nameTail}${branch}` };
}

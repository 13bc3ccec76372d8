// The project-name filter (see src/dashboard/README.md, *The project-name filter*).

import type { ProjectSummary } from './types';

const REGEXP_SYNTAX = /[\\^$.*+?()[\]{}|]/g;

/**
 * A test for "the URL contains the search text", case-insensitively: URLs differ in case only by
 * accident (`GitHub.com/Acme` and `github.com/acme` name the same repository to a user). Case is
 * folded the Unicode way (`iu` flags), which also spares lower-casing 10,000 URLs per keystroke.
 * Null when there is no search text (after trimming).
 */
export function urlMatcher(searchFilter: unknown): ((projectUrl: string) => boolean) | null {
  const text = typeof searchFilter === 'string' ? searchFilter.trim() : '';
  if (text === '') return null;
  // Every syntax character is escaped, so the pattern is always valid.
  const pattern = new RegExp(text.replace(REGEXP_SYNTAX, '\\$&'), 'iu');
  return (projectUrl) => pattern.test(projectUrl);
}

/** The projects whose URL contains the search text, case-insensitively; all of them for an empty text. */
export function filterProjectsByUrl<P extends ProjectSummary>(
  projects: readonly P[],
  searchFilter: unknown,
): readonly P[] {
  const matches = urlMatcher(searchFilter);
  return matches === null ? projects : projects.filter((project) => matches(project.projectUrl));
}

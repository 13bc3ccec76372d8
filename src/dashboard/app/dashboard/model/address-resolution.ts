// What the address may ask for only once the user and the data are known: a team the user belongs
// to, a project of the response (its scan is checked by the expanded row, once the project's details
// come). Anything else falls back to the default.

import { endDateError } from '@/dashboard/features/criteria/model/filter-validation';
import type { SignedInTeam } from '@/dashboard/features/session/normalize-user';
import type { ViewCriteria } from '@/dashboard/shared/metrics/filters';
import {
  buildFilterQuery,
  defaultFilterForm,
  type FilterForm,
  type FilterQuery,
} from '@/dashboard/shared/metrics/filters';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { type SharedView, sameCriteria } from './page-address';
import { rowAddressBook } from './row-address';

export interface CriteriaContext {
  /** The signed-in user's teams. */
  readonly teams: readonly SignedInTeam[];
  /** Whether the account has the team selector; without it no team is applied. */
  readonly showTeamSelector: boolean;
  readonly now?: Date;
}

/**
 * The filter panel's first values: the address's criteria over the defaults. A window that ends
 * before it starts, or a team that is not one of the user's, gives way to the defaults, so such an
 * address is never sent to the server as it is.
 */
export function criteriaForm(criteria: ViewCriteria, { teams, showTeamSelector, now }: CriteriaContext): FilterForm {
  const defaults = defaultFilterForm(now);
  let startDate = criteria.startDate ?? defaults.startDate;
  let endDate = criteria.endDate ?? defaults.endDate;
  if (endDateError(startDate, endDate) !== null) {
    startDate = defaults.startDate;
    endDate = defaults.endDate;
  }
  const teamUUID = criteria.teamUUID;
  const knownTeam = showTeamSelector && teamUUID !== undefined && teams.some((team) => team.uuid === teamUUID);
  return {
    ...defaults,
    startDate,
    endDate,
    branches: criteria.branches ?? defaults.branches,
    tags: criteria.tags ?? defaults.tags,
    cached: criteria.cached ?? defaults.cached,
    teamUUID: knownTeam ? teamUUID : '',
  };
}

/**
 * The query the page will apply to the address's criteria whoever the user turns out to be, known
 * before the user is: the address names no team (a named team is applied only if it is the user's).
 * Null when it names one.
 */
export function queryBeforeUser(criteria: ViewCriteria): FilterQuery | null {
  if (criteria.teamUUID !== undefined) return null;
  return buildFilterQuery(criteriaForm(criteria, { teams: [], showTeamSelector: false }));
}

/** The criteria an applied query writes into the address. */
export function criteriaOfQuery(query: FilterQuery): ViewCriteria {
  const { teamUUID, ...rest } = query;
  return teamUUID ? { ...rest, teamUUID } : rest;
}

/**
 * The view with its project checked against the response's projects: an unknown project is dropped
 * (and its scan with it). The page holds the projects' summaries, not their scans: a known project
 * keeps its scan here, and the expanded row checks it once the project's details come. The same
 * object when nothing changes.
 */
export function resolveViewAgainstProjects(view: SharedView, projects: readonly ProjectSummary[]): SharedView {
  if (view.project === null) return view.scan === null ? view : { ...view, scan: null };
  const rowId = rowAddressBook(projects).rowIdAt(view.project);
  const project = rowId === null ? undefined : projects.find((candidate) => candidate.rowId === rowId);
  return project === undefined ? { ...view, project: null, scan: null } : view;
}

export interface ViewCorrections {
  /** The criteria applied: the address's, as `criteriaForm` accepted them. */
  readonly criteria: ViewCriteria;
  /** Whether the teams view is offered (the account has the 'teams' feature). */
  readonly teamsOffered: boolean;
  /** The projects of the answer to these criteria, once it is there; null before. */
  readonly projects: readonly ProjectSummary[] | null;
}

/**
 * The view the page shows for the view the address holds: its criteria as applied, the overview
 * when the teams view is not offered, and, once the answer to those criteria is there, its project
 * and scan checked against it. The same object when nothing changes.
 */
export function correctedView(view: SharedView, { criteria, teamsOffered, projects }: ViewCorrections): SharedView {
  let corrected = view;
  if (!sameCriteria(view.criteria, criteria)) corrected = { ...corrected, criteria };
  if (!teamsOffered && view.tab !== 'overview') corrected = { ...corrected, tab: 'overview' };
  return projects === null ? corrected : resolveViewAgainstProjects(corrected, projects);
}

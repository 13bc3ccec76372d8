// The 'Metrics criteria' panel (see src/dashboard/README.md, *Criteria and loading*).
import type { MetricsQuery } from '@/sdk';
import { formatLocalDate } from './display';

/** The project-name filter applies 1 second after the user stops typing. */
export const PROJECT_NAME_DEBOUNCE_MS = 1000;
/** A load error stays on screen for 10 seconds. */
export const ERROR_ALERT_MS = 10_000;
/** Branches default to every branch. */
export const ALL_BRANCHES = '*';

/** The panel's inputs. `teamUUID` is '' while no team is chosen. */
export interface FilterForm {
  readonly startDate: string;
  readonly endDate: string;
  readonly branches: string;
  readonly tags: string;
  readonly cached: boolean;
  readonly projectName: string;
  readonly teamUUID: string;
}

/** The query stored when the filters are applied. */
export interface FilterQuery {
  readonly startDate: string;
  readonly endDate: string;
  readonly branches: string;
  readonly tags: string;
  readonly cached: boolean;
  readonly teamUUID?: string;
}

/**
 * The applied criteria as the page address and exported file names carry them, under the query's
 * names; absent means the default.
 */
export interface ViewCriteria {
  readonly startDate?: string;
  readonly endDate?: string;
  readonly branches?: string;
  readonly tags?: string;
  readonly cached?: boolean;
  readonly teamUUID?: string;
}

/**
 * The same day one month earlier, in local time. A day the earlier month lacks becomes its last day
 * (31 March → 28 or 29 February), where `setMonth` would overflow into March.
 */
export function oneMonthBefore(now: Date): Date {
  const year = now.getFullYear();
  const month = now.getMonth() - 1;
  const lastDayOfMonth = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(now.getDate(), lastDayOfMonth));
}

/** Defaults: one month ago to today (local YYYY-MM-DD), branches `*`, cache on, no tags, name or team. */
export function defaultFilterForm(now: Date = new Date()): FilterForm {
  const today = Number.isNaN(now.getTime()) ? new Date() : now;
  return {
    startDate: formatLocalDate(oneMonthBefore(today)),
    endDate: formatLocalDate(today),
    branches: ALL_BRANCHES,
    tags: '',
    cached: true,
    projectName: '',
    teamUUID: '',
  };
}

/** Removes all whitespace, as the user types in the branches, tags and project-name inputs. */
export function stripWhitespace(value: string): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '') : '';
}

/**
 * Applying the filters: `{startDate, endDate, branches, tags, cached, teamUUID}`, with teamUUID only
 * when a team is chosen. Whitespace is stripped again here (pasted text skips the typing handler),
 * and emptied branches mean every branch, as the SDK would send anyway.
 */
export function buildFilterQuery(form: FilterForm): FilterQuery {
  const query = {
    startDate: form.startDate.trim(),
    endDate: form.endDate.trim(),
    branches: stripWhitespace(form.branches) || ALL_BRANCHES,
    tags: stripWhitespace(form.tags),
    cached: form.cached,
  };
  const teamUUID = form.teamUUID.trim();
  return teamUUID === '' ? query : { ...query, teamUUID };
}

/**
 * The SDK's metrics query: `cached` becomes `cache`; empty tags are left out, and so are empty dates
 * (the server then uses its default window instead of the SDK refusing an empty date).
 */
export function toMetricsQuery(query: FilterQuery): MetricsQuery {
  const metricsQuery: MetricsQuery = {};
  if (query.startDate) metricsQuery.startDate = query.startDate;
  if (query.endDate) metricsQuery.endDate = query.endDate;
  metricsQuery.branches = query.branches || ALL_BRANCHES;
  if (query.tags) metricsQuery.tags = query.tags;
  metricsQuery.cache = query.cached;
  if (query.teamUUID) metricsQuery.teamUUID = query.teamUUID;
  return metricsQuery;
}

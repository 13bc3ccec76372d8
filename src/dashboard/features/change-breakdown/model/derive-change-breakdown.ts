// What moved a figure since the previous period: each measure's change split by project entry, the
// ones that moved it most listed, and the rest as one "all others" amount so that the parts always add
// up to the whole. A pure function of the two normalised answers: each project entry's figures are
// the ones the normaliser counted (the same the Remediation section sums), so the breakdown and the
// tiles agree by construction. No clock, no I/O, plain JSON out.

import { MEASURES, type Measure } from '@/dashboard/shared/metrics/measures';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import type { MetricsSummary, ProjectSummary } from '@/dashboard/shared/metrics/types';
import { byCodeUnits } from '@/dashboard/shared/model/text-order';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';

export type Presence = 'both' | 'new' | 'gone';

export interface Contributor {
  projectUUID: string;
  projectUrl: string;
  projectBranch: string;
  current: number;
  previous: number;
  change: number;
  /** `new`: only in the current period's answer; `gone`: only in the previous one's. */
  presence: Presence;
}

export interface MeasureBreakdown {
  current: number;
  previous: number;
  change: number;
  /** The entries that moved the measure most, by absolute change; at most `limit`. */
  contributors: Contributor[];
  /** The change not explained by the listed contributors: `change` minus the sum of theirs. */
  othersChange: number;
}

export type ChangeBreakdown = Record<Measure, MeasureBreakdown>;

export interface ChangeBreakdownOptions {
  /** The project-name filter, applied to each answer's entries by their own URL. */
  projectFilter?: string;
  /** Contributors listed per measure; 10 when absent or not a number >= 0. */
  limit?: number;
}

const DEFAULT_CONTRIBUTOR_LIMIT = 10;

type Values = Record<Measure, number>;

/** One project entry (a uuid and branch) of one answer, its duplicates summed. */
interface EntryFigures {
  projectUUID: string;
  projectUrl: string;
  projectBranch: string;
  values: Values;
}

/** Identifies an entry across the two answers: its uuid and branch together (JSON keeps the pair unambiguous). */
const keyOf = (projectUUID: string, projectBranch: string) => JSON.stringify([projectUUID, projectBranch]);

/** The kept projects of one answer, by key; a key met twice has its figures summed. */
function entriesOf(projects: readonly ProjectSummary[]): Map<string, EntryFigures> {
  const entries = new Map<string, EntryFigures>();
  for (const { projectUUID, projectUrl, projectBranch, figures } of projects) {
    const key = keyOf(projectUUID, projectBranch);
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = {
        projectUUID,
        projectUrl,
        projectBranch,
        values: { fixes: 0, introduced: 0, fixed: 0, riskRemoved: 0, unaddressed: 0 },
      };
      entries.set(key, entry);
    } else if (entry.projectUrl === '') {
      entry.projectUrl = projectUrl; // a duplicate that has a URL names the entry
    }
    for (const measure of MEASURES) entry.values[measure] += figures[measure];
  }
  return entries;
}

const compareContributors = (left: Contributor, right: Contributor) =>
  Math.abs(right.change) - Math.abs(left.change) ||
  byCodeUnits(left.projectUrl, right.projectUrl) ||
  byCodeUnits(left.projectBranch, right.projectBranch) ||
  byCodeUnits(left.projectUUID, right.projectUUID);

/** The caller's limit when it is a number >= 0 (whole: rounded down; Infinity lists all), else the default. */
function contributorLimit(limit: unknown): number {
  return typeof limit === 'number' && limit >= 0 ? Math.floor(limit) : DEFAULT_CONTRIBUTOR_LIMIT;
}

/** 0 for -0, so that a result compares and prints as plain JSON would. */
const tidy = (value: number) => (value === 0 ? 0 : value);

/** One measure's totals, change and contributors over the entries of both periods. */
function measureBreakdown(
  measure: Measure,
  now: ReadonlyMap<string, EntryFigures>,
  before: ReadonlyMap<string, EntryFigures>,
  keys: ReadonlySet<string>,
  limit: number,
): MeasureBreakdown {
  let current = 0;
  let previous = 0;
  const moved: Contributor[] = [];
  for (const key of keys) {
    const ours = now.get(key);
    const theirs = before.get(key);
    const currentValue = ours?.values[measure] ?? 0;
    const previousValue = theirs?.values[measure] ?? 0;
    current += currentValue;
    previous += previousValue;
    const change = tidy(currentValue - previousValue);
    if (change === 0) continue;
    const named = (ours ?? theirs) as EntryFigures;
    moved.push({
      projectUUID: named.projectUUID,
      projectUrl: ours !== undefined && ours.projectUrl !== '' ? ours.projectUrl : (theirs?.projectUrl ?? ''),
      projectBranch: named.projectBranch,
      current: currentValue,
      previous: previousValue,
      change,
      presence: ours === undefined ? 'gone' : theirs === undefined ? 'new' : 'both',
    });
  }
  moved.sort(compareContributors);
  const change = tidy(current - previous);
  const contributors = moved.slice(0, limit);
  let listed = 0;
  for (const contributor of contributors) listed += contributor.change;
  return { current, previous, change, contributors, othersChange: tidy(change - listed) };
}

/**
 * For fixes, introduced, fixed, risk removed and unaddressed vulnerabilities: the totals of both periods,
 * the change, the project entries that moved it most (matched by uuid and branch) and the change of all
 * the others, from two normalised answers (what the page holds).
 */
export function changeBreakdownOf(
  current: MetricsSummary,
  previous: MetricsSummary,
  options: ChangeBreakdownOptions = {},
): ChangeBreakdown {
  const settings: Partial<ChangeBreakdownOptions> = isRecord(options) ? options : {};
  const limit = contributorLimit(settings.limit);
  const now = entriesOf(filterProjectsByUrl(current.projects, settings.projectFilter));
  const before = entriesOf(filterProjectsByUrl(previous.projects, settings.projectFilter));
  const keys = new Set([...now.keys(), ...before.keys()]);
  const breakdown = {} as ChangeBreakdown;
  for (const measure of MEASURES) breakdown[measure] = measureBreakdown(measure, now, before, keys, limit);
  return breakdown;
}

/**
 * `changeBreakdownOf` of two raw answers (the parsed bodies of the two metrics calls), each
 * normalised once: the contract's entry, which runs exactly what the page runs. Any value JSON can
 * produce is accepted.
 */
export function deriveChangeBreakdown(
  current: unknown,
  previous: unknown,
  options: ChangeBreakdownOptions = {},
): ChangeBreakdown {
  return changeBreakdownOf(normalizeMetrics(current), normalizeMetrics(previous), options);
}

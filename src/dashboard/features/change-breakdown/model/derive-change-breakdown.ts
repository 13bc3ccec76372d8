// What moved a figure since the previous period: each measure's change split by project entry, the
// ones that moved it most listed, and the rest as one "all others" amount so that the parts always add
// up to the whole. A pure function of the two metrics answers: no clock, no I/O, plain JSON out.

import { daysToFixOf, normalizeScans } from '@/dashboard/shared/metrics/normalize';
import { urlMatcher } from '@/dashboard/shared/metrics/search-filter';
import { RISK_WEIGHTS, severityOf } from '@/dashboard/shared/metrics/severity';
import type { ScanPoint } from '@/dashboard/shared/metrics/types';
import { isRecord, toText, type WireRecord } from '@/dashboard/shared/model/untrusted-values';

export const MEASURES = ['fixes', 'introduced', 'fixed', 'riskRemoved', 'unaddressed'] as const;
export type Measure = (typeof MEASURES)[number];

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

const zeroValues = (): Values => ({ fixes: 0, introduced: 0, fixed: 0, riskRemoved: 0, unaddressed: 0 });

/** A finite number >= 0 as it is; anything else counts as 0. */
const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** The remediation entries of a raw project, as the remediation analytics read them: `{ vulnerabilities }` or a bare array. */
function remediationEntries(value: unknown): readonly unknown[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? value.vulnerabilities : undefined;
  return Array.isArray(list) ? list : [];
}

/**
 * One project entry's measures, by the remediation analytics' rules applied to that entry alone: a fix
 * counts when its days to fix are usable (`daysToFixOf`), weighted by its severity for the risk removed;
 * the flow comes from the normalised scans, every scan but the first (the baseline) adding its
 * mitigations to `fixed` and max(0, delta + mitigations) to `introduced`. A test holds the sums over an
 * answer equal to `deriveRemediationAnalytics` (calling it once per entry took ten times as long).
 */
function entryValues(raw: WireRecord): Values {
  let fixes = 0;
  let riskRemoved = 0;
  for (const entry of remediationEntries(raw.remediations)) {
    if (!isRecord(entry) || daysToFixOf(entry.daysToFix) === null) continue;
    fixes += 1;
    riskRemoved += RISK_WEIGHTS[severityOf(entry.severity)];
  }
  let introduced = 0;
  let fixed = 0;
  const scans = normalizeScans(raw.scans);
  for (let index = 1; index < scans.length; index += 1) {
    const scan = scans[index] as ScanPoint;
    fixed += scan.mitigationCount;
    introduced += Math.max(0, scan.vulnerabilityDelta + scan.mitigationCount);
  }
  return {
    fixes,
    introduced,
    fixed,
    riskRemoved,
    unaddressed: Math.max(0, amount(raw.vulnerabilitiesIdentified) - amount(raw.vulnerabilitiesAddressed)),
  };
}

/** Identifies an entry across the two answers: its uuid and branch together (JSON keeps the pair unambiguous). */
const keyOf = (projectUUID: string, projectBranch: string) => JSON.stringify([projectUUID, projectBranch]);

/** The entries of one answer kept by the filter, by key; a key met twice has its measures summed. */
function entriesOf(answer: unknown, matches: ((projectUrl: string) => boolean) | null): Map<string, EntryFigures> {
  const entries = new Map<string, EntryFigures>();
  if (!isRecord(answer) || !Array.isArray(answer.projects)) return entries;
  for (const raw of answer.projects as readonly unknown[]) {
    if (!isRecord(raw)) continue;
    const projectUrl = toText(raw.projectUrl);
    if (matches !== null && !matches(projectUrl)) continue;
    const projectUUID = toText(raw.projectUUID);
    const projectBranch = toText(raw.projectBranch);
    const key = keyOf(projectUUID, projectBranch);
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = { projectUUID, projectUrl, projectBranch, values: zeroValues() };
      entries.set(key, entry);
    } else if (entry.projectUrl === '') {
      entry.projectUrl = projectUrl; // a duplicate that has a URL names the entry
    }
    const values = entryValues(raw);
    for (const measure of MEASURES) entry.values[measure] += values[measure];
  }
  return entries;
}

/** Ascending by UTF-16 code units (not locale order: the same on every machine). */
const byCodeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

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

function emptyBreakdown(): ChangeBreakdown {
  const empty = (): MeasureBreakdown => ({ current: 0, previous: 0, change: 0, contributors: [], othersChange: 0 });
  return { fixes: empty(), introduced: empty(), fixed: empty(), riskRemoved: empty(), unaddressed: empty() };
}

/**
 * For fixes, introduced, fixed, risk removed and unaddressed vulnerabilities: the totals of both periods,
 * the change, the project entries that moved it most (matched by uuid and branch) and the change of all
 * the others. Takes any values (the parsed bodies of the two metrics calls) and never throws.
 */
export function deriveChangeBreakdown(
  current: unknown,
  previous: unknown,
  options: ChangeBreakdownOptions = {},
): ChangeBreakdown {
  try {
    const settings: Partial<ChangeBreakdownOptions> = isRecord(options) ? options : {};
    const matches = urlMatcher(settings.projectFilter);
    const limit = contributorLimit(settings.limit);
    const now = entriesOf(current, matches);
    const before = entriesOf(previous, matches);
    const keys = new Set([...now.keys(), ...before.keys()]);

    const breakdown = emptyBreakdown();
    for (const measure of MEASURES) {
      const figures = breakdown[measure];
      const moved: Contributor[] = [];
      for (const key of keys) {
        const ours = now.get(key);
        const theirs = before.get(key);
        const currentValue = ours?.values[measure] ?? 0;
        const previousValue = theirs?.values[measure] ?? 0;
        figures.current += currentValue;
        figures.previous += previousValue;
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
      figures.change = tidy(figures.current - figures.previous);
      figures.contributors = moved.slice(0, limit);
      let listed = 0;
      for (const contributor of figures.contributors) listed += contributor.change;
      figures.othersChange = tidy(figures.change - listed);
    }
    return breakdown;
  } catch {
    return emptyBreakdown(); // only values JSON cannot produce (a throwing getter) get here
  }
}

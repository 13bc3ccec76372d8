// The server's data is untrusted (see src/dashboard/README.md, *Untrusted answers*). `normalizeMetrics` turns any value into the normalised
// types of `types.ts` in one pass and never throws; every derivation (the dashboard, the Remediation
// section) reads its result, never the wire. It runs on 10,000 projects × 100 scans, so a project
// whose scans and remediations are already clean and in order keeps the wire's arrays and objects
// (validated, not copied): the common case allocates nothing per scan.

import { isCalendarDay } from '@/dashboard/shared/model/calendar-day';
import { isRecord, toText, type WireRecord } from '@/dashboard/shared/model/untrusted-values';
import { durationStats } from './duration-stats';
import { epssOf, kevOf } from './exploitation';
import { FixDurationsBuilder } from './fix-durations';
import {
  currentVulns,
  deltaSecurityScore,
  deltaVulns,
  lastScanned,
  performanceScore,
  splitProjectName,
} from './project-fields';
import { formatSeverity, RISK_WEIGHTS, SEVERITIES, WIRE_SEVERITIES } from './severity';
import { teamUUIDsOf } from './team-uuids';
import type {
  Exclusion,
  ExclusionDay,
  ExclusionDomain,
  ExclusionUsage,
  FixDurations,
  FixedVulnerability,
  NormalizedMetrics,
  OpenVulnerability,
  Project,
  ProjectFigures,
  ProjectsUsage,
  ScanPoint,
  Totals,
  UsageDay,
  VulnerableDependency,
  WeeklyFlowSums,
} from './types';
import { WeeklyFlowBuilder } from './weekly-flow';
import {
  daysToFixOf,
  isCount,
  isTimestamp,
  MAX_COUNT,
  MAX_TIMESTAMP,
  MIN_TIMESTAMP,
  stringOrEmpty,
  toCount,
  toOptionalCount,
  toScore,
  toSignedCount,
  toTimestamp,
} from './wire-numbers';

/** The wire form of T: every field may be missing or of any type. */
type Wire<T> = { readonly [K in keyof T]?: unknown };

const NO_SCANS: readonly ScanPoint[] = Object.freeze([]);
const NO_REMEDIATIONS: readonly FixedVulnerability[] = Object.freeze([]);
const NO_WEEKLY_FLOW: WeeklyFlowSums = Object.freeze({ firstWeek: 0, introduced: [], fixed: [], backlogChange: [] });
const NO_FIX_DURATIONS: FixDurations = Object.freeze({ CRITICAL: [], HIGH: [], MEDIUM: [], LOW: [], OTHER: [] });
const EXCLUSION_DOMAINS: ReadonlySet<string> = new Set<ExclusionDomain>(['security', 'stability', 'licensing']);
const KNOWN_SEVERITY_SET: ReadonlySet<string> = new Set(WIRE_SEVERITIES);

const EMPTY_PROJECTS_USAGE: ProjectsUsage = Object.freeze({ sortedDates: [], dates: {} });
const EMPTY_EXCLUSION_USAGE: ExclusionUsage = Object.freeze({ sortedDates: [], dates: {} });

type MutableScan = { -readonly [K in keyof ScanPoint]: ScanPoint[K] };

const byTimestamp = (a: ScanPoint, b: ScanPoint) => a.timestamp - b.timestamp;

/**
 * Scans sorted by timestamp ascending, one per timestamp. The wire order is any: ascending (kept
 * as is), descending (reversed) or mixed (sorted once). Of scans sharing a timestamp the first in
 * wire order is kept. A scan without a usable timestamp is dropped: it cannot be placed in time.
 */
export function normalizeScans(value: unknown): readonly ScanPoint[] {
  if (!Array.isArray(value) || value.length === 0) return NO_SCANS;
  const items: readonly unknown[] = value;
  let ascending = true;
  let descending = true;
  let previous = 0;
  // The hot loop of the whole model (once per scan): every field read once, no call, no allocation.
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (typeof item !== 'object' || item === null) return rebuildScans(items);
    const scan = item as Wire<ScanPoint>;
    const timestamp = scan.timestamp;
    const score = scan.securityScore;
    const vulnerabilityCount = scan.vulnerabilityCount;
    const mitigationCount = scan.mitigationCount;
    const clean =
      typeof timestamp === 'number' &&
      Number.isInteger(timestamp) &&
      timestamp <= MAX_TIMESTAMP &&
      timestamp >= MIN_TIMESTAMP &&
      typeof scan.reportUUID === 'string' &&
      typeof score === 'number' &&
      Number.isInteger(score) &&
      score >= 0 &&
      score <= 100 &&
      typeof vulnerabilityCount === 'number' &&
      Number.isSafeInteger(vulnerabilityCount) &&
      vulnerabilityCount >= 0 &&
      typeof mitigationCount === 'number' &&
      Number.isSafeInteger(mitigationCount) &&
      mitigationCount >= 0 &&
      Number.isSafeInteger(scan.vulnerabilityDelta);
    if (!clean) return rebuildScans(items);
    if (index > 0) {
      if (timestamp <= previous) ascending = false;
      if (timestamp >= previous) descending = false;
      if (!ascending && !descending) return rebuildScans(items);
    }
    previous = timestamp;
  }
  // Every item passed the checks above, so the array is a ScanPoint[] as it stands.
  const clean = items as readonly ScanPoint[];
  return ascending ? clean : clean.slice().reverse();
}

function rebuildScans(items: readonly unknown[]): ScanPoint[] {
  const scans: MutableScan[] = [];
  let inOrder = true;
  for (const item of items) {
    if (!isRecord(item)) continue;
    const timestamp = toTimestamp(item.timestamp);
    if (timestamp === undefined) continue;
    const last = scans[scans.length - 1];
    if (last !== undefined && timestamp < last.timestamp) inOrder = false;
    scans.push({
      timestamp,
      // Not trimmed, like the clean path above: the same scan must not depend on its neighbours.
      reportUUID: stringOrEmpty(item.reportUUID),
      // A non-numeric score is unknown; 0 keeps every figure finite and the badge honest (high risk).
      securityScore: toScore(item.securityScore) ?? 0,
      vulnerabilityCount: toCount(item.vulnerabilityCount),
      mitigationCount: toCount(item.mitigationCount),
      vulnerabilityDelta: toSignedCount(item.vulnerabilityDelta) ?? Number.NaN, // filled in below
    });
  }
  if (!inOrder) scans.sort(byTimestamp); // stable: equal timestamps stay in wire order
  let kept = 0;
  for (const scan of scans) {
    const previous = kept > 0 ? scans[kept - 1] : undefined;
    if (previous !== undefined && previous.timestamp === scan.timestamp) continue;
    // A missing delta is recomputed against the previous scan in the window (0 for the first).
    if (Number.isNaN(scan.vulnerabilityDelta)) {
      scan.vulnerabilityDelta = previous === undefined ? 0 : scan.vulnerabilityCount - previous.vulnerabilityCount;
    }
    scans[kept] = scan;
    kept += 1;
  }
  scans.length = kept;
  return scans;
}

/** Whether every entry is a remediation as this module would make it, so the list can be kept as it is. */
function areCleanRemediations(items: readonly unknown[]): items is readonly FixedVulnerability[] {
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (typeof item !== 'object' || item === null) return false;
    const remediation = item as Wire<FixedVulnerability>;
    const severity = remediation.severity;
    if (
      !(
        typeof severity === 'string' &&
        KNOWN_SEVERITY_SET.has(severity) &&
        isCount(remediation.daysToFix) &&
        isTimestamp(remediation.fixedWhen) &&
        typeof remediation.id === 'string' &&
        typeof remediation.adviceID === 'string' &&
        typeof remediation.fixedBy === 'string'
      )
    ) {
      return false;
    }
  }
  return true;
}

/**
 * The remediation list, from `{ vulnerabilities: [...] }` (the contract) or a bare array. Every entry
 * that is an object is a fix: one without a usable `fixedWhen` (null) matches no scan, so no scan shows
 * it, but its duration still counts.
 */
function normalizeRemediations(value: unknown): readonly FixedVulnerability[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? value.vulnerabilities : undefined;
  if (!Array.isArray(list) || list.length === 0) return NO_REMEDIATIONS;
  const items: readonly unknown[] = list;
  if (areCleanRemediations(items)) return items;
  const remediations: FixedVulnerability[] = [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    remediations.push({
      id: stringOrEmpty(item.id),
      adviceID: stringOrEmpty(item.adviceID),
      severity: formatSeverity(item.severity),
      daysToFix: daysToFixOf(item.daysToFix),
      fixedBy: stringOrEmpty(item.fixedBy),
      fixedWhen: toTimestamp(item.fixedWhen) ?? null,
    });
  }
  return remediations;
}

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The proposed `dependency` of an open vulnerability: all three fields non-empty strings, or none. */
function dependencyOf(value: unknown): VulnerableDependency | undefined {
  if (!isRecord(value)) return undefined;
  const language = nonEmptyText(value.language);
  const name = nonEmptyText(value.name);
  const version = nonEmptyText(value.version);
  return language && name && version ? { language, name, version } : undefined;
}

const isOpenVulnerabilityItem = (value: unknown): value is Wire<OpenVulnerability> =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  value.id !== '' &&
  typeof value.firstSeenWhen === 'number' &&
  Number.isFinite(value.firstSeenWhen) &&
  value.firstSeenWhen >= 0;

/**
 * The open vulnerabilities (the proposed `openVulnerabilities` field), or null when the server sent
 * no array: "none open" and "not sent" differ to a reader. An entry needs a non-empty string `id` and
 * a `firstSeenWhen` that is a number >= 0 (kept as sent); any other entry cannot be aged and is dropped.
 */
export function normalizeOpenVulnerabilities(value: unknown): readonly OpenVulnerability[] | null {
  if (!Array.isArray(value)) return null;
  const items: readonly unknown[] = value;
  const kept: OpenVulnerability[] = [];
  for (const item of items) {
    if (!isOpenVulnerabilityItem(item)) continue;
    const adviceID = nonEmptyText(item.adviceID);
    const dependency = dependencyOf(item.dependency);
    const epss = item.epss === undefined ? null : epssOf(item.epss);
    const kev = item.kev === undefined ? null : kevOf(item.kev);
    kept.push({
      id: item.id as string,
      severity: formatSeverity(item.severity),
      firstSeenWhen: item.firstSeenWhen as number,
      ...(adviceID === undefined ? {} : { adviceID }),
      ...(dependency === undefined ? {} : { dependency }),
      ...(epss === null ? {} : { epss }),
      ...(kev === null ? {} : { kev }),
    });
  }
  return kept;
}

/** What the pass sums over the whole account as it goes, each project's part while it is in the cache. */
export interface AccountSums {
  readonly weeklyFlow: WeeklyFlowBuilder;
  readonly fixDurations: FixDurationsBuilder;
}

const newAccountSums = (): AccountSums => ({
  weeklyFlow: new WeeklyFlowBuilder(),
  fixDurations: new FixDurationsBuilder(),
});

/**
 * A project's own figures (`ProjectFigures`), its flow and fixes added to the account's `sums` on the
 * way: the rules of the flow and of which fixes count live in those builders alone. Without `sums`
 * (a project on its own), they are counted for it alone.
 */
export function projectFiguresOf(
  project: Pick<Project, 'scans' | 'remediations' | 'vulnerabilitiesIdentified' | 'vulnerabilitiesAddressed'>,
  sums: AccountSums = newAccountSums(),
): ProjectFigures {
  const { introduced, fixed } = sums.weeklyFlow.addProject(project.scans);
  const { bySeverity: fixesBySeverity, days } = sums.fixDurations.addProject(project.remediations);
  let fixes = 0;
  let riskRemoved = 0;
  for (const severity of SEVERITIES) {
    fixes += fixesBySeverity[severity];
    riskRemoved += fixesBySeverity[severity] * RISK_WEIGHTS[severity];
  }
  const unaddressed = Math.max(0, project.vulnerabilitiesIdentified - project.vulnerabilitiesAddressed);
  return { fixes, fixesBySeverity, riskRemoved, introduced, fixed, unaddressed, mttr: durationStats(days) };
}

/** One project with its derived fields; its flow and fixes are added to `sums` (the account's, when given). */
export function normalizeProject(raw: WireRecord, rowId: number, sums?: AccountSums): Project {
  const scans = normalizeScans(raw.scans);
  const projectUrl = toText(raw.projectUrl);
  const { nameFront, nameTail } = splitProjectName(projectUrl);
  const vulnerabilitiesIdentified = toCount(raw.vulnerabilitiesIdentified);
  const vulnerabilitiesAddressed = toCount(raw.vulnerabilitiesAddressed);
  const remediations = normalizeRemediations(raw.remediations);
  return {
    rowId,
    projectUUID: toText(raw.projectUUID),
    projectUrl,
    projectBranch: toText(raw.projectBranch),
    nameFront,
    nameTail,
    securityScore: toScore(raw.securityScore) ?? scans[scans.length - 1]?.securityScore ?? 0,
    scans,
    vulnerabilitiesIdentified,
    vulnerabilitiesAddressed,
    remediations,
    openVulnerabilities: normalizeOpenVulnerabilities(raw.openVulnerabilities),
    // Now, while this project's scans and fixes are in the processor's cache: no later pass reads them again.
    figures: projectFiguresOf({ scans, remediations, vulnerabilitiesIdentified, vulnerabilitiesAddressed }, sums),
    deltaSecurityScore: deltaSecurityScore(scans),
    deltaVulns: deltaVulns(scans),
    performanceScore: performanceScore(scans),
    lastScanned: lastScanned(scans),
    vulns: currentVulns(scans, vulnerabilitiesIdentified, vulnerabilitiesAddressed),
    totalScans: scans.length,
    teamUUIDs: teamUUIDsOf(raw.teamUUIDs),
  };
}

/** The server totals that are usable (numeric and >= 0). The rest are summed over the projects. */
function normalizeServerOverview(value: unknown): Partial<Totals> {
  if (!isRecord(value)) return {};
  const overview: { -readonly [K in keyof Totals]?: number } = {};
  for (const field of [
    'numberOfProjects',
    'totalScans',
    'vulnerabilitiesIdentified',
    'vulnerabilitiesAddressed',
  ] as const) {
    const count = toOptionalCount(value[field]);
    if (count !== undefined) overview[field] = count;
  }
  return overview;
}

/**
 * The dates of a usage series: the wire's `sortedDates` that are real days (YYYY-MM-DD) with an entry in
 * `dates`, strictly ascending (sorted only when the server's were not) and without repeats.
 */
function usableDates(sortedDates: unknown, dates: WireRecord): string[] {
  if (!Array.isArray(sortedDates)) return [];
  const kept: string[] = [];
  let inOrder = true;
  for (const date of sortedDates as readonly unknown[]) {
    if (typeof date !== 'string' || !isCalendarDay(date) || !Object.hasOwn(dates, date) || !isRecord(dates[date])) {
      continue;
    }
    const last = kept[kept.length - 1];
    if (last !== undefined && date <= last) inOrder = false;
    kept.push(date);
  }
  if (inOrder) return kept;
  return [...new Set(kept)].sort();
}

// Null-prototype maps: a date key can never reach Object.prototype.
const emptyMap = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

const dayStart = (date: string) => {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(parsed) ? parsed : 0;
};

function normalizeProjectsUsage(value: unknown): ProjectsUsage {
  if (!isRecord(value) || !isRecord(value.dates)) return EMPTY_PROJECTS_USAGE;
  const wireDates = value.dates;
  const sortedDates = usableDates(value.sortedDates, wireDates);
  const dates = emptyMap<UsageDay>();
  for (const date of sortedDates) {
    const day = wireDates[date] as WireRecord;
    dates[date] = {
      timestamp: toTimestamp(day.timestamp) ?? dayStart(date),
      totalProjects: toCount(day.totalProjects),
      totalScans: toCount(day.totalScans),
    };
  }
  return { sortedDates, dates };
}

function normalizeExclusion(value: unknown): Exclusion | undefined {
  if (!isRecord(value) || typeof value.domain !== 'string' || !EXCLUSION_DOMAINS.has(value.domain)) return undefined;
  const exclusion: { -readonly [K in keyof Exclusion]: Exclusion[K] } = { domain: value.domain as ExclusionDomain };
  for (const field of ['id', 'kind', 'name', 'reason', 'createdAt', 'createdBy'] as const) {
    const text = value[field];
    if (typeof text === 'string') exclusion[field] = text;
  }
  return exclusion;
}

/** Exclusions per date. A missing or negative running total is the previous total plus this day's list. */
function normalizeExclusionUsage(value: unknown): ExclusionUsage {
  if (!isRecord(value) || !isRecord(value.dates)) return EMPTY_EXCLUSION_USAGE;
  const wireDates = value.dates;
  const sortedDates = usableDates(value.sortedDates, wireDates);
  const dates = emptyMap<ExclusionDay>();
  let runningTotal = 0;
  for (const date of sortedDates) {
    const day = wireDates[date] as WireRecord;
    const exclusions: Exclusion[] = [];
    if (Array.isArray(day.exclusions)) {
      for (const item of day.exclusions as readonly unknown[]) {
        const exclusion = normalizeExclusion(item);
        if (exclusion !== undefined) exclusions.push(exclusion);
      }
    }
    runningTotal = toOptionalCount(day.totalExclusions) ?? Math.min(MAX_COUNT, runningTotal + exclusions.length);
    dates[date] = { exclusions, totalExclusions: runningTotal };
  }
  return { sortedDates, dates };
}

/** The answer's account-wide parts, after its projects (`MetricsAccumulator.finish`). */
export type NormalizedAccountParts = Omit<NormalizedMetrics, 'projects'>;

/**
 * The normalising pass, one project at a time, as the answer arrives (whole or as a stream): each
 * project is normalised and its flow and fixes summed the moment it is added, and `finish` gives the
 * account's other parts from the answer's other members. Non-object projects are dropped.
 */
export class MetricsAccumulator {
  private readonly sums = newAccountSums();
  private count = 0;

  /** The project `raw` normalised (its row id the next position), or null when it is not an object. */
  add(raw: unknown): Project | null {
    if (!isRecord(raw)) return null;
    const project = normalizeProject(raw, this.count, this.sums);
    this.count += 1;
    return project;
  }

  /** The account's parts, from the answer's members other than `projects` (any value is accepted). */
  finish(members: unknown): NormalizedAccountParts {
    const answer = isRecord(members) ? members : {};
    const noProjects = this.count === 0;
    return {
      accountOverview: normalizeServerOverview(answer.accountOverview),
      projectsUsage: normalizeProjectsUsage(answer.projectsUsage),
      exclusionUsage: normalizeExclusionUsage(answer.exclusionUsage),
      weeklyFlow: noProjects ? NO_WEEKLY_FLOW : this.sums.weeklyFlow.sums(),
      fixDurations: noProjects ? NO_FIX_DURATIONS : this.sums.fixDurations.sums(),
    };
  }
}

/**
 * The whole response, normalised in one pass over the projects and their scans. Any value JSON can
 * produce is accepted, and none makes it throw: every field is checked before it is read (a
 * non-object answer gives an empty result, a non-object project is dropped).
 */
export function normalizeMetrics(response: unknown): NormalizedMetrics {
  const accumulator = new MetricsAccumulator();
  const projects: Project[] = [];
  const wireProjects: readonly unknown[] =
    isRecord(response) && Array.isArray(response.projects) ? response.projects : [];
  for (const raw of wireProjects) {
    const project = accumulator.add(raw);
    if (project !== null) projects.push(project);
  }
  return { ...accumulator.finish(response), projects };
}

// The normalised internal types every model function takes. They are produced only by
// `normalizeMetrics`, which guarantees their invariants, so no other function re-validates.

import type { DurationStats } from './duration-stats';
import type { Epss, Kev } from './exploitation';
import type { Measure } from './measures';
import type { Severity } from './severity';

/** One scan after normalising. Scans of a project are sorted by timestamp, strictly ascending. */
export interface ScanPoint {
  /** Epoch milliseconds, an integer within the range `Date` accepts; unique within a project. */
  readonly timestamp: number;
  readonly reportUUID: string;
  /** Integer 0..100. */
  readonly securityScore: number;
  /** Integer >= 0. */
  readonly vulnerabilityCount: number;
  /** Integer >= 0. */
  readonly mitigationCount: number;
  /** Signed integer: change in vulnerability count versus the previous scan. */
  readonly vulnerabilityDelta: number;
}

/** One remediation (a vulnerability a scan found fixed) after normalising. */
export interface FixedVulnerability {
  readonly id: string;
  readonly adviceID: string;
  /** Upper case, trimmed; `UNKNOWN` when the server sent none. Other values are kept (upper-cased). */
  readonly severity: string;
  /** Whole days >= 0; null when the server's value was missing, negative or not a finite number. */
  readonly daysToFix: number | null;
  readonly fixedBy: string;
  /** Epoch milliseconds of the scan that fixed it; null when the server's value was unusable (no scan shows the fix). */
  readonly fixedWhen: number | null;
}

/** One open vulnerability (the proposed `openVulnerabilities` field) after normalising. */
export interface OpenVulnerability {
  /** Non-empty, as sent. */
  readonly id: string;
  /** Upper case, trimmed; `UNKNOWN` when the server sent none (like a remediation's). */
  readonly severity: string;
  /** Epoch milliseconds, a finite number >= 0, as sent. */
  readonly firstSeenWhen: number;
  /** The advisory's id (what the advisory read takes); absent when the server sent no non-empty string. */
  readonly adviceID?: string;
  /** The dependency it was found in; absent unless the server sent all three as non-empty strings. */
  readonly dependency?: VulnerableDependency;
  /** Its EPSS score and percentile; absent unless both are numbers from 0 to 1. */
  readonly epss?: Epss;
  /** Its KEV listing; absent unless both of its dates are real calendar days. */
  readonly kev?: Kev;
}

/** A dependency named by an open vulnerability: its ecosystem (`language`), name and version. */
export interface VulnerableDependency {
  readonly language: string;
  readonly name: string;
  readonly version: string;
}

/** The URL split in two for display: `https://github.com/acme/` + `payments-api`. */
export interface ProjectName {
  readonly nameFront: string;
  readonly nameTail: string;
}

/** Fields computed from a project's sorted scans. */
interface DerivedProjectFields {
  /** Last scan's score minus the previous scan's; 0 with fewer than two scans. */
  readonly deltaSecurityScore: number;
  /** Last scan's vulnerability count minus the previous scan's; 0 with fewer than two scans. */
  readonly deltaVulns: number;
  /** 1000 × (last score − first score) + (first count − last count); 0 with one scan or none. */
  readonly performanceScore: number;
  /** Timestamp of the newest scan, or null when the project has no scan in the window. */
  readonly lastScanned: number | null;
  /** Open vulnerabilities now: the newest scan's count; without scans, identified − addressed (>= 0). */
  readonly vulns: number;
  /** Number of scans in the window, after dropping scans without a usable timestamp and duplicates. */
  readonly totalScans: number;
}

/**
 * A project's own remediation figures over the period, counted once while the answer is normalised:
 * what the Remediation section sums, the change breakdown splits by project and the team comparison
 * reads, by the same rules.
 */
export interface ProjectFigures extends Readonly<Record<Measure, number>> {
  /** Fixes with a usable days to fix. */
  readonly fixes: number;
  /** Those fixes by severity. */
  readonly fixesBySeverity: Readonly<Record<Severity, number>>;
  /** The fixes weighted by their severity (`RISK_WEIGHTS`). */
  readonly riskRemoved: number;
  /** What its scans introduced and fixed, every scan but the first (the baseline) counting. */
  readonly introduced: number;
  readonly fixed: number;
  /** Identified − addressed, never below 0: what is still open. */
  readonly unaddressed: number;
  /**
   * The days to fix of its fixes with a usable duration (count, mean, median, P90): the projects
   * table's MTTR column, its sort, its CSV and the print table read it, never the fixes themselves.
   */
  readonly mttr: DurationStats;
}

/**
 * One project on one branch, normalised, with its derived fields, without its details (scans, fixes,
 * open vulnerabilities): what the page holds of each project (the worker that read the answer keeps
 * the details, and a part of the page that shows them asks for them). A summary is not a `Project`:
 * code that needs the details cannot be handed one.
 */
export interface ProjectSummary extends ProjectName, DerivedProjectFields {
  /** Position in the normalised project list: unique for one response, usable as a React key. */
  readonly rowId: number;
  readonly projectUUID: string;
  /** Trimmed; may be any string, not only a URL. Pass it through `safeExternalUrl` before linking. */
  readonly projectUrl: string;
  readonly projectBranch: string;
  /** Integer 0..100: the server's latest score, or the newest scan's when the server's is unusable. */
  readonly securityScore: number;
  readonly vulnerabilitiesIdentified: number;
  readonly vulnerabilitiesAddressed: number;
  readonly figures: ProjectFigures;
  /**
   * The teams the project belongs to (the proposed `teamUUIDs`: lower-case uuids, each once; none is
   * an empty list); undefined when the server did not say (`team-uuids.ts`).
   */
  readonly teamUUIDs?: readonly string[];
}

/** A project's details: by far the largest part of a metrics answer. */
export interface ProjectDetails {
  readonly scans: readonly ScanPoint[];
  /** Every fix the server listed for the project (the scan that fixed each is the one at its `fixedWhen`). */
  readonly remediations: readonly FixedVulnerability[];
  /** The open vulnerabilities (the proposed field); null when the server sent no list. */
  readonly openVulnerabilities: readonly OpenVulnerability[] | null;
}

/** One project on one branch, normalised: its summary and its details. */
export interface Project extends ProjectSummary, ProjectDetails {}

/** Account totals (the account summary card). All integers >= 0. */
export interface Totals {
  readonly numberOfProjects: number;
  readonly totalScans: number;
  readonly vulnerabilitiesIdentified: number;
  readonly vulnerabilitiesAddressed: number;
}

/** The doughnut of the account summary card. */
export interface VulnerabilityDoughnut {
  /** identified − addressed, never negative. */
  readonly unaddressed: number;
  readonly addressed: number;
}

export interface UsageDay {
  readonly timestamp: number;
  readonly totalProjects: number;
  readonly totalScans: number;
}

/** Projects and analyses per date; every entry of `sortedDates` is a key of `dates`. */
export interface ProjectsUsage {
  /** YYYY-MM-DD, strictly ascending. */
  readonly sortedDates: readonly string[];
  readonly dates: Readonly<Record<string, UsageDay>>;
}

export type ExclusionDomain = 'security' | 'stability' | 'licensing';

export interface Exclusion {
  readonly domain: ExclusionDomain;
  readonly id?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly reason?: string;
  readonly createdAt?: string;
  readonly createdBy?: string;
}

export interface ExclusionDay {
  readonly exclusions: readonly Exclusion[];
  /** Running total up to and including this day. */
  readonly totalExclusions: number;
}

export interface ExclusionUsage {
  readonly sortedDates: readonly string[];
  readonly dates: Readonly<Record<string, ExclusionDay>>;
}

/**
 * The flow of projects by ISO week (`WeeklyFlowBuilder`): for every week from `firstWeek` on, without
 * a gap, what their scans introduced and fixed, and the change in their summed vulnerability count.
 * No weeks (empty arrays) when no project has a scan.
 */
export interface WeeklyFlowSums {
  /** The first week, counted from Monday 1970-01-05. */
  readonly firstWeek: number;
  readonly introduced: readonly number[];
  readonly fixed: readonly number[];
  readonly backlogChange: readonly number[];
}

/**
 * The metrics response after normalising, but for the weekly flow: all the overview reads. Its
 * projects are whole (`Project`), or only their summaries (`ProjectSummary`) as the page holds them.
 */
export interface NormalizedAccount<P extends ProjectSummary = Project> {
  /** Only the server totals that are usable (finite, >= 0); the others are summed by `accountTotals`. */
  readonly accountOverview: Partial<Totals>;
  readonly projects: readonly P[];
  readonly projectsUsage: ProjectsUsage;
  readonly exclusionUsage: ExclusionUsage;
}

/** Days to fix of every fix that has one, by severity, in the order the projects and fixes came. */
export type FixDurations = Readonly<Record<Severity, readonly number[]>>;

/** The whole metrics response after normalising. */
export interface NormalizedMetrics<P extends ProjectSummary = Project> extends NormalizedAccount<P> {
  /** What the scans of all the projects introduced and fixed, week by week. */
  readonly weeklyFlow: WeeklyFlowSums;
  /** The days to fix of all the projects' fixes, by severity. */
  readonly fixDurations: FixDurations;
}

/** A whole metrics response as the page holds it: every project's summary, and the account's other parts. */
export type MetricsSummary = NormalizedMetrics<ProjectSummary>;

/** A project in the most improved or underachievers list (its summary, or the whole project). */
export interface RankedProject<P extends ProjectSummary = ProjectSummary> {
  readonly project: P;
  /** The project URL, with `:branch` appended when the URL appears under several branches. */
  readonly label: string;
}

/** What the account summary card, the ranking lists and the projects table show. */
export interface Overview<P extends ProjectSummary = ProjectSummary> {
  readonly projects: readonly P[];
  readonly topPerforming: readonly RankedProject<P>[];
  readonly leastPerforming: readonly RankedProject<P>[];
  readonly totals: Totals;
  readonly doughnut: VulnerabilityDoughnut;
}

/** One point of a nivo line series. */
export interface LinePoint<X extends string | number = string> {
  readonly x: X;
  readonly y: number;
}

export interface LineSeries<X extends string | number = string> {
  readonly id: string;
  readonly data: readonly LinePoint<X>[];
}

export interface UsageChart {
  /** False when there are fewer than 2 dates: the view hides the chart. */
  readonly visible: boolean;
  readonly series: readonly LineSeries[];
}

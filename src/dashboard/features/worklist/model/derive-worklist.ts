// The open-vulnerability worklist: what is late right now, and where. A pure function of the metrics
// answer and the caller's clock reading (`now`): no clock of its own, no I/O, plain JSON out. The
// answer is read through the dashboard's normaliser, so the worklist keeps the same projects, the
// same project filter and the same severities as every other view.

import { durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import {
  SEVERITIES,
  SEVERITY_RANK,
  type Severity,
  type SlaSeverity,
  severityOf,
  slaTargets,
} from '@/dashboard/shared/metrics/severity';
import type { Project } from '@/dashboard/shared/metrics/types';
import { byCodeUnits } from '@/dashboard/shared/model/text-order';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';

export type WorklistStatus = 'overdue' | 'due-soon' | 'within' | 'no-target' | 'accepted';
export const WORKLIST_STATUSES = [
  'overdue',
  'due-soon',
  'within',
  'no-target',
  'accepted',
] as const satisfies WorklistStatus[];

/** An accepted risk: account-wide, naming a vulnerability by its exact id. */
export interface Acceptance {
  id: string;
  /** Epoch ms; null: it does not run out. */
  expiresAt: number | null;
  reason: string;
}

/** The acceptance that counts for an item: active until `expiresAt`, expired after it. */
export interface ItemAcceptance {
  state: 'active' | 'expired';
  expiresAt: number | null;
  reason: string;
}

export interface WorklistItem {
  projectUUID: string;
  projectUrl: string;
  projectBranch: string;
  id: string;
  severity: Severity;
  /** Epoch ms, as the server sent it. */
  firstSeenWhen: number;
  /** Whole days since first seen; 0 when first seen after `now`. */
  ageDays: number;
  /** The severity's SLA target in days; null for OTHER, which has none. */
  targetDays: number | null;
  /** targetDays − ageDays: negative when late; null without a target. */
  daysLeft: number | null;
  /** `accepted` while an active acceptance names the id; the SLA status otherwise. */
  status: WorklistStatus;
  /** The acceptance naming the id (active or run out); null when none does. */
  acceptance: ItemAcceptance | null;
}

interface WorklistFigures {
  open: number;
  overdue: number;
  dueSoon: number;
  /** Items under an active acceptance: open, but never overdue or due soon. */
  accepted: number;
  oldestAgeDays: number | null;
  medianAgeDays: number | null;
}

interface WorklistProject {
  projectUUID: string;
  projectUrl: string;
  projectBranch: string;
  open: number;
  overdue: number;
}

export interface Worklist {
  /** True when at least one kept project entry has an `openVulnerabilities` array, even an empty one. */
  available: boolean;
  items: WorklistItem[];
  summary: Record<Severity | 'ALL', WorklistFigures>;
  projects: WorklistProject[];
}

export interface WorklistOptions {
  /** The caller's clock reading, epoch ms. */
  now: number;
  /** The project-name filter: keeps projects whose URL contains it, case-insensitively. */
  projectFilter?: string;
  /** Per-severity targets in days; missing or unusable ones fall back to the defaults. */
  slaDays?: Partial<Record<SlaSeverity, number>>;
  /** Accepted risks (the account's security exclusions of kind advisory); absent: none. */
  acceptances?: readonly Acceptance[];
}

const DAY_MS = 86_400_000;
/** A vulnerability this many days or fewer from its target is due soon. */
const DUE_SOON_DAYS = 7;

const STATUS_RANK: Readonly<Record<WorklistStatus, number>> = {
  overdue: 0,
  'due-soon': 1,
  within: 2,
  'no-target': 3,
  accepted: 4,
};

/**
 * Overdue first, most late first; then severity, oldest first, and project URL, branch and id.
 * Accepted risks come last, the soonest to run out first. Among accepted items a missing days left
 * (no target) comes after every number, as no-target comes after the statuses with a target. The
 * uuid and first-seen time only settle what the contract leaves equal (a project listed twice).
 *
 * The worklist of a large account holds hundreds of thousands of items, so the keys of the order are
 * read once into columns of numbers (a missing expiry or target as +Infinity: after every number; a
 * text as its rank among the distinct texts of its column, by code units), and the sort compares
 * numbers only: comparing long URLs with a common prefix was most of its time.
 */
function sortedWorklistItems(items: readonly WorklistItem[]): WorklistItem[] {
  const count = items.length;
  const status = new Uint8Array(count);
  const expiry = new Float64Array(count);
  const daysLeft = new Float64Array(count);
  const severity = new Uint8Array(count);
  const age = new Float64Array(count);
  const firstSeen = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const item = items[index] as WorklistItem;
    status[index] = STATUS_RANK[item.status];
    // Only accepted items are ordered by their expiry.
    expiry[index] = item.status === 'accepted' ? (item.acceptance?.expiresAt ?? Number.POSITIVE_INFINITY) : 0;
    daysLeft[index] = item.daysLeft ?? Number.POSITIVE_INFINITY;
    severity[index] = SEVERITY_RANK[item.severity];
    age[index] = item.ageDays;
    firstSeen[index] = item.firstSeenWhen;
  }
  const url = textRanks(items, (item) => item.projectUrl);
  const branch = textRanks(items, (item) => item.projectBranch);
  const id = textRanks(items, (item) => item.id);
  const uuid = textRanks(items, (item) => item.projectUUID);
  // Infinity − Infinity is NaN, so a missing value is compared, not subtracted.
  const ascending = (left: number, right: number) => (left < right ? -1 : left > right ? 1 : 0);
  const order = Array.from({ length: count }, (_, index) => index);
  order.sort(
    (l, r) =>
      (status[l] as number) - (status[r] as number) ||
      ascending(expiry[l] as number, expiry[r] as number) ||
      ascending(daysLeft[l] as number, daysLeft[r] as number) ||
      (severity[l] as number) - (severity[r] as number) ||
      (age[r] as number) - (age[l] as number) ||
      (url[l] as number) - (url[r] as number) ||
      (branch[l] as number) - (branch[r] as number) ||
      (id[l] as number) - (id[r] as number) ||
      (uuid[l] as number) - (uuid[r] as number) ||
      (firstSeen[l] as number) - (firstSeen[r] as number),
  );
  return order.map((index) => items[index] as WorklistItem);
}

/** Each item's text as its rank among the column's distinct texts, by code units. */
function textRanks(items: readonly WorklistItem[], text: (item: WorklistItem) => string): Uint32Array {
  const rank = new Map<string, number>();
  for (const item of items) rank.set(text(item), 0);
  for (const [index, value] of [...rank.keys()].sort(byCodeUnits).entries()) rank.set(value, index);
  const ranks = new Uint32Array(items.length);
  // A project's items are next to each other: its URL, branch and uuid are looked up once.
  let last: string | undefined;
  let lastRank = 0;
  for (let index = 0; index < items.length; index += 1) {
    const value = text(items[index] as WorklistItem);
    if (value !== last) {
      last = value;
      lastRank = rank.get(value) as number;
    }
    ranks[index] = lastRank;
  }
  return ranks;
}

const compareProjects = (left: WorklistProject, right: WorklistProject) =>
  right.overdue - left.overdue ||
  right.open - left.open ||
  byCodeUnits(left.projectUrl, right.projectUrl) ||
  byCodeUnits(left.projectBranch, right.projectBranch) ||
  byCodeUnits(left.projectUUID, right.projectUUID);

/** The status of a vulnerability `daysLeft` days from its target (null: no target). */
function worklistStatusOf(daysLeft: number | null): WorklistStatus {
  if (daysLeft === null) return 'no-target';
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'within';
}

/**
 * The acceptance that counts per id: entries with a non-empty string id and an expiry that is null or
 * a finite number; of several naming one id, the latest expiry (null, none, is the latest; the first
 * listed on a tie). Anything else in the list is left out.
 */
function acceptancesById(acceptances: unknown): Map<string, Acceptance> {
  const byId = new Map<string, Acceptance>();
  if (!Array.isArray(acceptances)) return byId;
  for (const entry of acceptances as readonly unknown[]) {
    if (!isRecord(entry)) continue;
    const { id, expiresAt, reason } = entry;
    if (typeof id !== 'string' || id === '') continue;
    if (expiresAt !== null && !(typeof expiresAt === 'number' && Number.isFinite(expiresAt))) continue;
    const known = byId.get(id);
    if (known !== undefined && (known.expiresAt === null || (expiresAt !== null && expiresAt <= known.expiresAt))) {
      continue;
    }
    byId.set(id, { id, expiresAt, reason: typeof reason === 'string' ? reason : '' });
  }
  return byId;
}

function itemAcceptanceOf(acceptance: Acceptance | undefined, now: number): ItemAcceptance | null {
  if (acceptance === undefined) return null;
  const active = acceptance.expiresAt === null || acceptance.expiresAt > now;
  return { state: active ? 'active' : 'expired', expiresAt: acceptance.expiresAt, reason: acceptance.reason };
}

/** Whole days from `firstSeenWhen` to `now`; 0 when first seen after `now` (a clock ahead of ours hides nothing). */
function ageDaysOf(firstSeenWhen: number, now: number): number {
  return firstSeenWhen > now ? 0 : Math.floor((now - firstSeenWhen) / DAY_MS);
}

function emptySummary(): Worklist['summary'] {
  const figures = (): WorklistFigures => ({
    open: 0,
    overdue: 0,
    dueSoon: 0,
    accepted: 0,
    oldestAgeDays: null,
    medianAgeDays: null,
  });
  return { CRITICAL: figures(), HIGH: figures(), MEDIUM: figures(), LOW: figures(), OTHER: figures(), ALL: figures() };
}

const emptyWorklist = (): Worklist => ({ available: false, items: [], summary: emptySummary(), projects: [] });

/**
 * The worklist of normalised projects (`normalizeMetrics`): what the page, the team comparison and
 * `deriveWorklist` run.
 */
export function worklistOfProjects(projects: readonly Project[], options: WorklistOptions): Worklist {
  const settings: Partial<WorklistOptions> = isRecord(options) ? options : {};
  const now = settings.now;
  // Without a usable clock reading no age is true: show nothing rather than something false.
  if (typeof now !== 'number' || !Number.isFinite(now)) return emptyWorklist();
  const targets = slaTargets(settings.slaDays);
  const accepted = acceptancesById(settings.acceptances);

  let available = false;
  const items: WorklistItem[] = [];
  const rows: WorklistProject[] = [];
  for (const project of filterProjectsByUrl(projects, settings.projectFilter)) {
    const open = project.openVulnerabilities;
    if (open === null) continue;
    available = true;
    // One item per id: the earliest first sighting, with that entry's severity (the first on a tie).
    const earliest = new Map<string, { firstSeenWhen: number; severity: Severity }>();
    for (const entry of open) {
      const seen = earliest.get(entry.id);
      if (seen === undefined || entry.firstSeenWhen < seen.firstSeenWhen) {
        earliest.set(entry.id, { firstSeenWhen: entry.firstSeenWhen, severity: severityOf(entry.severity) });
      }
    }
    if (earliest.size === 0) continue;
    let overdue = 0;
    for (const [id, { firstSeenWhen, severity }] of earliest) {
      const ageDays = ageDaysOf(firstSeenWhen, now);
      const targetDays = severity === 'OTHER' ? null : targets[severity];
      const daysLeft = targetDays === null ? null : targetDays - ageDays;
      const acceptance = itemAcceptanceOf(accepted.get(id), now);
      const status = acceptance?.state === 'active' ? 'accepted' : worklistStatusOf(daysLeft);
      if (status === 'overdue') overdue += 1;
      items.push({
        projectUUID: project.projectUUID,
        projectUrl: project.projectUrl,
        projectBranch: project.projectBranch,
        id,
        severity,
        firstSeenWhen,
        ageDays,
        targetDays,
        daysLeft,
        status,
        acceptance,
      });
    }
    rows.push({
      projectUUID: project.projectUUID,
      projectUrl: project.projectUrl,
      projectBranch: project.projectBranch,
      open: earliest.size,
      overdue,
    });
  }
  const sorted = sortedWorklistItems(items);
  rows.sort(compareProjects);
  return { available, items: sorted, summary: summarise(sorted), projects: rows };
}

function summarise(items: readonly WorklistItem[]): Worklist['summary'] {
  const summary = emptySummary();
  const ages: Record<Severity | 'ALL', number[]> = { CRITICAL: [], HIGH: [], MEDIUM: [], LOW: [], OTHER: [], ALL: [] };
  for (const item of items) {
    for (const key of [item.severity, 'ALL'] as const) {
      const figures = summary[key];
      figures.open += 1;
      if (item.status === 'overdue') figures.overdue += 1;
      if (item.status === 'due-soon') figures.dueSoon += 1;
      if (item.status === 'accepted') figures.accepted += 1;
      if (figures.oldestAgeDays === null || item.ageDays > figures.oldestAgeDays) figures.oldestAgeDays = item.ageDays;
      ages[key].push(item.ageDays);
    }
  }
  for (const key of [...SEVERITIES, 'ALL'] as const) summary[key].medianAgeDays = durationStats(ages[key]).medianDays;
  return summary;
}

/**
 * Every open vulnerability of the kept projects, with its age, target, days left and status, ordered
 * most late first, with counts per severity and per project: `worklistOfProjects` of the answer (the
 * parsed body of the metrics call), normalised once. Any value JSON can produce is accepted.
 */
export function deriveWorklist(metrics: unknown, options: WorklistOptions): Worklist {
  return worklistOfProjects(normalizeMetrics(metrics).projects, options);
}

// The open-vulnerability worklist: what is late right now, and where. A pure function of the metrics
// answer and the caller's clock reading (`now`): no clock of its own, no I/O, plain JSON out. The
// answer is read through the dashboard's normaliser, so the worklist keeps the same projects, the
// same project filter and the same severities as every other view.

import { durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import {
  SEVERITIES,
  type Severity,
  type SlaSeverity,
  severityOf,
  slaTargets,
} from '@/dashboard/shared/metrics/severity';
import type { OpenVulnerability, Project } from '@/dashboard/shared/metrics/types';
import { byCodeUnits } from '@/dashboard/shared/model/text-order';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import type { Acceptance, ItemAcceptance, WorklistItem, WorklistStatus } from './worklist-item';
import { sortedWorklistItems } from './worklist-order';

export type { Acceptance, ItemAcceptance, WorklistItem, WorklistStatus } from './worklist-item';

export const WORKLIST_STATUSES = [
  'overdue',
  'due-soon',
  'within',
  'no-target',
  'accepted',
] as const satisfies WorklistStatus[];

interface WorklistFigures {
  open: number;
  overdue: number;
  dueSoon: number;
  /** Items under an active acceptance: open, but never overdue or due soon. */
  accepted: number;
  /** Items listed in the KEV catalogue, whatever their status. */
  kev: number;
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
    kev: 0,
    oldestAgeDays: null,
    medianAgeDays: null,
  });
  return { CRITICAL: figures(), HIGH: figures(), MEDIUM: figures(), LOW: figures(), OTHER: figures(), ALL: figures() };
}

const emptyWorklist = (): Worklist => ({ available: false, items: [], summary: emptySummary(), projects: [] });

/**
 * The nearer of an item's two deadlines: the SLA's days left and the KEV due date's (either may be
 * missing). The KEV's counts only when it is strictly nearer; none when neither exists.
 */
function deadlineOf(slaDaysLeft: number | null, kevDaysLeft: number | null) {
  if (kevDaysLeft !== null && (slaDaysLeft === null || kevDaysLeft < slaDaysLeft))
    return { daysLeft: kevDaysLeft, deadline: 'kev' as const };
  return slaDaysLeft === null
    ? { daysLeft: null, deadline: null }
    : { daysLeft: slaDaysLeft, deadline: 'sla' as const };
}

/** One item per id: the entry with the earliest first sighting (the first in the array on a tie). */
function earliestEntries(open: readonly OpenVulnerability[]): Map<string, OpenVulnerability> {
  const earliest = new Map<string, OpenVulnerability>();
  for (const entry of open) {
    const seen = earliest.get(entry.id);
    if (seen === undefined || entry.firstSeenWhen < seen.firstSeenWhen) earliest.set(entry.id, entry);
  }
  return earliest;
}

interface ItemRules {
  readonly now: number;
  /**
   * The day of `now` (whole days since the epoch, UTC): a KEV due date counts whole days from its
   * 00:00 UTC. Counted in days rather than ms, so that no clock reading, however far, overflows.
   */
  readonly today: number;
  readonly targets: Record<SlaSeverity, number>;
  readonly accepted: Map<string, Acceptance>;
}

function itemOf(project: Project, entry: OpenVulnerability, rules: ItemRules): WorklistItem {
  const { id, firstSeenWhen } = entry;
  const severity = severityOf(entry.severity);
  const ageDays = ageDaysOf(firstSeenWhen, rules.now);
  const targetDays = severity === 'OTHER' ? null : rules.targets[severity];
  const kev = entry.kev ?? null;
  const kevDaysLeft = kev === null ? null : Math.floor(kev.dueDate / DAY_MS) - rules.today;
  const { daysLeft, deadline } = deadlineOf(targetDays === null ? null : targetDays - ageDays, kevDaysLeft);
  const acceptance = itemAcceptanceOf(rules.accepted.get(id), rules.now);
  return {
    projectUUID: project.projectUUID,
    projectUrl: project.projectUrl,
    projectBranch: project.projectBranch,
    id,
    severity,
    firstSeenWhen,
    ageDays,
    targetDays,
    daysLeft,
    status: acceptance?.state === 'active' ? 'accepted' : worklistStatusOf(daysLeft),
    acceptance,
    epss: entry.epss ?? null,
    kev,
    deadline,
  };
}

/**
 * The worklist of normalised projects (`normalizeMetrics`): what the page, the team comparison,
 * `deriveWorklist` and the digest run.
 */
export function worklistOfProjects(projects: readonly Project[], options: WorklistOptions): Worklist {
  const settings: Partial<WorklistOptions> = isRecord(options) ? options : {};
  const now = settings.now;
  // Without a usable clock reading no age is true: show nothing rather than something false.
  if (typeof now !== 'number' || !Number.isFinite(now)) return emptyWorklist();
  const rules: ItemRules = {
    now,
    today: Math.floor(now / DAY_MS),
    targets: slaTargets(settings.slaDays),
    accepted: acceptancesById(settings.acceptances),
  };
  let available = false;
  const items: WorklistItem[] = [];
  const rows: WorklistProject[] = [];
  for (const project of filterProjectsByUrl(projects, settings.projectFilter)) {
    const open = project.openVulnerabilities;
    if (open === null) continue;
    available = true;
    const earliest = earliestEntries(open);
    if (earliest.size === 0) continue;
    let overdue = 0;
    for (const entry of earliest.values()) {
      const item = itemOf(project, entry, rules);
      if (item.status === 'overdue') overdue += 1;
      items.push(item);
    }
    const { projectUUID, projectUrl, projectBranch } = project;
    rows.push({ projectUUID, projectUrl, projectBranch, open: earliest.size, overdue });
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
      if (item.kev !== null) figures.kev += 1;
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

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

export type WorklistStatus = 'overdue' | 'due-soon' | 'within' | 'no-target';
export const WORKLIST_STATUSES = ['overdue', 'due-soon', 'within', 'no-target'] as const satisfies WorklistStatus[];

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
  status: WorklistStatus;
}

interface WorklistFigures {
  open: number;
  overdue: number;
  dueSoon: number;
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
}

const DAY_MS = 86_400_000;
/** A vulnerability this many days or fewer from its target is due soon. */
const DUE_SOON_DAYS = 7;

const STATUS_RANK: Readonly<Record<WorklistStatus, number>> = { overdue: 0, 'due-soon': 1, within: 2, 'no-target': 3 };

/**
 * Overdue first, most late first; then severity, oldest first, and project URL, branch and id. The
 * uuid and first-seen time only settle what the contract leaves equal (a project listed twice).
 */
function compareWorklistItems(left: WorklistItem, right: WorklistItem): number {
  return (
    STATUS_RANK[left.status] - STATUS_RANK[right.status] ||
    (left.daysLeft ?? 0) - (right.daysLeft ?? 0) ||
    SEVERITY_RANK[left.severity] - SEVERITY_RANK[right.severity] ||
    right.ageDays - left.ageDays ||
    byCodeUnits(left.projectUrl, right.projectUrl) ||
    byCodeUnits(left.projectBranch, right.projectBranch) ||
    byCodeUnits(left.id, right.id) ||
    byCodeUnits(left.projectUUID, right.projectUUID) ||
    left.firstSeenWhen - right.firstSeenWhen
  );
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

/** Whole days from `firstSeenWhen` to `now`; 0 when first seen after `now` (a clock ahead of ours hides nothing). */
function ageDaysOf(firstSeenWhen: number, now: number): number {
  return firstSeenWhen > now ? 0 : Math.floor((now - firstSeenWhen) / DAY_MS);
}

function emptySummary(): Worklist['summary'] {
  const figures = (): WorklistFigures => ({
    open: 0,
    overdue: 0,
    dueSoon: 0,
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
      const status = worklistStatusOf(daysLeft);
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
  items.sort(compareWorklistItems);
  rows.sort(compareProjects);
  return { available, items, summary: summarise(items), projects: rows };
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

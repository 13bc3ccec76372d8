// What changed since the last time a team was told: the content of a digest that is sent only when
// there is news. A pure function of one current metrics answer and two clock readings (`since`,
// `now`): what held at `since` is worked out from that answer. It runs the worklist of each project
// entry twice, as it is now and as it stood at `since`, and merges the entries' digests; merging the
// digests of parts of an answer (`mergeDigests`) gives the digest of the whole, so that a reader of a
// very large answer can take it one project at a time.

import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import type { OpenVulnerability, Project } from '@/dashboard/shared/metrics/types';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import { type Worklist, type WorklistItem, type WorklistOptions, worklistOfProjects } from './derive-worklist';
import { compareWorklistItems } from './worklist-order';

export interface DigestOptions extends WorklistOptions {
  /** Where the digest starts: the last time the team was told, epoch ms. */
  since: number;
  /** An acceptance running out within this many days of `now` is listed; 7 unless a number >= 0. */
  expiringWithinDays?: number;
}

/** The counts of one moment's worklist (its summary for all severities). */
interface DigestCounts {
  open: number;
  overdue: number;
  dueSoon: number;
  accepted: number;
  kev: number;
}

export interface Digest {
  since: number;
  now: number;
  /** Overdue now, not overdue at `since` (or not there then). */
  newlyOverdue: WorklistItem[];
  /** Added to the KEV catalogue after `since`, up to `now`; not under an active acceptance now. */
  newlyKev: WorklistItem[];
  /** CRITICAL, first seen after `since`, up to `now`; not under an active acceptance now. */
  newCritical: WorklistItem[];
  /** Their acceptance was active at `since` and has run out by now. */
  acceptanceExpired: WorklistItem[];
  /** Their acceptance is active and runs out within `expiringWithinDays` days of now. */
  acceptanceExpiring: WorklistItem[];
  totals: { now: DigestCounts; since: DigestCounts };
  /** All five lists are empty: nothing to send. */
  empty: boolean;
}

const DAY_MS = 86_400_000;
const DEFAULT_EXPIRING_WITHIN_DAYS = 7;
const LISTS = ['newlyOverdue', 'newlyKev', 'newCritical', 'acceptanceExpired', 'acceptanceExpiring'] as const;
type DigestList = (typeof LISTS)[number];

const countsOf = (worklist: Worklist): DigestCounts => {
  const { open, overdue, dueSoon, accepted, kev } = worklist.summary.ALL;
  return { open, overdue, dueSoon, accepted, kev };
};

const usable = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `open` as it stood at `since`: entries first seen later left out, a KEV listing added later absent. */
function openAsOf(open: readonly OpenVulnerability[], since: number): OpenVulnerability[] {
  const kept: OpenVulnerability[] = [];
  for (const entry of open) {
    if (entry.firstSeenWhen > since) continue;
    if (entry.kev === undefined || entry.kev.dateAdded <= since) kept.push(entry);
    else {
      const { kev: _later, ...then } = entry;
      kept.push(then);
    }
  }
  return kept;
}

interface Frame {
  readonly since: number;
  readonly now: number;
  /** The worklist's options, the project filter already applied. */
  readonly worklist: WorklistOptions;
  readonly expiringUntil: number;
}

/** The digest of one project entry: its items now, and the same entry as it stood at `since`. */
function projectDigest(project: Project, frame: Frame): Digest {
  const { since, now } = frame;
  const current = worklistOfProjects([project], frame.worklist);
  const open = project.openVulnerabilities;
  if (!(since < now) || open === null) {
    const counts = countsOf(current);
    return { ...emptyLists(), since, now, totals: { now: counts, since: counts }, empty: true };
  }
  const earlier = worklistOfProjects([{ ...project, openVulnerabilities: openAsOf(open, since) }], {
    ...frame.worklist,
    now: since,
  });
  // One project entry: an id is one item in it, so the id alone matches an item across the two.
  const overdueThen = new Set(earlier.items.filter((item) => item.status === 'overdue').map((item) => item.id));
  const lists = emptyLists();
  for (const item of current.items) {
    const { status, kev, acceptance } = item;
    const seenSince = item.firstSeenWhen > since && item.firstSeenWhen <= now;
    if (status === 'overdue' && !overdueThen.has(item.id)) lists.newlyOverdue.push(item);
    if (status !== 'accepted' && kev !== null && kev.dateAdded > since && kev.dateAdded <= now)
      lists.newlyKev.push(item);
    if (status !== 'accepted' && item.severity === 'CRITICAL' && seenSince) lists.newCritical.push(item);
    const expiresAt = acceptance?.expiresAt ?? null;
    if (acceptance?.state === 'expired' && expiresAt !== null && expiresAt > since) lists.acceptanceExpired.push(item);
    if (acceptance?.state === 'active' && expiresAt !== null && expiresAt <= frame.expiringUntil)
      lists.acceptanceExpiring.push(item);
  }
  return { ...lists, since, now, totals: { now: countsOf(current), since: countsOf(earlier) }, empty: isEmpty(lists) };
}

const emptyLists = (): Record<DigestList, WorklistItem[]> => ({
  newlyOverdue: [],
  newlyKev: [],
  newCritical: [],
  acceptanceExpired: [],
  acceptanceExpiring: [],
});

const isEmpty = (lists: Record<DigestList, readonly WorklistItem[]>) => LISTS.every((list) => lists[list].length === 0);

const noCounts = (): DigestCounts => ({ open: 0, overdue: 0, dueSoon: 0, accepted: 0, kev: 0 });

/** The order of a list: the worklist's, except the acceptances running out, soonest first. */
const ORDER_OF: Record<DigestList, (left: WorklistItem, right: WorklistItem) => number> = {
  newlyOverdue: compareWorklistItems,
  newlyKev: compareWorklistItems,
  newCritical: compareWorklistItems,
  acceptanceExpired: compareWorklistItems,
  acceptanceExpiring: (left, right) =>
    (left.acceptance?.expiresAt ?? 0) - (right.acceptance?.expiresAt ?? 0) || compareWorklistItems(left, right),
};

const addCounts = (left: DigestCounts, right: DigestCounts): DigestCounts => ({
  open: left.open + right.open,
  overdue: left.overdue + right.overdue,
  dueSoon: left.dueSoon + right.dueSoon,
  accepted: left.accepted + right.accepted,
  kev: left.kev + right.kev,
});

/**
 * The digest of an answer made of the parts' project entries, in the order given: each list merged in
 * its order, the counts summed, `since` and `now` those of the first. Every part must be derived with
 * the same options. A reader streaming a large answer derives a digest per project entry (an answer of
 * one project) and merges them; the result is `deriveDigest` of the whole answer.
 */
export function mergeDigests(first: Digest, ...others: readonly Digest[]): Digest {
  return mergeAll(first, [first, ...others]);
}

function mergeAll(first: Digest, parts: readonly Digest[]): Digest {
  const lists = emptyLists();
  for (const list of LISTS) {
    // Each part's list is in order already: the sort (stable) merges runs.
    lists[list] = parts.flatMap((part) => part[list]).sort(ORDER_OF[list]);
  }
  let now = noCounts();
  let since = noCounts();
  for (const part of parts) {
    now = addCounts(now, part.totals.now);
    since = addCounts(since, part.totals.since);
  }
  return { since: first.since, now: first.now, ...lists, totals: { now, since }, empty: isEmpty(lists) };
}

/**
 * The digest of normalised projects (`normalizeMetrics`) from `since` to `now`: what `deriveDigest`
 * runs after normalising. Never throws; an unusable `now` gives an empty digest.
 */
function digestOfProjects(projects: readonly Project[], options: DigestOptions): Digest {
  const settings: Partial<DigestOptions> = isRecord(options) ? options : {};
  // + 0: a −0 would not survive JSON.
  const now = usable(settings.now) ? settings.now + 0 : 0;
  // An unusable start can tell nothing new: as if it were now.
  const since = usable(settings.since) ? settings.since + 0 : now;
  const within = settings.expiringWithinDays;
  const days = usable(within) && within >= 0 ? within : DEFAULT_EXPIRING_WITHIN_DAYS;
  const counts = noCounts();
  const start: Digest = { ...emptyLists(), since, now, totals: { now: counts, since: counts }, empty: true };
  if (!usable(settings.now)) return start;
  const { slaDays, acceptances } = settings;
  const frame: Frame = {
    since,
    now,
    worklist: { now, slaDays, acceptances } as WorklistOptions,
    expiringUntil: now + days * DAY_MS,
  };
  const kept = filterProjectsByUrl(projects, settings.projectFilter);
  return mergeAll(start, [start, ...kept.map((project) => projectDigest(project, frame))]);
}

/**
 * What changed from `since` to `now` in the answer `metrics` (the parsed body of the metrics call),
 * normalised once: the vulnerabilities newly overdue, newly listed as exploited, newly found critical,
 * whose acceptance ran out or is about to, and the worklist's counts at both moments.
 */
export function deriveDigest(metrics: unknown, options: DigestOptions): Digest {
  return digestOfProjects(normalizeMetrics(metrics).projects, options);
}

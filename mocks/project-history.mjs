// @ts-check
// One generated project: its scans over the weekdays of the history, the vulnerability count of each
// shaped by its trajectory, what each scan fixed (critical findings first, mostly) and found, how long
// each fix took, and what is still open at its latest scan.
import { exploitationOf, vulnerableDependency } from './advisory-pool.mjs';
import { createRandom } from './random.mjs';
import { DAY_MS } from './reference-time.mjs';
import { PEOPLE } from './vocabulary.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('./vocabulary.mjs').Severity} Severity */
/** @typedef {import('./advisory-pool.mjs').Advisory} Advisory */
/** @typedef {import('./project-identities.mjs').ProjectIdentity} ProjectIdentity */
/** @typedef {import('../generated/api').components['schemas']['ProjectMetrics']} ProjectMetrics */
/** @typedef {import('../generated/api').components['schemas']['Scan']} Scan */
/** @typedef {import('../generated/api').components['schemas']['Remediation']} Remediation */
/** @typedef {'improving' | 'regressing' | 'flat' | 'noisy'} Trajectory */

/** @param {number} value @param {number} min @param {number} max */
const clamp = (value, min, max) => Math.min(max, Math.max(min, value));

/**
 * @typedef {object} ProjectInput
 * @property {ProjectIdentity} identity
 * @property {Trajectory} trajectory
 * @property {number[]} weekdays candidate scan days (UTC midnights), ascending
 * @property {number | { min: number, max: number }} scansPerProject an exact count, or a range drawn per project
 * @property {number} lateProjectShare
 * @property {Advisory[]} advisories
 * @property {Random} fixDurations the stream that draws how long each fix took
 */

const FIX_PRIORITY = { CRITICAL: 5, HIGH: 3, MEDIUM: 2, LOW: 1, NONE: 1 };

/** Scans run from 07:00 to 19:59 UTC, on the minute. */
const WORKING_MINUTES = { first: 7 * 60, last: 19 * 60 + 59 };

/**
 * A project scanned on every push (more scans than weekdays): the scans are spread evenly over the
 * days, several a day at distinct minutes, in time order.
 * @param {Random} random @param {number[]} days @param {number} count
 * @returns {number[]}
 */
function busyScanTimestamps(random, days, count) {
  const minutes = Array.from(
    { length: WORKING_MINUTES.last - WORKING_MINUTES.first + 1 },
    (_, index) => WORKING_MINUTES.first + index,
  );
  if (count > days.length * minutes.length) throw new Error(`${count} scans do not fit in ${days.length} days`);
  return days.flatMap((day, index) => {
    const onThisDay = Math.floor(((index + 1) * count) / days.length) - Math.floor((index * count) / days.length);
    return random
      .sample(minutes, onThisDay)
      .sort((left, right) => left - right)
      .map((minute) => day + minute * 60_000);
  });
}

/**
 * When the project was scanned: how many scans (the exact count, or one drawn from the range), from
 * which weekday on (some projects start late in the window), and at what minute of the day.
 * @param {Random} random @param {ProjectInput} input
 * @returns {{ timestamps: number[], scanDays: number[] }}
 */
function scanTimes(random, { weekdays, scansPerProject, lateProjectShare }) {
  const exact = typeof scansPerProject === 'number';
  const wanted =
    typeof scansPerProject === 'number' ? scansPerProject : random.integer(scansPerProject.min, scansPerProject.max);
  const latestStart = Math.max(0, weekdays.length - (exact ? wanted : 5));
  const startIndex = random.chance(lateProjectShare)
    ? random.integer(0, Math.min(latestStart, Math.floor(weekdays.length * 0.75)))
    : random.integer(0, Math.min(latestStart, 10));
  const candidateDays = weekdays.slice(startIndex);
  // More scans than days: scanned on every push, several a day. Else at most one scan a day.
  const busy = wanted > candidateDays.length;
  const scanDays = busy ? candidateDays : random.sample(candidateDays, wanted);
  const timestamps = busy
    ? busyScanTimestamps(random, scanDays, wanted)
    : scanDays.map((day) => day + random.integer(WORKING_MINUTES.first, WORKING_MINUTES.last) * 60_000);
  return { timestamps, scanDays };
}

/**
 * @typedef {object} ScanStory what the scans follow: their counts, how the score reads them, how much
 *   churn a scan may have, and who fixes
 * @property {number[]} counts
 * @property {{ base: number, weight: number, noise: number }} score
 * @property {number} churnLimit
 * @property {string[]} team
 */

/**
 * The project's scans, in time order, with what each fixed and found: the first scan finds what was
 * introduced some time before the window; each later one fixes and finds by its count's change, plus
 * some churn (fixes and new findings in the same scan). `open` is left with what is still open.
 * @param {Random} random @param {ProjectInput} input @param {number[]} timestamps @param {ScanStory} story
 */
function scanHistory(random, input, timestamps, { counts, score, churnLimit, team }) {
  /** @type {{ advisory: Advisory, discoveredAt: number }[]} */
  const open = [];
  const discover = (/** @type {number} */ discoveredAt) =>
    open.push({ advisory: random.pick(input.advisories), discoveredAt });
  /** @type {Scan[]} */
  const scans = [];
  /** @type {Remediation[]} */
  const remediations = [];
  let identified = 0;
  let addressed = 0;
  for (const [index, timestamp] of timestamps.entries()) {
    const count = /** @type {number} */ (counts[index]);
    const previous = index === 0 ? count : /** @type {number} */ (counts[index - 1]);
    let fixed = 0;
    if (index === 0) {
      for (let found = 0; found < count; found += 1) discover(timestamp - random.integer(0, 120) * DAY_MS);
      identified += count;
    } else {
      const delta = count - previous;
      const churn = random.chance(0.5) ? random.integer(0, Math.min(churnLimit, delta < 0 ? count : previous)) : 0;
      fixed = (delta < 0 ? -delta : 0) + churn;
      const introduced = (delta > 0 ? delta : 0) + churn;
      for (let fix = 0; fix < fixed; fix += 1) remediations.push(fixOne(random, input, open, team, timestamp));
      for (let found = 0; found < introduced; found += 1) discover(timestamp);
      identified += introduced;
      addressed += fixed;
    }
    // The report's uuid is drawn before the score's noise.
    const reportUUID = random.uuid();
    const noise = random.between(-score.noise, score.noise);
    scans.push({
      timestamp,
      reportUUID,
      securityScore: clamp(Math.round(score.base - score.weight * count + noise), 0, 100),
      vulnerabilityCount: count,
      mitigationCount: fixed,
      vulnerabilityDelta: count - previous,
    });
  }
  return { scans, remediations, open, identified, addressed };
}

/**
 * One fix of a scan at `timestamp`: an open vulnerability (critical ones first, mostly) leaves `open`.
 * @param {Random} random @param {ProjectInput} input @param {{ advisory: Advisory, discoveredAt: number }[]} open
 * @param {string[]} team @param {number} timestamp
 * @returns {Remediation}
 */
function fixOne(random, input, open, team, timestamp) {
  const chosen = open.splice(pickByPriority(random, open), 1)[0];
  if (!chosen) throw new Error('fixed more vulnerabilities than were open');
  const { advisory, discoveredAt } = chosen;
  const knownDays = Math.max(0, Math.floor((timestamp - discoveredAt) / DAY_MS));
  return {
    id: advisory.id,
    adviceID: advisory.adviceID,
    severity: advisory.severity,
    daysToFix: fixDuration(input.fixDurations, advisory.severity, knownDays),
    fixedBy: random.pick(team),
    fixedWhen: timestamp,
  };
}

/**
 * @param {Random} random @param {ProjectInput} input
 * @returns {{ metrics: ProjectMetrics, firstScanDay: number, advisoryIds: string[] }} `advisoryIds`: every advisory it has had
 */
export function generateProject(random, input) {
  const { identity, trajectory } = input;
  const { timestamps, scanDays } = scanTimes(random, input);
  const counts = vulnerabilityCounts(random, trajectory, timestamps.length);
  const score = {
    base: random.integer(93, 100),
    weight: random.between(1.2, 2.2),
    noise: { improving: 2, regressing: 2, flat: 1, noisy: 5 }[trajectory],
  };
  const team = random.sample(PEOPLE, random.integer(2, 4)).map((person) => `${person}@${identity.emailDomain}`);
  const story = { counts, score, churnLimit: trajectory === 'noisy' ? 3 : 2, team };
  const { scans, remediations, open, identified, addressed } = scanHistory(random, input, timestamps, story);
  const latest = scans[scans.length - 1];
  return {
    metrics: {
      projectUUID: random.uuid(),
      projectUrl: identity.projectUrl,
      projectBranch: identity.projectBranch,
      securityScore: latest ? latest.securityScore : 0,
      scans,
      vulnerabilitiesIdentified: identified,
      vulnerabilitiesAddressed: addressed,
      remediations: { vulnerabilities: remediations },
      // What is still open at the latest scan, each with when it was found: the latest scan's count
      // of them. Built from what the scans already drew, so no other generated value changes.
      openVulnerabilities: open.map(({ advisory, discoveredAt }) => openVulnerability(advisory, discoveredAt)),
    },
    firstScanDay: scanDays[0] ?? Number.POSITIVE_INFINITY,
    advisoryIds: [...open.map((entry) => entry.advisory.id), ...remediations.map((entry) => entry.id)],
  };
}

/**
 * An open vulnerability as the answer sends it: the advisory's id, advice id and severity, when it was
 * first seen, and what follows from the advisory alone (its dependency, EPSS and KEV listing).
 * @param {Advisory} advisory @param {number} discoveredAt
 */
function openVulnerability(advisory, discoveredAt) {
  return {
    id: advisory.id,
    adviceID: advisory.adviceID,
    severity: advisory.severity,
    firstSeenWhen: discoveredAt,
    dependency: vulnerableDependency(advisory.id),
    ...exploitationOf(advisory),
  };
}

const FIX_DURATION_SEED = 0x5eed_f1c5;

/**
 * The stream that draws how long fixes take: its own, so that shaping how long fixes take leaves every
 * other generated value as it was.
 * @param {number} seed the account's seed
 */
export const fixDurationStream = (seed) => createRandom((seed ^ FIX_DURATION_SEED) >>> 0);

/**
 * How long fixes take, by severity: day ranges and their weights. Critical fixes mostly land within
 * the week, with a few SLA breaches and a tail of slow ones; lower severities wait longer. The
 * defaults of the dashboard's SLA targets (7, 30, 90, 120 days) fall inside these ranges, so every
 * severity shows some breaches.
 * @type {Record<Severity, [[number, number], number][]>}
 */
const FIX_DURATIONS = {
  CRITICAL: [
    [[0, 7], 78],
    [[8, 21], 14],
    [[22, 90], 8],
  ],
  HIGH: [
    [[1, 14], 45],
    [[15, 30], 35],
    [[31, 120], 20],
  ],
  MEDIUM: [
    [[3, 45], 50],
    [[46, 90], 32],
    [[91, 200], 18],
  ],
  LOW: [
    [[7, 60], 40],
    [[61, 120], 40],
    [[121, 260], 20],
  ],
  NONE: [
    [[7, 90], 60],
    [[91, 260], 40],
  ],
};

/**
 * Days a fix took: drawn for its severity, never more than the days since it was found (a fix
 * cannot take longer than the vulnerability has been known).
 * @param {Random} random @param {Severity} severity @param {number} knownDays
 */
function fixDuration(random, severity, knownDays) {
  const [min, max] = random.weighted(FIX_DURATIONS[severity]);
  return Math.min(knownDays, random.integer(min, max));
}

/** Teams fix critical findings first, mostly. */
/** @param {Random} random @param {{ advisory: Advisory }[]} open @returns {number} an index of `open` */
function pickByPriority(random, open) {
  return random.weighted(
    open.map((entry, index) => /** @type {const} */ ([index, FIX_PRIORITY[entry.advisory.severity]])),
  );
}

/**
 * The vulnerability count of each scan, shaped by the trajectory. The first and last counts carry
 * no noise, so an improving project really ends better than it started.
 * @param {Random} random @param {Trajectory} trajectory @param {number} scanCount @returns {number[]}
 */
function vulnerabilityCounts(random, trajectory, scanCount) {
  const jitter = () => (random.chance(0.3) ? random.integer(-1, 1) : 0);
  /** @param {(progress: number) => number} curve */
  const along = (curve) =>
    Array.from({ length: scanCount }, (_, index) => {
      const progress = scanCount === 1 ? 0 : index / (scanCount - 1);
      const edge = index === 0 || index === scanCount - 1;
      return Math.max(0, Math.round(curve(progress)) + (edge ? 0 : jitter()));
    });

  switch (trajectory) {
    case 'improving': {
      const start = random.integer(12, 32);
      const end = random.integer(0, Math.floor(start * 0.35));
      const bend = random.between(0.6, 1.8);
      return along((progress) => end + (start - end) * (1 - progress) ** bend);
    }
    case 'regressing': {
      const start = random.integer(0, 8);
      const end = start + random.integer(8, 28);
      const bend = random.between(0.6, 1.8);
      return along((progress) => start + (end - start) * progress ** bend);
    }
    case 'flat': {
      const level = random.integer(1, 14);
      return along(() => level);
    }
    case 'noisy': {
      const counts = [random.integer(8, 24)];
      while (counts.length < scanCount) {
        const previous = /** @type {number} */ (counts[counts.length - 1]);
        counts.push(clamp(previous + random.integer(-6, 6), 0, 40));
      }
      return counts;
    }
  }
}

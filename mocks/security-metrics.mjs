// @ts-check
// Generates `SecurityMetrics` payloads (the answer of GET /api/v1/metrics/security/me) that read like
// a real account: repositories on three hosts, several branches, months of scans that improve,
// regress, stay flat or swing, and the remediations, usage and exclusion series that follow from
// them. The output depends only on the options: no clock, no Math.random.
import { createRandom } from './random.mjs';
import {
  CWE_NUMBERS,
  EXCLUDED_LICENSES,
  EXCLUSION_REASONS,
  GHSA_ALPHABET,
  KNOWN_ADVISORIES,
  ORGANISATIONS,
  PEOPLE,
  repositoryNames,
  SEVERITY_WEIGHTS,
  SNYK_PACKAGES,
  UNSTABLE_PACKAGES,
  VULNERABLE_DEPENDENCIES,
} from './vocabulary.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('./vocabulary.mjs').Severity} Severity */
/** @typedef {import('../generated/api').components['schemas']['SecurityMetrics']} SecurityMetrics */
/** @typedef {import('../generated/api').components['schemas']['ProjectMetrics']} ProjectMetrics */
/** @typedef {import('../generated/api').components['schemas']['Scan']} Scan */
/** @typedef {import('../generated/api').components['schemas']['Remediation']} Remediation */
/** @typedef {import('../generated/api').components['schemas']['Exclusion']} Exclusion */
/** @typedef {import('../generated/api').components['schemas']['ExclusionDomain']} ExclusionDomain */

/** The last day of every generated history. Fixed, so that the mock document never changes by itself. */
export const REFERENCE_DATE = '2026-11-21';

const DAY_MS = 86_400_000;

/** @typedef {'improving' | 'regressing' | 'flat' | 'noisy'} Trajectory */

/** Improving is the most common story, but every kind shows up in any account of ten projects or more. */
/** @type {readonly Trajectory[]} */
const TRAJECTORY_CYCLE = [
  'improving',
  'flat',
  'regressing',
  'noisy',
  'improving',
  'flat',
  'improving',
  'regressing',
  'noisy',
  'flat',
];

/**
 * @typedef {object} MetricsOptions
 * @property {number} seed any 32-bit integer; the same seed gives the same payload
 * @property {number} projectCount projects (repository and branch pairs) in the account
 * @property {number | { min: number, max: number }} scansPerProject an exact count, or a range drawn per project
 * @property {number} historyDays how many days of history end at the reference date
 * @property {string} [referenceDate] the last day (YYYY-MM-DD, UTC); defaults to REFERENCE_DATE
 * @property {number} [exclusionsPerProject] exclusions added over the history, per project (default 0.4)
 * @property {number} [lateProjectShare] share of projects first scanned inside the window (default 0.3)
 */

/** @param {MetricsOptions} options @returns {SecurityMetrics} */
export function generateSecurityMetrics(options) {
  const generation = accountGeneration(options);
  const projects = [...generation.projects()].sort(compareProjects);
  const totals = accountTotals();
  for (const project of projects) totals.add(project);
  return {
    accountOverview: totals.overview(),
    projects: projects.map((project) => project.metrics),
    projectsUsage: totals.usage(),
    exclusionUsage: totals.exclusions(generation),
  };
}

/**
 * The same account as `generateSecurityMetrics`, as JSON text a piece at a time, with its projects in
 * the order they are made rather than sorted: no more than one project is held at once, so an answer
 * of any size (20,000 projects × 60 scans is about 400 MB) can be served. The totals and the series
 * come after the projects.
 * @param {MetricsOptions} options
 * @returns {Generator<string>}
 */
export function* streamSecurityMetrics(options) {
  const generation = accountGeneration(options);
  const totals = accountTotals();
  let separator = '';
  yield '{"projects":[';
  for (const project of generation.projects()) {
    totals.add(project);
    yield `${separator}${JSON.stringify(project.metrics)}`;
    separator = ',';
  }
  const tail = {
    accountOverview: totals.overview(),
    projectsUsage: totals.usage(),
    exclusionUsage: totals.exclusions(generation),
  };
  yield `],${JSON.stringify(tail).slice(1)}`;
}

/**
 * The projects of an account one at a time, in the order they are made (not sorted), for a caller that
 * must not hold them all (the mock's world of a streamed scenario).
 * @param {MetricsOptions} options
 * @returns {Generator<ProjectMetrics>}
 */
export function* eachGeneratedProject(options) {
  for (const project of accountGeneration(options).projects()) yield project.metrics;
}

/**
 * What one account is made from: its random streams, days, advisories and project identities, and
 * its projects, made one by one in a fixed order (the draws of each depend on those before it).
 * @param {MetricsOptions} options
 */
function accountGeneration(options) {
  const random = createRandom(options.seed);
  const weekdays = weekdaysOf(options.referenceDate ?? REFERENCE_DATE, options.historyDays);
  // Its own stream, so that shaping how long fixes take leaves every other generated value as it was.
  const fixDurations = createRandom((options.seed ^ FIX_DURATION_SEED) >>> 0);
  const advisories = createAdvisoryPool(random, Math.min(3000, Math.max(60, options.projectCount * 3)));
  const trajectories = random.shuffle(
    Array.from(
      { length: options.projectCount },
      (_, index) => /** @type {Trajectory} */ (TRAJECTORY_CYCLE[index % 10]),
    ),
  );
  const identities = createProjectIdentities(random, options.projectCount);
  return {
    random,
    weekdays,
    advisories,
    options,
    *projects() {
      for (const [index, identity] of identities.entries()) {
        yield generateProject(random, {
          identity,
          trajectory: /** @type {Trajectory} */ (trajectories[index]),
          weekdays,
          scansPerProject: options.scansPerProject,
          lateProjectShare: options.lateProjectShare ?? 0.3,
          advisories,
          fixDurations,
        });
      }
    },
  };
}

/**
 * The account-wide figures, summed project by project: the overview's totals, the usage series, and
 * (once every project is in) the exclusions, which draw from the account's stream after the projects.
 */
function accountTotals() {
  const overview = { numberOfProjects: 0, totalScans: 0, vulnerabilitiesIdentified: 0, vulnerabilitiesAddressed: 0 };
  /** @type {Map<number, { scans: number, newProjects: number }>} */
  const perDay = new Map();
  /** @type {Set<string>} */
  const seenAdvisoryIds = new Set();
  let firstScanDay = Number.POSITIVE_INFINITY;
  return {
    /** @param {{ metrics: ProjectMetrics, firstScanDay: number, advisoryIds: string[] }} project */
    add(project) {
      overview.numberOfProjects += 1;
      overview.totalScans += project.metrics.scans.length;
      overview.vulnerabilitiesIdentified += project.metrics.vulnerabilitiesIdentified;
      overview.vulnerabilitiesAddressed += project.metrics.vulnerabilitiesAddressed;
      addUsage(perDay, project.metrics);
      for (const id of project.advisoryIds) seenAdvisoryIds.add(id);
      firstScanDay = Math.min(firstScanDay, project.firstScanDay);
    },
    overview: () => ({ ...overview }),
    usage: () => usageOfDays(perDay),
    /** @param {ReturnType<typeof accountGeneration>} generation */
    exclusions({ random, weekdays, advisories, options }) {
      const seen = [...seenAdvisoryIds].sort();
      const exclusionCount = Math.round(options.projectCount * (options.exclusionsPerProject ?? 0.4));
      const exclusionDays = weekdays.filter((day) => day >= firstScanDay);
      return exclusionSeries(
        random,
        exclusionCount,
        exclusionDays,
        seen.length > 0 ? seen : advisories.map((advisory) => advisory.id),
      );
    },
  };
}

/**
 * One team's metrics: the projects the team owns, with the totals and the usage series of those
 * projects alone. Exclusions belong to the account, so the account's series is kept as it is.
 * @param {SecurityMetrics} account the account's metrics (not changed)
 * @param {(projectUUID: string) => boolean} owns whether the team owns a project
 * @returns {SecurityMetrics}
 */
export function teamSecurityMetrics(account, owns) {
  return metricsOfProjects(
    account.projects.filter((project) => owns(project.projectUUID)),
    account.exclusionUsage,
  );
}

/**
 * An answer made of `projects`: totals and the usage series are theirs; exclusions are the account's.
 * @param {ProjectMetrics[]} projects
 * @param {SecurityMetrics['exclusionUsage']} exclusionUsage
 * @returns {SecurityMetrics}
 */
function metricsOfProjects(projects, exclusionUsage) {
  return {
    accountOverview: {
      numberOfProjects: projects.length,
      totalScans: sum(projects.map((project) => project.scans.length)),
      vulnerabilitiesIdentified: sum(projects.map((project) => project.vulnerabilitiesIdentified)),
      vulnerabilitiesAddressed: sum(projects.map((project) => project.vulnerabilitiesAddressed)),
    },
    projects,
    projectsUsage: usageSeries(projects),
    exclusionUsage,
  };
}

/**
 * The default account as it stood one period earlier, for the dashboard's comparisons (the Remediation
 * tiles' changes, the change breakdown): Prism answers every window alike, so without it the two
 * periods would be equal. A fixed rewrite of `account`, with no random draw, that moves every figure
 * the comparisons read, up for some projects and down for others: fewer or more fixes, a shorter
 * history, more mitigations per scan, more or fewer vulnerabilities left unaddressed; every eighth
 * project not there yet (new since), and two retired ones that the account no longer has (gone since).
 * Totals and the usage series are the projects' own; exclusions stay the account's.
 * @param {SecurityMetrics} account
 * @returns {SecurityMetrics}
 */
export function previousPeriodMetrics(account) {
  /** @type {ProjectMetrics[]} */
  const projects = [];
  for (const [index, project] of account.projects.entries()) {
    if (index % 8 === 5) continue;
    const fixes = fixesOf(project);
    const earlierFixes =
      index % 3 === 0
        ? fixes.slice(0, Math.floor(fixes.length / 2))
        : index % 3 === 1
          ? [...fixes, ...fixes.slice(0, 3)]
          : fixes;
    const scans =
      index % 4 === 0
        ? project.scans.slice(0, Math.ceil((project.scans.length * 2) / 3))
        : index % 4 === 2
          ? project.scans.map((scan, position) =>
              position === 0 ? scan : { ...scan, mitigationCount: scan.mitigationCount + 1 },
            )
          : project.scans;
    const addressed = project.vulnerabilitiesAddressed;
    const vulnerabilitiesAddressed =
      index % 5 === 1
        ? Math.max(0, addressed - 4)
        : index % 5 === 3
          ? Math.min(project.vulnerabilitiesIdentified, addressed + 3)
          : addressed;
    projects.push({ ...project, scans, vulnerabilitiesAddressed, remediations: { vulnerabilities: earlierFixes } });
  }
  for (const [position, source] of account.projects.slice(1, 3).entries()) {
    projects.push({
      ...source,
      // Another uuid (still one) and another repository: a project of its own.
      projectUUID: `${String(position + 1).padStart(8, '0')}${source.projectUUID.slice(8)}`,
      projectUrl: `${source.projectUrl}-legacy`,
    });
  }
  return metricsOfProjects(projects, account.exclusionUsage);
}

/** @param {number[]} values */
const sum = (values) => values.reduce((total, value) => total + value, 0);

/** @param {number} value @param {number} min @param {number} max */
const clamp = (value, min, max) => Math.min(max, Math.max(min, value));

/**
 * A time as the document's date-time examples write it, to the second: `2026-11-21T10:20:05Z`.
 * @param {number} timestamp epoch ms
 */
export const isoTimestamp = (timestamp) => new Date(timestamp).toISOString().replace('.000Z', 'Z');

/**
 * A project's fixed vulnerabilities, whether the answer sends `remediations` as a list or as an object
 * holding one.
 * @param {ProjectMetrics} project
 */
export const fixesOf = (project) => {
  const remediations = project.remediations;
  return Array.isArray(remediations) ? remediations : (remediations?.vulnerabilities ?? []);
};

/** @param {number} timestamp epoch ms @returns {string} its UTC day, YYYY-MM-DD */
const dayOf = (timestamp) => new Date(timestamp).toISOString().slice(0, 10);

/** @param {string} referenceDate @param {number} historyDays @returns {number[]} UTC midnights (ms) of Monday to Friday */
function weekdaysOf(referenceDate, historyDays) {
  const last = Date.parse(`${referenceDate}T00:00:00Z`);
  const days = [];
  for (let offset = historyDays - 1; offset >= 0; offset -= 1) {
    const day = last - offset * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

// ---------------------------------------------------------------------------------------------
// Advisories

/** @typedef {{ id: string, adviceID: string, severity: Severity }} Advisory */

/** @param {Random} random @param {number} size @returns {Advisory[]} */
function createAdvisoryPool(random, size) {
  const year = () => random.integer(2019, 2026);
  const metId = () => `MET-${year()}-${String(random.integer(1, 9999)).padStart(4, '0')}`;
  /** @type {Map<string, Advisory>} */
  const pool = new Map();
  for (const known of KNOWN_ADVISORIES) {
    pool.set(known.id, { id: known.id, adviceID: adviceIdFor(known.id, metId), severity: known.severity });
  }
  while (pool.size < size) {
    const kind = random.weighted([
      ['CVE', 55],
      ['GHSA', 18],
      ['SNYK', 12],
      ['CWE', 8],
      ['MET', 7],
    ]);
    const id =
      kind === 'CVE'
        ? `CVE-${year()}-${String(random.integer(1000, 49999)).padStart(4, '0')}`
        : kind === 'GHSA'
          ? `GHSA-${ghsaGroup(random)}-${ghsaGroup(random)}-${ghsaGroup(random)}`
          : kind === 'SNYK'
            ? `SNYK-${random.pick(SNYK_PACKAGES)}-${random.integer(1_000_000, 8_999_999)}`
            : kind === 'CWE'
              ? `CWE-${random.pick(CWE_NUMBERS)}`
              : metId();
    if (!pool.has(id))
      pool.set(id, { id, adviceID: adviceIdFor(id, metId), severity: random.weighted(SEVERITY_WEIGHTS) });
  }
  return [...pool.values()];
}

/** GitHub and the scanner's own advisories are their own advice page; the others map to one of ours. */
/** @param {string} id @param {() => string} metId */
function adviceIdFor(id, metId) {
  return id.startsWith('GHSA-') || id.startsWith('MET-') ? id : metId();
}

/** @param {Random} random */
function ghsaGroup(random) {
  let group = '';
  for (let index = 0; index < 4; index += 1) group += GHSA_ALPHABET[random.integer(0, GHSA_ALPHABET.length - 1)];
  return group;
}

// ---------------------------------------------------------------------------------------------
// Repositories and branches

/** @typedef {{ projectUrl: string, projectBranch: string, emailDomain: string }} ProjectIdentity */

/**
 * Every repository has `main`; some also `develop` or release branches, so that some URLs appear
 * under several branches (the dashboard then shows `url:branch`).
 * @param {Random} random @param {number} count @returns {ProjectIdentity[]}
 */
function createProjectIdentities(random, count) {
  /** @type {ProjectIdentity[]} */
  const identities = [];
  const repositories = repositorySequence(random);
  while (identities.length < count) {
    const { projectUrl, emailDomain } = /** @type {{ projectUrl: string, emailDomain: string }} */ (
      repositories.next().value
    );
    const branches = ['main'];
    if (random.chance(0.25)) branches.push('develop');
    if (random.chance(0.15)) {
      const major = random.integer(1, 4);
      const minor = random.integer(0, 11);
      branches.push(`release/${major}.${minor}`);
      if (random.chance(0.3)) branches.push(`release/${major}.${minor + 1}`);
    }
    for (const projectBranch of branches.slice(0, count - identities.length)) {
      identities.push({ projectUrl, projectBranch, emailDomain });
    }
  }
  return identities;
}

/**
 * Repository URLs without repeats, as many as asked: each name once (curated names first) in some
 * organisation, then each name again in another organisation, and so on; once every organisation has
 * every name, the names again with a number (`payments-api-2`), round after round.
 * @param {Random} random
 */
function* repositorySequence(random) {
  const names = repositoryNames();
  const curatedCount = 40;
  const ordered = [...random.shuffle(names.slice(0, curatedCount)), ...random.shuffle(names.slice(curatedCount))];
  const organisationOrder = ordered.map(() => random.shuffle(ORGANISATIONS));
  for (let round = 0; ; round += 1) {
    const organisationRound = round % ORGANISATIONS.length;
    const suffix = round < ORGANISATIONS.length ? '' : `-${Math.floor(round / ORGANISATIONS.length) + 1}`;
    for (const [index, name] of ordered.entries()) {
      const organisation = /** @type {import('./vocabulary.mjs').Organisation} */ (
        organisationOrder[index]?.[organisationRound]
      );
      yield { projectUrl: `${organisation.baseUrl}/${name}${suffix}`, emailDomain: organisation.emailDomain };
    }
  }
}

const BRANCH_RANK = (/** @type {string} */ branch) => (branch === 'main' ? 0 : branch === 'develop' ? 1 : 2);

/** By URL, then main, develop and release branches, so that a repository's branches sit together. */
/** @param {{ metrics: ProjectMetrics }} left @param {{ metrics: ProjectMetrics }} right */
function compareProjects(left, right) {
  const a = left.metrics;
  const b = right.metrics;
  if (a.projectUrl !== b.projectUrl) return a.projectUrl < b.projectUrl ? -1 : 1;
  const rank = BRANCH_RANK(a.projectBranch) - BRANCH_RANK(b.projectBranch);
  if (rank !== 0) return rank;
  return a.projectBranch < b.projectBranch ? -1 : a.projectBranch > b.projectBranch ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// One project: its scans and what they fixed

/**
 * @typedef {object} ProjectInput
 * @property {ProjectIdentity} identity
 * @property {Trajectory} trajectory
 * @property {number[]} weekdays candidate scan days (UTC midnights), ascending
 * @property {MetricsOptions['scansPerProject']} scansPerProject
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
 * @param {Random} random @param {ProjectInput} input
 * @returns {{ metrics: ProjectMetrics, firstScanDay: number, advisoryIds: string[] }} `advisoryIds`: every advisory it has had
 */
function generateProject(random, input) {
  const { identity, trajectory, weekdays } = input;
  const exact = typeof input.scansPerProject === 'number';
  const wanted =
    typeof input.scansPerProject === 'number'
      ? input.scansPerProject
      : random.integer(input.scansPerProject.min, input.scansPerProject.max);
  const latestStart = Math.max(0, weekdays.length - (exact ? wanted : 5));
  const startIndex = random.chance(input.lateProjectShare)
    ? random.integer(0, Math.min(latestStart, Math.floor(weekdays.length * 0.75)))
    : random.integer(0, Math.min(latestStart, 10));
  const candidateDays = weekdays.slice(startIndex);
  // More scans than days: scanned on every push, several a day. Else at most one scan a day.
  const busy = wanted > candidateDays.length;
  const scanDays = busy ? candidateDays : random.sample(candidateDays, wanted);
  const timestamps = busy
    ? busyScanTimestamps(random, scanDays, wanted)
    : scanDays.map((day) => day + random.integer(WORKING_MINUTES.first, WORKING_MINUTES.last) * 60_000);

  const counts = vulnerabilityCounts(random, trajectory, timestamps.length);
  const scoreBase = random.integer(93, 100);
  const scoreWeight = random.between(1.2, 2.2);
  const scoreNoise = { improving: 2, regressing: 2, flat: 1, noisy: 5 }[trajectory];
  const churnLimit = trajectory === 'noisy' ? 3 : 2;
  const team = random.sample(PEOPLE, random.integer(2, 4)).map((person) => `${person}@${identity.emailDomain}`);

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
    let fixed = 0;
    if (index === 0) {
      // What the first scan finds was introduced some time before the window.
      for (let found = 0; found < count; found += 1) discover(timestamp - random.integer(0, 120) * DAY_MS);
      identified += count;
    } else {
      const previous = /** @type {number} */ (counts[index - 1]);
      const delta = count - previous;
      // Some churn on top of the net change: fixes and new findings in the same scan.
      const churn = random.chance(0.5) ? random.integer(0, Math.min(churnLimit, delta < 0 ? count : previous)) : 0;
      fixed = (delta < 0 ? -delta : 0) + churn;
      const introduced = (delta > 0 ? delta : 0) + churn;
      for (let fix = 0; fix < fixed; fix += 1) {
        const chosen = open.splice(pickByPriority(random, open), 1)[0];
        if (!chosen) throw new Error('fixed more vulnerabilities than were open');
        remediations.push({
          id: chosen.advisory.id,
          adviceID: chosen.advisory.adviceID,
          severity: chosen.advisory.severity,
          daysToFix: fixDuration(
            input.fixDurations,
            chosen.advisory.severity,
            Math.max(0, Math.floor((timestamp - chosen.discoveredAt) / DAY_MS)),
          ),
          fixedBy: random.pick(team),
          fixedWhen: timestamp,
        });
      }
      for (let found = 0; found < introduced; found += 1) discover(timestamp);
      identified += introduced;
      addressed += fixed;
    }
    scans.push({
      timestamp,
      reportUUID: random.uuid(),
      securityScore: clamp(
        Math.round(scoreBase - scoreWeight * count + random.between(-scoreNoise, scoreNoise)),
        0,
        100,
      ),
      vulnerabilityCount: count,
      mitigationCount: fixed,
      vulnerabilityDelta: index === 0 ? 0 : count - /** @type {number} */ (counts[index - 1]),
    });
  }

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
      openVulnerabilities: open.map(({ advisory, discoveredAt }) => ({
        id: advisory.id,
        adviceID: advisory.adviceID,
        severity: advisory.severity,
        firstSeenWhen: discoveredAt,
        dependency: vulnerableDependency(advisory.id),
      })),
    },
    firstScanDay: scanDays[0] ?? Number.POSITIVE_INFINITY,
    advisoryIds: [...open.map((entry) => entry.advisory.id), ...remediations.map((entry) => entry.id)],
  };
}

/**
 * The dependency an advisory is found in: picked by the advisory id alone (no random draw, so every
 * other generated value stays as it was, and one advisory names the same package in every project).
 * @param {string} id
 */
function vulnerableDependency(id) {
  let hash = 0;
  for (const character of id) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) >>> 0;
  const entry = /** @type {(typeof VULNERABLE_DEPENDENCIES)[number]} */ (
    VULNERABLE_DEPENDENCIES[hash % VULNERABLE_DEPENDENCIES.length]
  );
  const version = /** @type {string} */ (entry.versions[(hash >>> 8) % entry.versions.length]);
  return { language: entry.language, name: entry.name, version };
}

const FIX_DURATION_SEED = 0x5eed_f1c5;

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

// ---------------------------------------------------------------------------------------------
// Account-wide series

/**
 * One entry per day with a scan: the projects scanned so far and the scans so far (running totals),
 * as the authored example has them.
 * @param {ProjectMetrics[]} projects @returns {SecurityMetrics['projectsUsage']}
 */
function usageSeries(projects) {
  /** @type {Map<number, { scans: number, newProjects: number }>} */
  const perDay = new Map();
  for (const project of projects) addUsage(perDay, project);
  return usageOfDays(perDay);
}

/**
 * Counts a project's scans by day, and the day of its first scan as the day it is new.
 * Keyed by day number (days since 1970) rather than by date text: formatting 120,000 dates is slow.
 * @param {Map<number, { scans: number, newProjects: number }>} perDay @param {ProjectMetrics} project
 */
function addUsage(perDay, project) {
  for (const [index, scan] of project.scans.entries()) {
    const day = Math.floor(scan.timestamp / DAY_MS);
    const entry = perDay.get(day) ?? { scans: 0, newProjects: 0 };
    entry.scans += 1;
    if (index === 0) entry.newProjects += 1;
    perDay.set(day, entry);
  }
}

/** @param {Map<number, { scans: number, newProjects: number }>} perDay @returns {SecurityMetrics['projectsUsage']} */
function usageOfDays(perDay) {
  /** @type {SecurityMetrics['projectsUsage']} */
  const usage = { sortedDates: [], dates: {} };
  let totalProjects = 0;
  let totalScans = 0;
  for (const day of [...perDay.keys()].sort((left, right) => left - right)) {
    const entry = /** @type {{ scans: number, newProjects: number }} */ (perDay.get(day));
    totalProjects += entry.newProjects;
    totalScans += entry.scans;
    const date = dayOf(day * DAY_MS);
    usage.sortedDates.push(date);
    usage.dates[date] = { timestamp: day * DAY_MS, totalProjects, totalScans };
  }
  return usage;
}

/**
 * Exclusions added on some days, with the running total. Security exclusions name advisories that
 * the account's projects really have.
 * @param {Random} random @param {number} count @param {number[]} days @param {string[]} advisoryIds
 * @returns {SecurityMetrics['exclusionUsage']}
 */
function exclusionSeries(random, count, days, advisoryIds) {
  /** @type {Exclusion[]} */
  const exclusions = [];
  for (let index = 0; index < count && days.length > 0; index += 1) {
    /** @type {ExclusionDomain} */
    const domain = random.weighted([
      ['security', 60],
      ['licensing', 25],
      ['stability', 15],
    ]);
    const createdAt = random.pick(days) + random.integer(8 * 60, 18 * 60 + 59) * 60_000;
    exclusions.push({
      id: random.uuid(),
      domain,
      kind: domain === 'security' ? 'advisory' : domain === 'licensing' ? 'license' : 'dependency',
      name:
        domain === 'security'
          ? random.pick(advisoryIds)
          : domain === 'licensing'
            ? random.pick(EXCLUDED_LICENSES)
            : random.pick(UNSTABLE_PACKAGES),
      reason: random.pick(EXCLUSION_REASONS[domain]),
      createdAt: isoTimestamp(createdAt),
      createdBy: `${random.pick(PEOPLE)}@acme-payments.com`,
    });
  }
  exclusions.sort((left, right) => (left.createdAt ?? '').localeCompare(right.createdAt ?? ''));

  /** @type {SecurityMetrics['exclusionUsage']['dates']} */
  const dates = {};
  let totalExclusions = 0;
  for (const exclusion of exclusions) {
    const day = (exclusion.createdAt ?? '').slice(0, 10);
    totalExclusions += 1;
    const entry = dates[day] ?? { exclusions: [], totalExclusions: 0 };
    entry.exclusions.push(exclusion);
    entry.totalExclusions = totalExclusions;
    dates[day] = entry;
  }
  return { sortedDates: Object.keys(dates).sort(), dates };
}

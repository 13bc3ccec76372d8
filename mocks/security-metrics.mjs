// @ts-check
// Generates `SecurityMetrics` payloads (the answer of GET /api/v1/metrics/security/me) that read like
// a real account: repositories on three hosts, several branches, months of scans that improve,
// regress, stay flat or swing, and the remediations, usage and exclusion series that follow from
// them. The output depends only on the options: no clock, no Math.random.
import { addUsage, exclusionSeries, usageOfDays, usageSeries } from './account-series.mjs';
import { createAdvisoryPool } from './advisory-pool.mjs';
import { fixDurationStream, generateProject } from './project-history.mjs';
import { compareProjects, createProjectIdentities } from './project-identities.mjs';
import { createRandom } from './random.mjs';
import { DAY_MS, REFERENCE_DATE } from './reference-time.mjs';
import { ownersByPosition } from './team-metrics.mjs';

export { isoTimestamp, REFERENCE_DATE } from './reference-time.mjs';

/** @typedef {import('../generated/api').components['schemas']['SecurityMetrics']} SecurityMetrics */
/** @typedef {import('../generated/api').components['schemas']['ProjectMetrics']} ProjectMetrics */
/** @typedef {import('./project-history.mjs').Trajectory} Trajectory */

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
 * @property {boolean} [withoutTeams] send no `teamUUIDs`, as a server that does not name projects' teams
 */

/** @param {MetricsOptions} options @returns {SecurityMetrics} */
export function generateSecurityMetrics(options) {
  const generation = accountGeneration(options);
  const projects = [...generation.projects()].sort(compareProjects);
  nameTeams(projects.map((project) => project.metrics));
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
  const owners = ownersByPosition(options.projectCount);
  let separator = '';
  let position = 0;
  yield '{"projects":[';
  for (const project of generation.projects()) {
    if (!options.withoutTeams) project.metrics.teamUUIDs = teamsOf(owners[position]);
    position += 1;
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
  const owners = ownersByPosition(options.projectCount);
  let position = 0;
  for (const project of accountGeneration(options).projects()) {
    project.metrics.teamUUIDs = teamsOf(owners[position]);
    position += 1;
    yield project.metrics;
  }
}

/** @param {string | undefined} owner @returns {string[]} */
const teamsOf = (owner) => (owner === undefined ? [] : [owner]);

/**
 * Names each project's team (`teamUUIDs`), by its position in the answer (`ownersByPosition`, the
 * share-out the team's own answer and the projects API follow).
 * @param {ProjectMetrics[]} projects in the answer's order (changed in place)
 */
function nameTeams(projects) {
  const owners = ownersByPosition(projects.length);
  for (const [position, project] of projects.entries()) project.teamUUIDs = teamsOf(owners[position]);
}

/**
 * What one account is made from: its random streams, days, advisories and project identities, and
 * its projects, made one by one in a fixed order (the draws of each depend on those before it).
 * @param {MetricsOptions} options
 */
function accountGeneration(options) {
  const random = createRandom(options.seed);
  const weekdays = weekdaysOf(options.referenceDate ?? REFERENCE_DATE, options.historyDays);
  const fixDurations = fixDurationStream(options.seed);
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

/**
 * A project's fixed vulnerabilities, whether the answer sends `remediations` as a list or as an object
 * holding one.
 * @param {ProjectMetrics} project
 */
export const fixesOf = (project) => {
  const remediations = project.remediations;
  return Array.isArray(remediations) ? remediations : (remediations?.vulnerabilities ?? []);
};

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

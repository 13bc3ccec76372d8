// @ts-check
// One world per scenario: the account that a scenario's requests read and write, made from the same
// seeded generator as its metrics answer. Every id one answer gives is known to the operations that
// take it: a project of the metrics answer is in the projects list, has a report, a badge and its
// issue-tracker tickets; a team of users/me is in the account's teams and owns the projects its own
// metrics answer lists. The stateful memory (mock-state.mjs) starts each scenario from its world.

import { exploitationOf, vulnerableDependency } from '../advisory-pool.mjs';
import { STREAMED_SCENARIOS } from '../scenario-catalogue.mjs';
import { METRICS_SCENARIO_OPTIONS, MOCK_SCENARIOS, USER_PATH } from '../scenarios.mjs';
import {
  eachGeneratedProject,
  fixesOf,
  generateSecurityMetrics,
  isoTimestamp,
  REFERENCE_DATE,
} from '../security-metrics.mjs';
import { METRICS_TEAMS, projectOwners } from '../team-metrics.mjs';
import { DEFAULT_ACCOUNT_USER } from '../users.mjs';

/** The shared default account's all-default uuid; `default` in an account's path names it. */
export const DEFAULT_ACCOUNT_UUID = DEFAULT_ACCOUNT_USER.account.uuid;

const TICKET_STATUSES = ['To Do', 'In Progress', 'Done'];
const DAY_MS = 86_400_000;
/** The dependency a ticket names when the vulnerability does not say. */
const UNKNOWN_DEPENDENCY = { language: 'npm', name: 'unknown', version: '0.0.0' };

/**
 * @typedef {import('../../generated/api').components['schemas']} Schemas
 * @typedef {object} World
 * @property {Schemas['User']} user the signed-in user of the scenario (users/me)
 * @property {Schemas['Account'][]} accounts the user's account, then the shared default account
 * @property {Schemas['Team'][]} teams the account's teams
 * @property {Schemas['Project'][]} projects one per project (repository and branch) of the metrics answer
 * @property {Map<string, Schemas['IssueTrackerIssue'][]>} issues by project uuid: the tickets filed for it
 * @property {Map<string, WorldAdvisory>} advisories by advice id: every advisory the metrics name
 * @property {Schemas['Exclusion'][]} acceptances accepted risks of open vulnerabilities: one that runs
 *   out, one that does not, one that has run out
 * @property {Map<string, Schemas['OpenVulnerability'][]>} open by project uuid: what its latest scan left open
 * @property {Map<string, Record<string, unknown>>} properties the account's and teams' properties the world
 *   sets, by `propertyKey`: the SLA targets (`sla-targets`) of the account, and of one team its own
 */

/**
 * @typedef {object} WorldAdvisory
 * @property {string} id the vulnerability id (a CVE, a GHSA, …) the advisory is about
 * @property {string} severity
 * @property {{ language: string, name: string, version: string }} dependency where it is found: the
 *   advisory's ecosystem and package (the same in every project, as the generator picks it)
 * @property {{ score: number, percentile: number } | undefined} epss
 * @property {{ dateAdded: string, dueDate: string } | undefined} kev
 */

/**
 * The signed-in user of a scenario: its own (a member of many teams, the default account's), else the
 * document's first example.
 * @param {string} scenario @param {Schemas['User'] | undefined} documentUser
 * @returns {Schemas['User']}
 */
export function scenarioUser(scenario, documentUser) {
  const own = MOCK_SCENARIOS.find(
    (entry) => entry.name === scenario && entry.path === USER_PATH && entry.status === 200,
  )?.build?.();
  return /** @type {Schemas['User']} */ (own ?? documentUser ?? DEFAULT_ACCOUNT_USER);
}

/**
 * @param {object} sources what the world is made of, besides the generator
 * @param {Schemas['User']} sources.user the scenario's users/me answer
 * @param {Schemas['Team'][] | undefined} sources.teams the document's team list of the scenario, for the
 *   teams it describes (members, description); undefined: none described
 * @param {string} sources.scenario names the metrics scenario (an unknown name: the default account's)
 * @returns {World}
 */
export function buildWorld({ user, teams: describedTeams, scenario }) {
  const options =
    /** @type {Record<string, import('../security-metrics.mjs').MetricsOptions>} */ (METRICS_SCENARIO_OPTIONS)[
      scenario
    ] ?? METRICS_SCENARIO_OPTIONS.default;
  // A streamed scenario's answer is never held whole: its world reads its projects one at a time.
  const metrics = STREAMED_SCENARIOS.some((entry) => entry.name === scenario)
    ? { projects: [...projectsWithoutScans(eachGeneratedProject(options))] }
    : generateSecurityMetrics(options);
  const hasTeams = (user.account.features ?? []).includes('teams') && describedTeams?.length !== 0;
  const teams = hasTeams ? accountTeams(describedTeams ?? [], user.teams ?? []) : [];
  const teamUUIDs = new Set(teams.map((team) => team.uuid));
  const owners = projectOwners(metrics.projects);
  const ownerIn = (/** @type {string} */ projectUUID) => {
    const owner = owners.get(projectUUID);
    return owner !== undefined && teamUUIDs.has(owner) ? owner : undefined;
  };
  const projects = metrics.projects.map((project) => projectOf(project, ownerIn(project.projectUUID)));
  const accounts = [user.account];
  if (user.account.uuid !== DEFAULT_ACCOUNT_UUID) accounts.push(DEFAULT_ACCOUNT_USER.account);
  return {
    user,
    accounts,
    teams,
    projects,
    issues: seededTickets(metrics.projects, user.email),
    acceptances: seededAcceptances(metrics.projects, user.email),
    advisories: advisoriesOf(metrics.projects),
    open: new Map(metrics.projects.map((project) => [project.projectUUID, project.openVulnerabilities ?? []])),
    properties: seededProperties(user.account.uuid, teams),
  };
}

/** The name of the property that holds SLA targets, for an account and for a team. */
export const SLA_TARGETS_PROPERTY = 'sla-targets';

/**
 * Where a property lives in the world's `properties`.
 * @param {'accounts' | 'teams'} owner @param {string} uuid @param {string} name
 */
export const propertyKey = (owner, uuid, name) => `${owner} ${uuid.toLowerCase()} ${name}`;

/**
 * The properties the world sets: the account's SLA targets (the dashboard's defaults, as a policy the
 * account has chosen), and the first team's own, stricter targets, which override them for it.
 * @param {string} accountUUID @param {Schemas['Team'][]} teams
 */
function seededProperties(accountUUID, teams) {
  /** @type {Map<string, Record<string, unknown>>} */
  const properties = new Map([
    [propertyKey('accounts', accountUUID, SLA_TARGETS_PROPERTY), { CRITICAL: 7, HIGH: 30, MEDIUM: 90, LOW: 120 }],
  ]);
  const [strict] = teams;
  if (strict)
    properties.set(propertyKey('teams', strict.uuid, SLA_TARGETS_PROPERTY), {
      CRITICAL: 3,
      HIGH: 14,
      MEDIUM: 60,
      LOW: 90,
    });
  return properties;
}

/**
 * Projects without the bulk of their scans (the first and the last are all a world reads of them), so
 * that a streamed account's world stays a fraction of its answer.
 * @param {Iterable<Schemas['ProjectMetrics']>} projects
 */
function* projectsWithoutScans(projects) {
  for (const project of projects) {
    const scans = [...(project.scans ?? [])].sort((left, right) => left.timestamp - right.timestamp);
    const ends = scans.length <= 2 ? scans : [scans[0], scans[scans.length - 1]];
    yield { ...project, scans: /** @type {Schemas['Scan'][]} */ (ends) };
  }
}

/**
 * The account's teams: the ones the document describes and the ones the user belongs to, in the order
 * of METRICS_TEAMS (which fixes the projects each owns), with what the document says of them.
 * @param {Schemas['Team'][]} described @param {NonNullable<Schemas['User']['teams']>} userTeams
 * @returns {Schemas['Team'][]}
 */
function accountTeams(described, userTeams) {
  const wanted = new Set([...described, ...userTeams].map((team) => team.uuid.toLowerCase()));
  return METRICS_TEAMS.filter((team) => wanted.has(team.uuid)).map((team) => {
    const authored = described.find((entry) => entry.uuid.toLowerCase() === team.uuid);
    return authored ?? { uuid: team.uuid, name: team.name, active: true, members: [] };
  });
}

/**
 * A project as the projects API shows it: the same uuid, URL and branch as in the metrics answer.
 * @param {Schemas['ProjectMetrics']} project @param {string | undefined} teamUUID
 * @returns {Schemas['Project']}
 */
function projectOf(project, teamUUID) {
  const scans = project.scans ?? [];
  const times = scans.map((scan) => scan.timestamp).sort((left, right) => left - right);
  const path = project.projectUrl.replace(/^[a-z]+:\/\/[^/]+\//i, '');
  return {
    projectUUID: project.projectUUID,
    projectUrl: project.projectUrl,
    name: path,
    defaultBranch: project.projectBranch,
    branches: [project.projectBranch],
    ...(teamUUID === undefined ? {} : { teamUUID }),
    ...(times.length === 0 ? {} : { securityScore: project.securityScore }),
    ...(times.length === 0
      ? {}
      : { createdAt: isoTimestamp(times[0] ?? 0), lastScannedAt: isoTimestamp(times[times.length - 1] ?? 0) }),
  };
}

/**
 * The key and address of the `number`th ticket of the world's issue tracker (SEC-101, SEC-102, …).
 * @param {number} number from 1
 */
export function ticketKey(number) {
  const key = `SEC-${100 + number}`;
  return { key, url: `https://acme-payments.atlassian.net/browse/${key}` };
}

/**
 * How many tickets the world starts with: a ticket filed later is the next one.
 * @param {World} world
 */
export const seededTicketCount = (world) => [...world.issues.values()].reduce((count, list) => count + list.length, 0);

/**
 * Tickets already filed: on every fourth project that has something open, one for its first open
 * vulnerability, in turn to do, in progress and done.
 * @param {Schemas['ProjectMetrics'][]} projects @param {string} createdBy
 */
function seededTickets(projects, createdBy) {
  /** @type {Map<string, Schemas['IssueTrackerIssue'][]>} */
  const issues = new Map();
  let number = 0;
  for (const [position, project] of projects.entries()) {
    const open = project.openVulnerabilities?.[0];
    if (position % 4 !== 0 || !open) continue;
    number += 1;
    const dependency = open.dependency ?? UNKNOWN_DEPENDENCY;
    const created = isoTimestamp(open.firstSeenWhen + DAY_MS);
    issues.set(project.projectUUID, [
      {
        id: String(20_000 + number),
        ...ticketKey(number),
        summary: `${open.id} in ${dependency.name} ${dependency.version}`,
        status: /** @type {string} */ (TICKET_STATUSES[number % TICKET_STATUSES.length]),
        issueType: 'Bug',
        advisoryId: open.id,
        dependency,
        branch: project.projectBranch,
        createdAt: created,
        createdBy,
      },
    ]);
  }
  return issues;
}

/**
 * Risks already accepted, on the second, third and fourth distinct vulnerabilities open on the
 * account: one until 90 days after the data's reference day, one with no expiry, one that ran out
 * 5 days before it.
 * @param {Schemas['ProjectMetrics'][]} projects @param {string} createdBy
 * @returns {Schemas['Exclusion'][]}
 */
function seededAcceptances(projects, createdBy) {
  const reference = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
  const ids = [...new Set(projects.flatMap((project) => (project.openVulnerabilities ?? []).map((open) => open.id)))];
  const terms = [
    {
      expiresAt: isoTimestamp(reference + 90 * DAY_MS),
      reason: 'Not reachable: the vulnerable code path is never called.',
    },
    { expiresAt: undefined, reason: 'Only in the build tool chain, never shipped.' },
    { expiresAt: isoTimestamp(reference - 5 * DAY_MS), reason: 'Accepted until the vendor patch; it ran out.' },
  ];
  return terms.flatMap((term, index) => {
    const name = ids[index + 1];
    if (name === undefined) return [];
    return [
      {
        id: `acce9700-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        domain: 'security',
        kind: 'advisory',
        name,
        reason: term.reason,
        ...(term.expiresAt === undefined ? {} : { expiresAt: term.expiresAt }),
        createdAt: isoTimestamp(reference - (30 - index) * DAY_MS),
        createdBy,
      },
    ];
  });
}

/**
 * Every advisory the metrics name, by advice id: what it is about, where it is found and what it says
 * of its exploitation, all as the generator makes them from the advisory alone, so that the advisory
 * read says what the open vulnerabilities say.
 * @param {Schemas['ProjectMetrics'][]} projects
 */
function advisoriesOf(projects) {
  /** @type {Map<string, WorldAdvisory>} */
  const advisories = new Map();
  for (const project of projects) {
    for (const entry of [...(project.openVulnerabilities ?? []), ...fixesOf(project)]) {
      const adviceID = entry.adviceID ?? entry.id;
      if (advisories.has(adviceID)) continue;
      const { epss, kev } = exploitationOf({ id: entry.id, severity: /** @type {any} */ (entry.severity) });
      advisories.set(adviceID, {
        id: entry.id,
        severity: entry.severity,
        dependency: vulnerableDependency(entry.id),
        epss,
        kev,
      });
    }
  }
  return advisories;
}

// @ts-check
// Each team of the mock users has metrics of its own: the metrics call with `teamUUID` of a team
// answers that team's projects, not the account's. Prism cannot pick an example by a query
// parameter, so the teams' answers are named examples (`team-<uuid>`), and the layer in front of
// Prism chooses one with `teamMetricsPrefer`, a pure function of the request.
import { metricsCallQuery, preferExample } from './metrics-prefer.mjs';
import { createRandom } from './random.mjs';
import { MEMBER_WITH_MANY_TEAMS, MEMBER_WITH_TEAMS } from './users.mjs';

const TEAM_EXAMPLE_PREFIX = 'team-';

/** How many of METRICS_TEAMS share the account's projects out among them, each project in one at most. */
export const SHARING_TEAM_COUNT = MEMBER_WITH_TEAMS.teams?.length ?? 0;

/**
 * The teams that have their own metrics: every team of the mock users, in a fixed order that also
 * fixes which projects each one owns. The member of a few teams (MEMBER_WITH_TEAMS) has the first
 * ones, which share the account's projects out among them; the member of many teams has them all.
 * @type {readonly { uuid: string, name: string, example: string }[]}
 */
export const METRICS_TEAMS = (MEMBER_WITH_MANY_TEAMS.teams ?? []).map((team) => ({
  uuid: team.uuid.toLowerCase(),
  name: team.name ?? team.uuid,
  example: `${TEAM_EXAMPLE_PREFIX}${team.uuid.toLowerCase()}`,
}));

/** Seeds the share-out of an account's projects among its teams. */
const OWNERSHIP_SEED = 5;

/**
 * Which team owns each project: one team at most, the same for every caller (the projects API's
 * `teamUUID`, the team's own metrics answer and each project's `teamUUIDs` in the account's). Each
 * team beyond the few of MEMBER_WITH_TEAMS owns one project; the few share the rest out, the first
 * the most, and some projects belong to no team.
 * @param {readonly { projectUUID: string }[]} projects
 * @returns {Map<string, string>} project uuid → team uuid, for the projects a team owns
 */
export function projectOwners(projects) {
  const owners = ownersByPosition(projects.length);
  /** @type {Map<string, string>} */
  const byProject = new Map();
  for (const [index, project] of projects.entries()) {
    const owner = owners[index];
    if (owner !== undefined) byProject.set(project.projectUUID, owner);
  }
  return byProject;
}

/**
 * The owner of each of `count` projects by its position in the answer (undefined: no team): the
 * share-out depends on the positions alone, so an answer made one project at a time can name each
 * project's team before the next is made.
 * @param {number} count
 * @returns {(string | undefined)[]}
 */
export function ownersByPosition(count) {
  const random = createRandom(OWNERSHIP_SEED);
  const order = random.shuffle(Array.from({ length: count }, (_, index) => index));
  const further = METRICS_TEAMS.slice(SHARING_TEAM_COUNT);
  /** @type {[number, number][]} */
  const weights = [
    [-1, 1],
    ...METRICS_TEAMS.slice(0, SHARING_TEAM_COUNT).map(
      (_, index) => /** @type {[number, number]} */ ([index, SHARING_TEAM_COUNT + 1 - index]),
    ),
  ];
  /** @type {(string | undefined)[]} */
  const owners = Array.from({ length: count }, () => undefined);
  for (const [position, index] of order.entries()) {
    const team = position < further.length ? further[position] : METRICS_TEAMS[random.weighted(weights)];
    owners[index] = team?.uuid;
  }
  return owners;
}

/**
 * The name of the metrics example that answers for a team, or undefined for a team the mock does not
 * know (its requests get the account's answer, as before).
 * @param {unknown} teamUUID
 * @returns {string | undefined}
 */
export function teamMetricsExample(teamUUID) {
  if (typeof teamUUID !== 'string') return undefined;
  const uuid = teamUUID.trim().toLowerCase();
  return METRICS_TEAMS.find((team) => team.uuid === uuid)?.example;
}

/**
 * The `Prefer` header a request should reach Prism with. A metrics call (GET METRICS_PATH) whose
 * `teamUUID` names a known team gets `example=team-<uuid>`, unless its own `Prefer` already asks for
 * another answer: an error status (`code=400`) or another named example (`example=large`) wins, so a
 * scenario chosen in the toolbar is kept. `example=default` is the account's answer, which a team's
 * request replaces. Any other call, or a team the mock does not know, keeps its header as it is.
 * Never throws.
 * @param {{ method?: string, url?: string, prefer?: string }} request `url` as the server sees it
 *   (path and query, or an absolute URL)
 * @returns {string | undefined} the header to send; undefined means "send none"
 */
export function teamMetricsPrefer({ method = 'GET', url = '', prefer }) {
  const own = typeof prefer === 'string' && prefer.trim() !== '' ? prefer : undefined;
  const query = metricsCallQuery({ method, url });
  const example = query && teamMetricsExample(query.get('teamUUID'));
  return example === undefined ? own : preferExample(own, example);
}

// @ts-check
// Which path parameters name an object of the world: the account of `/accounts/{uuid}/…`, the team of
// `/teams/{uuid}/…`, the project of a report, a badge or an issue-tracker list, an advisory. Every
// operation under such a path answers the document's 404 for an id the world does not hold, whether
// or not the mock keeps state for it, so that no operation invents an answer for an id another one
// forgets.

/**
 * @typedef {object} PathOwner
 * @property {RegExp} path matches the operation's path template
 * @property {string} param the path parameter that names the object
 * @property {'accounts' | 'teams' | 'projects' | 'advisories'} owner what it names
 * @property {string} [slugQuery] a boolean query parameter that, when true, makes the value the
 *   project's name instead of its uuid (a badge by slug)
 */

/** @type {readonly PathOwner[]} */
const PATH_OWNERS = [
  { path: /\/accounts\/\{uuid\}(\/|$)/, param: 'uuid', owner: 'accounts' },
  { path: /^\/api\/v1\/teams\/\{uuid\}\//, param: 'uuid', owner: 'teams' },
  { path: /^\/api\/v1\/(projects|reports|pull-server\/projects)\/\{id\}(\/|$)/, param: 'id', owner: 'projects' },
  { path: /\/projects\/\{project\}(\/|$)/, param: 'project', owner: 'projects' },
  { path: /^\/api\/v2\/badges\/\{project\}\//, param: 'project', owner: 'projects', slugQuery: 'slug' },
  { path: /^\/api\/v1\/vulns\/\{language\}\/\{id\}$/, param: 'id', owner: 'advisories' },
];

/** How a 404 names what it did not find: "No project found with uuid …". */
export const OWNER_NOUNS = {
  accounts: { noun: 'account', label: 'uuid' },
  teams: { noun: 'team', label: 'uuid' },
  projects: { noun: 'project', label: 'uuid' },
  advisories: { noun: 'advisory', label: 'id' },
};

/**
 * The parameters of a path template that name objects of the world.
 * @param {string} pathTemplate
 * @returns {PathOwner[]}
 */
export function ownersOfPath(pathTemplate) {
  return PATH_OWNERS.filter((entry) => entry.path.test(pathTemplate));
}

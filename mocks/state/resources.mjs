// @ts-check
// The resources the stateful mock keeps, and the operations that read and change each one. A
// hand-written table rather than a guess from the paths: the document does not follow one pattern
// (a team is created at /teams but listed at /accounts/{uuid}/teams, an exclusion is added by two
// API versions, a project is created from a `url` and read back with a `projectUUID`).
// tests/mocks/mock-state-resources.test.ts checks every operationId against the document, and that
// every create, update and delete of an item with a read or a list is in the table.

import { propertyKey, SLA_TARGETS_PROPERTY, seededTicketCount, ticketKey } from './world.mjs';

/**
 * @typedef {object} CollectionResource a set of items, each known by `idField`
 * @property {'collection'} kind
 * @property {string} name
 * @property {string} idField the field of an item that identifies it
 * @property {string} [idParam] the path parameter that names an item in reads, updates and deletes
 * @property {string[]} [scope] path parameters that hold one collection each (the members of each team);
 *   none: one collection per scenario (the account of the credentials sent)
 * @property {string[]} [list] @property {string[]} [create] @property {string[]} [read]
 * @property {string[]} [update] @property {string[]} [remove] @property {string[]} [clear]
 * @property {'item' | 'template'} [readAnswer] `template`: the read answers another shape than the item
 *   (an export's status), so it answers the document's example with the item's id; it still 404s for
 *   an id that was never created
 * @property {string} [readExample] with `template`: the named example of the read that shows an item
 * @property {'body' | 'param'} [idFrom] where a create takes the new item's id: its body's `idField`,
 *   or its path parameter `idParam`; by default a new id is made
 * @property {(body: any, params: Record<string, string>, query: Record<string, string>) => any} [fromCreate]
 *   the item fields a create gives, when they are not its body's own fields
 * @property {boolean} [newestFirst] the list shows the newest item first
 * @property {{ after: (world: import('./world.mjs').World) => number, fields: (number: number) => any }} [numbered]
 *   a created item takes fields from its number in the scenario (a ticket's key): the number after the
 *   world's (`after`), one more for each item created since
 * @property {{ resource: string, param: string, field: string }} [within] the items also live in a field
 *   of another resource's item (a team's `members`): they start from it, and it follows their changes
 * @property {(body: any, query: Record<string, string>) => any} [fromUpdate] likewise for an update
 * @property {string[]} [count] operations that answer how many items there are (`{ count }`)
 * @property {(world: import('./world.mjs').World, params: Record<string, string>) => any[] | undefined} [fromWorld]
 *   the items a scenario starts with, from its world; undefined: the document's examples
 * @property {(world: import('./world.mjs').World) => any[]} [alsoFromWorld] items a scenario starts with
 *   besides the document's examples
 * @property {string} [noun] what one item is called in a 404's message ("No team found with …")
 * @property {string} [idLabel] what its id is called there; by default `idField`
 */

/**
 * @typedef {object} SingletonResource one value per scope (an account's Jira set-up): reads answer what
 *   the last update wrote
 * @property {'singleton'} kind
 * @property {string} name
 * @property {string[]} read @property {string[]} update @property {string[]} [remove] a remove puts
 *   the document's value back
 * @property {boolean} [replace] an update's body replaces the value instead of changing its fields
 * @property {(body: any, query: Record<string, string>) => any} [fromUpdate]
 * @property {(world: import('./world.mjs').World, params: Record<string, string>) => WorldValue | undefined} [fromWorld]
 *   the value a scenario starts with, from its world; undefined: the document's example
 */

/**
 * @typedef {{ value: any } | { unset: string }} WorldValue what the world says of a singleton: its value,
 *   or that it is not set (the read answers 404 with that message)
 */

/**
 * What the world says of a property: the SLA targets it sets, or that they are not set; any other
 * property is the document's.
 * @param {'accounts' | 'teams'} owner
 * @returns {(world: import('./world.mjs').World, params: Record<string, string>) => WorldValue | undefined}
 */
const worldProperty =
  (owner) =>
  (world, { uuid = '', name = '' }) => {
    if (name !== SLA_TARGETS_PROPERTY) return undefined;
    const value = world.properties.get(propertyKey(owner, uuid, name));
    return value === undefined ? { unset: `Property ${name} is not set` } : { value };
  };

/** @typedef {CollectionResource | SingletonResource} Resource */

/** @type {readonly Resource[]} */
export const RESOURCES = [
  {
    kind: 'collection',
    name: 'accounts',
    noun: 'account',
    idField: 'uuid',
    fromWorld: (world) => world.accounts,
    idParam: 'uuid',
    list: ['accounts_list'],
    create: ['accounts_create'],
    read: ['accounts_get'],
    update: ['accounts_update', 'features_update'],
    remove: ['accounts_delete'],
    // The features call names them in its query; the other update sends a body.
    fromUpdate: (body, query) => (typeof query.names === 'string' ? { features: query.names.split(',') } : body),
  },
  {
    kind: 'collection',
    name: 'members',
    noun: 'member',
    idField: 'uuid',
    idParam: 'member',
    scope: ['uuid'],
    list: ['members_list'],
    create: ['members_create'],
    read: ['members_get'],
    update: ['members_update'],
    remove: ['members_delete'],
  },
  {
    kind: 'collection',
    name: 'teams',
    noun: 'team',
    idField: 'uuid',
    fromWorld: (world) => world.teams,
    idParam: 'id',
    list: ['teams_list'],
    create: ['teams_create'],
    update: ['teams_update'],
    remove: ['teams_delete'],
  },
  {
    kind: 'collection',
    name: 'team members',
    noun: 'team member',
    idField: 'uuid',
    idParam: 'member',
    scope: ['uuid'],
    idFrom: 'body',
    within: { resource: 'teams', param: 'uuid', field: 'members' },
    list: ['teamMembers_list'],
    create: ['teamMembers_create'],
    update: ['teamMembers_update'],
    remove: ['teamMembers_delete'],
    // The body names the account member and their membership; the team lists them as a Member.
    fromCreate: (body) => ({
      uuid: body?.uuid,
      role: body?.role,
      name: body?.membership?.name,
      email: body?.membership?.email,
    }),
  },
  {
    kind: 'collection',
    name: 'license policies',
    noun: 'license policy',
    idField: 'id',
    idParam: 'id',
    scope: ['uuid'],
    list: ['licensePolicies_list'],
    create: ['licensePolicies_create'],
    read: ['licensePolicies_get'],
    update: ['licensePolicies_update'],
    remove: ['licensePolicies_delete'],
  },
  {
    kind: 'collection',
    name: 'assistant policies',
    idField: 'sysid',
    idParam: 'sysid',
    list: ['assistantPolicies_list'],
    update: ['assistantPolicies_update'],
  },
  {
    kind: 'collection',
    name: 'tags',
    noun: 'tag',
    idField: 'id',
    idParam: 'id',
    list: ['tags_list'],
    create: ['tags_create'],
    update: ['tags_update'],
    remove: ['tags_delete'],
  },
  {
    kind: 'collection',
    name: 'exclusions',
    noun: 'exclusion',
    idField: 'id',
    idParam: 'id',
    list: ['exclusions_list'],
    create: ['exclusions_create', 'exclusions_add'],
    remove: ['exclusions_delete'],
    clear: ['exclusions_clear'],
    newestFirst: true,
    // The risks already accepted on the account's open vulnerabilities, with and without an expiry.
    alsoFromWorld: (world) => world.acceptances,
    // The v1 call names the domain in its query, the v2 call the kind and the name in its path.
    fromCreate: (body, params, query) => ({
      ...body,
      ...(query.domain === undefined ? {} : { domain: query.domain }),
      ...(params.kind === undefined ? {} : { kind: params.kind }),
      ...(params.name === undefined ? {} : { name: params.name }),
    }),
  },
  {
    kind: 'collection',
    name: 'projects',
    noun: 'project',
    idLabel: 'uuid',
    idField: 'projectUUID',
    idParam: 'id',
    fromWorld: (world) => world.projects,
    list: ['projects_list'],
    count: ['projects_count'],
    create: ['projects_create'],
    read: ['projects_get'],
    fromCreate: (body) => ({ projectUrl: body?.url }),
  },
  {
    kind: 'collection',
    name: 'Jira issues',
    idField: 'id',
    scope: ['uuid', 'project'],
    fromWorld: (world, params) => world.issues.get(params.project ?? '') ?? [],
    list: ['issueTracker_listIssues'],
    create: ['issueTracker_createIssue'],
    // The document lists a project's issues newest first; each new one has its own key.
    newestFirst: true,
    numbered: { after: seededTicketCount, fields: ticketKey },
  },
  {
    kind: 'collection',
    name: 'Datadog deliveries',
    idField: 'id',
    scope: ['uuid'],
    list: ['monitoring_listHistory'],
    create: ['monitoring_sendNow'],
  },
  {
    kind: 'collection',
    name: 'report exports',
    noun: 'report export',
    idField: 'id',
    idParam: 'id',
    readAnswer: 'template',
    // The mock's exports are ready at once: their status is the document's finished one.
    readExample: 'done',
    create: ['eras_create'],
    read: ['eras_getStatus', 'eras_download'],
  },
  {
    kind: 'collection',
    name: 'library licenses',
    noun: 'license',
    idField: 'license',
    idParam: 'license',
    scope: ['language', 'name', 'version'],
    idFrom: 'param',
    create: ['licenses_addLibraryLicense'],
    read: ['licenses_getLibraryLicense'],
    remove: ['licenses_removeLibraryLicense'],
  },
  {
    kind: 'singleton',
    name: 'library licences override',
    read: ['licenses_getLibrary'],
    update: ['licenses_overrideLibrary'],
    remove: ['licenses_deleteLibraryOverride'],
    fromUpdate: (body) => ({ licenses: body, overridden: true }),
  },
  {
    kind: 'singleton',
    name: 'library copyright',
    read: ['licenses_getLibraryCopyright'],
    update: ['licenses_addLibraryCopyright'],
    remove: ['licenses_removeLibraryCopyright'],
  },
  {
    kind: 'singleton',
    name: 'account property',
    replace: true,
    fromWorld: worldProperty('accounts'),
    read: ['properties_getForAccount'],
    update: ['properties_updateForAccount'],
  },
  {
    kind: 'singleton',
    name: 'team property',
    replace: true,
    fromWorld: worldProperty('teams'),
    read: ['properties_getForTeam'],
    update: ['properties_updateForTeam'],
  },
  { kind: 'singleton', name: 'configuration', read: ['configuration_get'], update: ['configuration_update'] },
  {
    kind: 'singleton',
    name: 'asset registry credentials',
    read: ['assetRegistry_getCredentials'],
    update: ['assetRegistry_updateCredentials'],
  },
  { kind: 'singleton', name: 'Datadog set-up', read: ['monitoring_getSetup'], update: ['monitoring_updateSetup'] },
  { kind: 'singleton', name: 'Jira set-up', read: ['issueTracker_getConfig'], update: ['issueTracker_updateConfig'] },
  {
    kind: 'singleton',
    name: 'Jira project set-up',
    read: ['issueTracker_getProjectConfig'],
    update: ['issueTracker_updateProjectConfig'],
  },
  { kind: 'singleton', name: 'support token', read: ['supportToken_get'], update: ['supportToken_create'] },
  {
    kind: 'singleton',
    name: 'member MFA settings',
    read: ['mfa_getMemberSettings'],
    update: ['mfa_updateMemberSettings'],
  },
  {
    kind: 'singleton',
    name: 'MFA scratch codes',
    read: ['mfa_listScratchCodes'],
    update: ['mfa_generateScratchCodes'],
  },
];

/** @typedef {'list' | 'count' | 'create' | 'read' | 'update' | 'remove' | 'clear'} Role */
const ROLES = /** @type {const} */ (['list', 'count', 'create', 'read', 'update', 'remove', 'clear']);

/**
 * Each operationId of the table with its resource and what it does to it.
 * @param {readonly Resource[]} resources
 * @returns {Map<string, { resource: Resource, role: Role }>}
 */
export function rolesByOperation(resources = RESOURCES) {
  const roles = new Map();
  for (const resource of resources) {
    for (const role of ROLES) {
      for (const operationId of /** @type {Record<string, string[] | undefined>} */ (/** @type {unknown} */ (resource))[
        role
      ] ?? []) {
        if (roles.has(operationId)) throw new Error(`${operationId} is in the mock's resource table twice`);
        roles.set(operationId, { resource, role });
      }
    }
  }
  return roles;
}

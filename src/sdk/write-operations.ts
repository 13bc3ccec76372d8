import type { ReadOperation } from './read-operations';

// The write operations (every operation of the document that is not a GET), by namespace: what
// `useDepsightMutation` can send. A test keeps this list equal to the document's.
export const WRITE_OPERATIONS = {
  accounts: ['activate', 'create', 'delete', 'update'],
  assetRegistry: ['checkCredentials', 'link', 'publish', 'publishSbom', 'unlink', 'updateCredentials', 'withdrawSbom'],
  assistantPolicies: ['update'],
  chat: ['ask', 'startAroundVulnerability', 'startWithSummary'],
  cli: ['update'],
  configuration: ['update'],
  credentials: ['forget', 'login', 'logout', 'register'],
  databases: ['sync'],
  eras: ['create'],
  exclusions: ['add', 'clear', 'create', 'delete'],
  features: ['update'],
  issueTracker: ['checkConfig', 'checkProjectConfig', 'createIssue', 'updateConfig', 'updateProjectConfig'],
  licensePolicies: ['create', 'delete', 'update'],
  licenses: [
    'addLibraryCopyright',
    'addLibraryLicense',
    'deleteLibraryOverride',
    'overrideLibrary',
    'removeLibraryCopyright',
    'removeLibraryLicense',
  ],
  members: ['create', 'delete', 'setPrimaryTeam', 'update'],
  mfa: [
    'authenticateSms',
    'deactivateApp',
    'deleteScratchCodes',
    'generateScratchCodes',
    'initializeApp',
    'updateMemberSettings',
    'validate',
  ],
  monitoring: ['checkCredentials', 'sendNow', 'updateSetup'],
  notifications: ['borrowSlackLock', 'sendEmail', 'sendTest'],
  plans: ['assign'],
  projects: ['create', 'recomputeFullReport', 'recomputeFullReportById', 'refresh'],
  properties: ['updateForAccount', 'updateForTeam'],
  site: ['activateLicense', 'releaseLicense'],
  supportToken: ['create'],
  tags: ['create', 'delete', 'update'],
  teamMembers: ['create', 'delete', 'update'],
  teams: ['create', 'delete', 'update'],
} as const;

type WriteOperations = typeof WRITE_OPERATIONS;

/** A resource family with write operations, e.g. `'teams'`. */
export type WriteNamespace = keyof WriteOperations;

/** A write operation, named `namespace.method` as on the client, e.g. `'teams.create'`. */
export type WriteOperation = {
  [Namespace in WriteNamespace]: `${Namespace}.${WriteOperations[Namespace][number]}`;
}[WriteNamespace];

/** Every read of the client: a sign-in or sign-out changes what each read answers. */
export const EVERY_READ = 'every read';

/**
 * The reads that a successful write of each resource family may change, revalidated by
 * `useDepsightMutation` (`depsight/swr`) and `depsightMutationOptions` (`depsight/react-query`)
 * after any write of that family (with any arguments: a read left unchanged costs one request, a
 * stale one shows wrong data). One entry per family; the compiler refuses a family without one, and
 * tests/sdk/client/swr-mutations.test.tsx checks each entry's effect.
 */
export const REVALIDATED_READS = {
  accounts: ['accounts.get', 'accounts.list'],
  assetRegistry: ['assetRegistry.getCredentials', 'assetRegistry.listHistory', 'assetRegistry.listProjects'],
  assistantPolicies: ['assistantPolicies.list'],
  // A conversation is not read back through a GET operation.
  chat: [],
  cli: ['cli.get', 'cli.getUpdate'],
  configuration: ['configuration.get'],
  credentials: EVERY_READ,
  // A synchronised advisory database brings new and changed advisories.
  databases: [
    'advisories.get',
    'advisories.list',
    'databases.getSync',
    'databases.list',
    'stats.listAdvisoryDatabases',
  ],
  eras: ['eras.download', 'eras.getStatus'],
  // The metrics count exclusions (their usage chart).
  exclusions: ['exclusions.list', 'metrics.get'],
  features: ['features.list'],
  issueTracker: ['issueTracker.getConfig', 'issueTracker.getProjectConfig', 'issueTracker.listIssues'],
  licensePolicies: ['licensePolicies.get', 'licensePolicies.list'],
  licenses: [
    'licenses.getLibrary',
    'licenses.getLibraryCopyright',
    'licenses.getLibraryLicense',
    'licenses.listAccountCopyrightOverrides',
    'licenses.listAccountLicenseOverrides',
  ],
  // Team lists carry their members, so a member's change shows in them too.
  members: ['members.get', 'members.list', 'teamMembers.list', 'teams.list'],
  mfa: ['mfa.getAppStatus', 'mfa.getMemberSettings', 'mfa.listScratchCodes'],
  monitoring: ['monitoring.getSetup', 'monitoring.listHistory'],
  notifications: ['notifications.getSlackLockRentalTime', 'notifications.getSlackLockStatus'],
  plans: ['accounts.get', 'accounts.list'],
  projects: [
    'metrics.get',
    'projects.count',
    'projects.get',
    'projects.getFullReport',
    'projects.getFullReportById',
    'projects.getReportSummary',
    'projects.list',
    'projects.listReports',
  ],
  properties: [
    'properties.getForAccount',
    'properties.getForTeam',
    'properties.listAccountNames',
    'properties.listTeamNames',
  ],
  site: ['site.getLicense'],
  supportToken: ['supportToken.get'],
  // Projects carry their tags.
  tags: ['projects.get', 'projects.list', 'tags.list'],
  teamMembers: ['members.get', 'members.list', 'teamMembers.list', 'teams.list'],
  teams: ['members.get', 'members.list', 'teamMembers.list', 'teams.list'],
} as const satisfies { readonly [Namespace in WriteNamespace]: readonly ReadOperation[] | typeof EVERY_READ };

// The read operations (the document's GET operations), by namespace: what `depsight/swr` can fetch.
// A test keeps this list equal to the document's GET operations.
export const READ_OPERATIONS = {
  accounts: ['get', 'list'],
  advisories: ['get', 'list'],
  assetRegistry: ['getCredentials', 'listHistory', 'listProjects'],
  assistantPolicies: ['list'],
  badges: ['get'],
  chat: ['ping'],
  cli: ['get', 'getUpdate'],
  configuration: ['get'],
  databases: ['getSync', 'list'],
  dependencies: ['get', 'getNextSafeVersion', 'getRegistryWebUrl'],
  eras: ['download', 'getConfig', 'getStatus'],
  exclusions: ['list'],
  features: ['list'],
  insights: ['listDependencies'],
  issueTracker: ['getConfig', 'getIssueMeta', 'getProjectConfig', 'listIssues', 'listJiraProjects'],
  languages: ['list', 'listComponentpedia', 'listScopes'],
  licensePolicies: ['get', 'list'],
  licenses: [
    'getLibrary',
    'getLibraryCopyright',
    'getLibraryLicense',
    'listAccountCopyrightOverrides',
    'listAccountLicenseOverrides',
    'search',
  ],
  members: ['get', 'list'],
  metrics: ['get'],
  mfa: ['getAppStatus', 'getMemberSettings', 'listScratchCodes'],
  monitoring: ['getSetup', 'listHistory'],
  notifications: ['getConfig', 'getSlackInfo', 'getSlackLockRentalTime', 'getSlackLockStatus'],
  paygTokens: ['get'],
  plans: ['getIllustration', 'list'],
  projects: ['count', 'get', 'getFullReport', 'getFullReportById', 'getReportSummary', 'list', 'listReports'],
  properties: ['getForAccount', 'getForTeam', 'listAccountNames', 'listTeamNames'],
  site: ['checkHealth', 'getLicense', 'getNetwork', 'getStats'],
  stats: ['getDaily', 'getLatest', 'listAdvisoryDatabases'],
  supportToken: ['get'],
  tags: ['list'],
  teamMembers: ['list'],
  teams: ['list'],
  tokens: ['list'],
  users: ['get'],
} as const;

type ReadOperations = typeof READ_OPERATIONS;

/** A read operation, named `namespace.method` as on the client, e.g. `'metrics.get'`. */
export type ReadOperation = {
  [Namespace in keyof ReadOperations]: `${Namespace}.${ReadOperations[Namespace][number]}`;
}[keyof ReadOperations];

/**
 * The reads the document pages by `limit` and `offset`: the member of an answer that holds the page's
 * items, the member that counts the items of every page, and the page size the document sends when
 * none is given. `depsightInfiniteQueryOptions` reads them; a test keeps them equal to the document.
 */
export const PAGED_READS = {
  'advisories.list': { items: 'advisories', total: 'total', defaultLimit: 20 },
} as const satisfies { readonly [Name in ReadOperation]?: OffsetPaging };

/** How a read is paged by `limit` and `offset` (`PAGED_READS`). */
export interface OffsetPaging {
  readonly items: string;
  readonly total: string;
  readonly defaultLimit: number;
}

/** A read the document pages, e.g. `'advisories.list'`. */
export type PagedRead = keyof typeof PAGED_READS;

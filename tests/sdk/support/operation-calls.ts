// One call of every operation, with arguments the mock API (depsight/msw) accepts: the document's own
// example ids and bodies. Typed from the client, so the compiler refuses an operation left out.
import type { DepsightClient, IssueTrackerProjectConfig, LicensePolicyInput } from '../../../src/sdk';
import type { ReadArguments, ReadOperation, WriteArguments, WriteOperation } from '../../../src/sdk/swr';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const TEAM = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const PROJECT = 'b5106579-a4e6-497f-aaeb-be1c18920be8';
const TAG = 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80';
const MEMBER = '5a7c9e1b-3d5f-4b7a-9c1e-2d4f6a8b0c3e';
const MFA_MEMBER = '9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
const BRANCH = { uuid: ACCOUNT, project: PROJECT, branch: 'main' };
const SBOM = { ...BRANCH, id: '72352bd5-48ad-4499-bb10-999a8ddce228' };
const ANGULAR = { language: 'npm', name: '@angular/core', version: '17.3.12' } as const;
const BABEL = { language: 'npm', name: '@babel/traverse', version: '7.22.5' } as const;
const NOTICE = 'Copyright (c) 2010-2024 Google LLC.';
const POLICY = { uuid: ACCOUNT, id: 'b73d983a-2f41-415e-907c-f83fbcc78cf7' };
const ERAS_REPORT = '6c4f2a8d-1e3b-4f7a-9c5d-2b8e0a6f4d13';
/** The id the mock gives the first report export created after a reset (`READ_SETUP`). */
const CREATED_ERAS_REPORT = '5eed0000-0000-4000-8000-000000000001';
const PROJECT_REPORT = '7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f';
const LICENSE = '4c8e2a6f-1b3d-4e5f-9a7c-0d2e4f6a8b1c';
const DATADOG = { site: 'datadoghq.eu', apiKey: '5f2b8c9d1e3a4b6c7d8e9f0a1b2c3d4e' } as const;
const JIRA = {
  url: 'https://acme-payments.atlassian.net',
  username: 'security-bot@acme-payments.com',
  apiToken: 'ATATT3xFfGF0n8Vd2Lq5mRk9TzWc4YbHs7JpXe1UaNg6Do3Q7kX',
};
const JIRA_PROJECT = {
  jiraProjectId: '10042',
  issueTypeId: '10004',
  autoCreate: true,
  minimumSeverity: 'HIGH',
  labels: ['security', 'depsight'],
  fields: { priority: { id: '2' } },
} satisfies IssueTrackerProjectConfig;
const RKVST = {
  clientId: 'c78ca8cd-59bf-419b-a834-36dd269f9efd',
  clientSecret: '9f4b6d2a8e1c3f5a7b9d0e2c4a6b8d1f3e5a7c2e',
};
const PERMISSIVE = {
  name: 'Permissive licenses only',
  enabled: true,
  severity: 'HIGH',
  allowedLicenses: ['MIT', 'Apache-2.0'],
  deniedLicenses: ['AGPL-3.0-only'],
} satisfies LicensePolicyInput;

export const READ_CALLS: { [Name in ReadOperation]: ReadArguments<Name> } = {
  'accounts.get': [{ uuid: ACCOUNT }],
  'accounts.list': [{ q: 'member_email=priya.raman@acme-payments.com' }],
  // The mock's world reads an advisory in its own ecosystem only: MET-2024-0412 is spring-web's (Maven).
  'advisories.get': [{ language: 'maven', id: 'MET-2024-0412' }],
  'advisories.list': [{ language: 'npm' }],
  'assetRegistry.getCredentials': [{ uuid: ACCOUNT }],
  'assetRegistry.listHistory': [BRANCH],
  'assetRegistry.listProjects': [{ uuid: ACCOUNT }],
  'assistantPolicies.list': [],
  'badges.get': [{ project: PROJECT, domain: 'security', branch: 'main' }],
  'chat.ping': [],
  'cli.get': [],
  'cli.getUpdate': [],
  'configuration.get': [{ uuid: ACCOUNT }],
  'databases.getSync': [{ id: 'ghsa' }],
  'databases.list': [],
  'dependencies.get': [BABEL],
  'dependencies.getNextSafeVersion': [BABEL],
  'dependencies.getRegistryWebUrl': [BABEL],
  'eras.download': [{ id: CREATED_ERAS_REPORT, format: 'pdf' }],
  'eras.getConfig': [],
  'eras.getStatus': [{ id: ERAS_REPORT }],
  'exclusions.list': [{ uuid: ACCOUNT, domain: 'security' }],
  'features.list': [],
  'insights.listDependencies': [{ uuid: ACCOUNT, query: 'log4j', sinceDaysAgo: 30 }],
  'issueTracker.getConfig': [{ uuid: ACCOUNT }],
  'issueTracker.getIssueMeta': [{ uuid: ACCOUNT, id: '10042' }],
  'issueTracker.getProjectConfig': [{ uuid: ACCOUNT, project: PROJECT }],
  'issueTracker.listIssues': [{ uuid: ACCOUNT, project: PROJECT }],
  'issueTracker.listJiraProjects': [{ uuid: ACCOUNT }],
  'languages.list': [],
  'languages.listComponentpedia': [],
  'languages.listScopes': [],
  'licensePolicies.get': [POLICY],
  'licensePolicies.list': [{ uuid: ACCOUNT }],
  'licenses.getLibrary': [ANGULAR],
  'licenses.getLibraryCopyright': [{ ...ANGULAR, text: NOTICE }],
  'licenses.getLibraryLicense': [{ ...ANGULAR, license: 'Apache-2.0' }],
  'licenses.listAccountCopyrightOverrides': [{ uuid: ACCOUNT }],
  'licenses.listAccountLicenseOverrides': [{ uuid: ACCOUNT }],
  'licenses.search': [{ query: 'apache' }],
  'members.get': [{ uuid: ACCOUNT, member: MEMBER }],
  'members.list': [{ uuid: ACCOUNT }],
  'metrics.get': [{ startDate: '2026-10-21', endDate: '2026-11-21' }],
  'mfa.getAppStatus': [],
  'mfa.getMemberSettings': [{ id: MFA_MEMBER }],
  'mfa.listScratchCodes': [],
  'monitoring.getSetup': [{ uuid: ACCOUNT }],
  'monitoring.listHistory': [{ uuid: ACCOUNT }],
  'notifications.getConfig': [],
  'notifications.getSlackInfo': [{ ticket: '8f3b2d1e-6c4a-4f0b-9e7d-2a1c3b5d7e9f' }],
  'notifications.getSlackLockRentalTime': [],
  'notifications.getSlackLockStatus': [{ team: TEAM }],
  'paygTokens.get': [{ uuid: ACCOUNT }],
  'plans.getIllustration': [{ name: 'enterprise' }],
  'plans.list': [],
  'projects.count': [{ uuid: ACCOUNT }],
  'projects.get': [{ id: PROJECT }],
  'projects.getFullReport': [{ id: PROJECT, branch: 'main' }],
  'projects.getFullReportById': [{ id: PROJECT, reportId: PROJECT_REPORT, branch: 'main' }],
  'projects.getReportSummary': [{ id: PROJECT, sinceDaysAgo: 30 }],
  'projects.list': [{ uuid: ACCOUNT }],
  'projects.listReports': [{ sinceDaysAgo: 30 }],
  'properties.getForAccount': [{ uuid: ACCOUNT, name: 'experimental' }],
  'properties.getForTeam': [{ uuid: TEAM, name: 'notifications' }],
  'properties.listAccountNames': [],
  'properties.listTeamNames': [],
  'site.checkHealth': [{ service: 'core' }],
  'site.getLicense': [],
  'site.getNetwork': [],
  'site.getStats': [],
  'stats.getDaily': [{ date: '2026-10-14' }],
  'stats.getLatest': [],
  'stats.listAdvisoryDatabases': [],
  'supportToken.get': [{ uuid: ACCOUNT }],
  'tags.list': [],
  'teamMembers.list': [{ uuid: TEAM }],
  'teams.list': [{ uuid: ACCOUNT }],
  'tokens.list': [{ uuid: ACCOUNT }],
  'users.get': [],
};

/** What a read needs done before it (on a fresh mock): a report export to download. */
export const READ_SETUP: { readonly [Name in ReadOperation]?: (client: DepsightClient) => Promise<unknown> } = {
  'eras.download': (client) =>
    client.eras.create({ projects: [PROJECT], startDate: '2026-10-01', endDate: '2026-10-31', format: 'pdf' }),
};

export const WRITE_CALLS: { [Name in WriteOperation]: WriteArguments<Name> } = {
  'accounts.activate': [{ uuid: ACCOUNT, active: false }],
  'accounts.create': [{ name: 'Acme Payments', email: 'security@acme-payments.com' }],
  'accounts.delete': [{ uuid: ACCOUNT, check: true }],
  'accounts.update': [{ uuid: ACCOUNT }, { name: 'Acme Payments Ltd' }],
  'assetRegistry.checkCredentials': [{ uuid: ACCOUNT }, RKVST],
  'assetRegistry.link': [BRANCH],
  'assetRegistry.publish': [BRANCH],
  'assetRegistry.publishSbom': [SBOM],
  'assetRegistry.unlink': [BRANCH],
  'assetRegistry.updateCredentials': [{ uuid: ACCOUNT }, { url: 'https://app.rkvst.io', ...RKVST }],
  'assetRegistry.withdrawSbom': [SBOM],
  'assistantPolicies.update': [
    { sysid: 'isaac.vulnerabilities.autofix' },
    { enabled: true, severity: 'HIGH', tags: ['payments'] },
  ],
  'chat.ask': [{ id: '2f7d9b14-6a3e-4c81-b5f2-8e0d1c7a9b36' }, { question: 'Is payments-api still exploitable?' }],
  'chat.startAroundVulnerability': [{ adviceID: 'MET-2024-0412', projectUUID: PROJECT, language: 'npm' }],
  'chat.startWithSummary': [{ projectUUID: PROJECT, branch: 'main' }],
  'cli.update': [],
  'configuration.update': [{ uuid: ACCOUNT }, { defaultBranch: 'main', scanOnPush: true }],
  'credentials.forget': [{ email: 'priya.raman@acme-payments.com' }],
  'credentials.login': [{ email: 'dana.whitfield@acme-payments.com', password: 'correct-Horse-battery-2026' }],
  'credentials.logout': [],
  'credentials.register': [{ email: 'marco.bellini@acme-payments.com', password: 'Tr0ub4dor-and-3-2026' }],
  'databases.sync': [{ id: 'ghsa' }],
  'eras.create': [{ projects: [PROJECT], startDate: '2026-10-01', endDate: '2026-10-31', format: 'pdf' }],
  'exclusions.add': [{ kind: 'dependency', name: '@babel/traverse' }, { domain: 'security' }],
  'exclusions.clear': [{ uuid: ACCOUNT, domain: 'licensing' }],
  'exclusions.create': [
    { uuid: ACCOUNT, domain: 'security' },
    { kind: 'advisory', name: 'CVE-2024-37890' },
  ],
  'exclusions.delete': [{ kind: 'dependency', name: '@babel/traverse', id: 'f5b2c3d4-6e7f-4a81-9ba2-c3d4e5f60718' }],
  'features.update': [{ uuid: ACCOUNT, names: ['members', 'teams'] }],
  'issueTracker.checkConfig': [{ uuid: ACCOUNT }, JIRA],
  'issueTracker.checkProjectConfig': [{ uuid: ACCOUNT, project: PROJECT }, JIRA_PROJECT],
  'issueTracker.createIssue': [
    { uuid: ACCOUNT, project: PROJECT },
    { summary: 'CVE-2021-44228 in log4j-core 2.14.1', advisoryId: 'CVE-2021-44228', branch: 'main' },
  ],
  'issueTracker.updateConfig': [{ uuid: ACCOUNT }, { ...JIRA, enabled: true }],
  'issueTracker.updateProjectConfig': [{ uuid: ACCOUNT, project: PROJECT }, JIRA_PROJECT],
  'licensePolicies.create': [{ uuid: ACCOUNT }, PERMISSIVE],
  'licensePolicies.delete': [POLICY],
  'licensePolicies.update': [POLICY, PERMISSIVE],
  'licenses.addLibraryCopyright': [{ ...ANGULAR, text: NOTICE }],
  'licenses.addLibraryLicense': [{ ...ANGULAR, license: 'Apache-2.0' }],
  'licenses.deleteLibraryOverride': [ANGULAR],
  'licenses.overrideLibrary': [ANGULAR, ['MIT', 'Apache-2.0']],
  'licenses.removeLibraryCopyright': [{ ...ANGULAR, text: NOTICE }],
  'licenses.removeLibraryLicense': [{ ...ANGULAR, license: 'Apache-2.0' }],
  'members.create': [{ uuid: ACCOUNT }, { name: 'Marco Bellini', email: 'marco.bellini@acme-payments.com' }],
  'members.delete': [{ uuid: ACCOUNT, member: MEMBER }],
  'members.setPrimaryTeam': [{ uuid: ACCOUNT, member: MEMBER, teamuuid: TEAM }],
  'members.update': [{ uuid: ACCOUNT, member: MEMBER }, { role: 'Administrator' }],
  'mfa.authenticateSms': [{ phone: '+14155550142' }],
  'mfa.deactivateApp': [],
  'mfa.deleteScratchCodes': [],
  'mfa.generateScratchCodes': [],
  'mfa.initializeApp': [],
  'mfa.updateMemberSettings': [{ id: MFA_MEMBER }, { enabled: true, methods: ['sms'], phone: '+14155550142' }],
  'mfa.validate': [{ kind: 'sms', isSetup: true }, { totp: '482913' }],
  'monitoring.checkCredentials': [{ uuid: ACCOUNT }, DATADOG],
  'monitoring.sendNow': [{ uuid: ACCOUNT }],
  'monitoring.updateSetup': [{ uuid: ACCOUNT }, { enabled: true, ...DATADOG, tags: ['env:production'] }],
  'notifications.borrowSlackLock': [{ teamUuid: TEAM, state: 'c2xhY2stN2UzYTFjNWItOWQyZg' }],
  'notifications.sendEmail': [
    { subject: 'Weekly digest', content: 'Three new critical vulnerabilities.', recepients: ['security@acme.com'] },
  ],
  'notifications.sendTest': [{ type: 'email', team: TEAM }],
  'plans.assign': [{ uuid: ACCOUNT, name: 'enterprise' }],
  'projects.create': [{ url: 'https://github.com/acme/checkout-web' }],
  'projects.recomputeFullReport': [{ id: PROJECT, branch: 'main' }],
  'projects.recomputeFullReportById': [{ id: PROJECT, reportId: PROJECT_REPORT }],
  'projects.refresh': [{ id: PROJECT, branch: 'develop' }],
  'properties.updateForAccount': [{ uuid: ACCOUNT, name: 'experimental' }, '{"insightsV2":true}'],
  'properties.updateForTeam': [{ uuid: TEAM, name: 'notifications' }, { minimumSeverity: 'HIGH' }],
  'site.activateLicense': [{ id: LICENSE }],
  'site.releaseLicense': [{ id: LICENSE }],
  'supportToken.create': [{ uuid: ACCOUNT, admin: true }],
  'tags.create': [{ name: 'pci', color: '#b3261e', projects: [PROJECT] }],
  'tags.delete': [{ id: TAG }],
  'tags.update': [{ id: TAG }, { name: 'pci', color: '#b3261e', projects: [PROJECT] }],
  'teamMembers.create': [
    { uuid: TEAM },
    {
      uuid: MEMBER,
      role: 'Team Collaborator',
      membership: { name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Collaborator' },
    },
  ],
  'teamMembers.delete': [{ uuid: TEAM, member: MEMBER }],
  'teamMembers.update': [{ uuid: TEAM, member: MEMBER }, { role: 'Team Administrator' }],
  'teams.create': [{ name: 'Payments Backend', description: 'Owns the card-processing services.' }],
  'teams.delete': [{ id: TEAM }],
  'teams.update': [{ id: TEAM }, { description: 'Owns the card-processing and refund services.' }],
};

// @ts-check
// The words the mock data is made of: where the account's repositories live, who fixes what, and
// which advisories, licences and packages show up. Real-looking on purpose, so that screenshots and
// demos read like a real account; none of it is used for anything but display.

/**
 * @typedef {object} Organisation
 * @property {string} baseUrl the organisation's page on its host, without a trailing slash
 * @property {string} emailDomain the domain of the people who fix its vulnerabilities
 */

/** One company (Acme Payments) whose code lives on three hosts, plus a company it acquired. */
/** @type {readonly Organisation[]} */
export const ORGANISATIONS = [
  { baseUrl: 'https://github.com/acme', emailDomain: 'acme-payments.com' },
  { baseUrl: 'https://github.com/acme-labs', emailDomain: 'acme-payments.com' },
  { baseUrl: 'https://gitlab.com/acme-payments', emailDomain: 'acme-payments.com' },
  { baseUrl: 'https://gitlab.com/acme-mobile', emailDomain: 'acme-payments.com' },
  { baseUrl: 'https://bitbucket.org/acme-finance', emailDomain: 'acme-payments.com' },
  { baseUrl: 'https://bitbucket.org/ledgerline', emailDomain: 'ledgerline.io' },
  { baseUrl: 'https://github.com/ledgerline-oss', emailDomain: 'ledgerline.io' },
];

/** Hand-picked names, used first; `repositoryNames` adds combinations when more are needed. */
const CURATED_REPOSITORY_NAMES = [
  'payments-api',
  'checkout-web',
  'ledger-service',
  'billing-worker',
  'identity-service',
  'fraud-detection',
  'merchant-portal',
  'mobile-app-ios',
  'mobile-app-android',
  'notifications-service',
  'invoice-generator',
  'risk-engine',
  'settlement-batch',
  'reporting-dashboard',
  'api-gateway',
  'auth-proxy',
  'card-vault',
  'kyc-service',
  'payout-scheduler',
  'refunds-api',
  'currency-rates',
  'webhooks-dispatcher',
  'partner-sdk-js',
  'partner-sdk-python',
  'terraform-infra',
  'helm-charts',
  'design-system',
  'admin-console',
  'search-indexer',
  'data-pipeline',
  'ml-scoring',
  'audit-log',
  'customer-portal',
  'loyalty-points',
  'subscription-manager',
  'tax-calculator',
  'dispute-service',
  'onboarding-web',
  'status-page',
  'docs-site',
];

const NAME_DOMAINS = [
  'payments',
  'checkout',
  'ledger',
  'billing',
  'identity',
  'fraud',
  'merchant',
  'notifications',
  'invoices',
  'risk',
  'settlement',
  'reporting',
  'payouts',
  'refunds',
  'currency',
  'webhooks',
  'partner',
  'search',
  'audit',
  'loyalty',
  'subscriptions',
  'tax',
  'disputes',
  'onboarding',
  'pricing',
  'orders',
  'catalog',
  'treasury',
  'compliance',
  'accounts',
  'cards',
  'wallet',
  'rewards',
  'chargebacks',
  'statements',
  'transfers',
];

const NAME_KINDS = ['api', 'web', 'service', 'worker', 'sdk', 'cli', 'gateway', 'batch', 'consumer', 'admin', 'jobs'];

/** @returns {string[]} every repository name the generator may use, curated names first */
export function repositoryNames() {
  const combined = NAME_DOMAINS.flatMap((domain) => NAME_KINDS.map((kind) => `${domain}-${kind}`));
  return [...new Set([...CURATED_REPOSITORY_NAMES, ...combined])];
}

/** The local parts of the people who fix vulnerabilities; the domain comes from the organisation. */
export const PEOPLE = [
  'priya.raman',
  'dana.whitfield',
  'li.wei',
  'sam.okafor',
  'mateo.alvarez',
  'ingrid.solberg',
  'kwame.mensah',
  'yuki.tanaka',
  'fatima.zahra',
  'oleksandr.koval',
  'chloe.martin',
  'arjun.mehta',
  'nadia.haddad',
  'tomas.novak',
  'grace.obi',
];

/** @typedef {'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW' | 'NONE'} Severity */

/** @type {readonly (readonly [Severity, number])[]} how often each severity is fixed */
export const SEVERITY_WEIGHTS = [
  ['CRITICAL', 8],
  ['HIGH', 24],
  ['MEDIUM', 36],
  ['LOW', 24],
  ['NONE', 8],
];

/** Well-known advisories, so that familiar ids show up among the generated ones. */
/** @type {readonly { id: string, severity: Severity }[]} */
export const KNOWN_ADVISORIES = [
  { id: 'CVE-2021-44228', severity: 'CRITICAL' },
  { id: 'CVE-2022-22965', severity: 'CRITICAL' },
  { id: 'CVE-2024-37890', severity: 'HIGH' },
  { id: 'CVE-2023-45857', severity: 'MEDIUM' },
  { id: 'CVE-2025-27152', severity: 'HIGH' },
  { id: 'CVE-2022-24999', severity: 'HIGH' },
  { id: 'CVE-2021-23337', severity: 'HIGH' },
  { id: 'CVE-2024-4068', severity: 'HIGH' },
  { id: 'CVE-2024-21538', severity: 'HIGH' },
  { id: 'CVE-2023-44487', severity: 'HIGH' },
  { id: 'CVE-2022-25883', severity: 'MEDIUM' },
  { id: 'CVE-2024-29041', severity: 'MEDIUM' },
  { id: 'CVE-2023-26136', severity: 'MEDIUM' },
  { id: 'CVE-2024-45296', severity: 'HIGH' },
  { id: 'CWE-1333', severity: 'MEDIUM' },
  { id: 'CWE-79', severity: 'MEDIUM' },
  { id: 'CWE-1321', severity: 'HIGH' },
  { id: 'GHSA-78xj-cgh5-2h22', severity: 'CRITICAL' },
  { id: 'GHSA-3h5v-q93c-6h6q', severity: 'HIGH' },
  { id: 'GHSA-grv7-fg5c-xmjg', severity: 'HIGH' },
  { id: 'GHSA-c2qf-rxjj-qqgw', severity: 'MEDIUM' },
  { id: 'GHSA-952p-6rrq-rcjv', severity: 'MEDIUM' },
  { id: 'GHSA-jchw-25xp-jwwc', severity: 'MEDIUM' },
  { id: 'SNYK-JS-LODASH-1018905', severity: 'HIGH' },
  { id: 'SNYK-JAVA-ORGAPACHELOGGINGLOG4J-2314720', severity: 'CRITICAL' },
  { id: 'SNYK-PYTHON-DJANGO-6370652', severity: 'HIGH' },
  { id: 'MET-2024-0412', severity: 'LOW' },
  { id: 'MET-2025-0098', severity: 'NONE' },
];

/**
 * Vulnerable dependencies an open vulnerability is found in, by ecosystem (the advisory read's
 * `language`): a package and a few of its versions.
 * @type {readonly { language: 'npm' | 'maven' | 'pypi' | 'go' | 'rubygems' | 'nuget', name: string, versions: readonly string[] }[]}
 */
export const VULNERABLE_DEPENDENCIES = [
  { language: 'npm', name: 'lodash', versions: ['4.17.15', '4.17.19', '4.17.20'] },
  { language: 'npm', name: 'ws', versions: ['7.4.5', '8.11.0', '8.17.0'] },
  { language: 'npm', name: 'axios', versions: ['0.21.1', '1.5.1', '1.7.4'] },
  { language: 'npm', name: '@babel/traverse', versions: ['7.22.5', '7.23.0'] },
  { language: 'npm', name: 'express', versions: ['4.17.3', '4.19.1'] },
  { language: 'maven', name: 'org.apache.logging.log4j:log4j-core', versions: ['2.14.1', '2.16.0'] },
  { language: 'maven', name: 'com.fasterxml.jackson.core:jackson-databind', versions: ['2.12.6', '2.13.2'] },
  { language: 'maven', name: 'org.springframework:spring-web', versions: ['5.3.17', '6.0.7'] },
  { language: 'pypi', name: 'urllib3', versions: ['1.26.4', '2.0.6'] },
  { language: 'pypi', name: 'jinja2', versions: ['2.11.2', '3.1.2'] },
  { language: 'pypi', name: 'django', versions: ['3.2.18', '4.2.7'] },
  { language: 'go', name: 'golang.org/x/net', versions: ['0.7.0', '0.17.0'] },
  { language: 'rubygems', name: 'nokogiri', versions: ['1.13.9', '1.15.4'] },
  { language: 'nuget', name: 'System.Text.Json', versions: ['6.0.5', '8.0.3'] },
];

/** Weaknesses that scanners report by CWE id when no CVE exists. */
export const CWE_NUMBERS = [20, 22, 78, 79, 89, 94, 200, 287, 352, 400, 502, 611, 770, 918, 1321, 1333];

/** Package ids as Snyk spells them: ecosystem and package, upper-cased without separators. */
export const SNYK_PACKAGES = [
  'JS-AXIOS',
  'JS-EXPRESS',
  'JS-JSONWEBTOKEN',
  'JS-MINIMIST',
  'JS-WS',
  'JS-SEMVER',
  'PYTHON-REQUESTS',
  'PYTHON-PYYAML',
  'PYTHON-JINJA2',
  'JAVA-COMFASTERXMLJACKSONCORE',
  'JAVA-ORGSPRINGFRAMEWORK',
  'GOLANG-GOLANGORGXNETHTTP2',
  'RUBY-NOKOGIRI',
  'DOTNET-SYSTEMTEXTJSON',
];

/** The alphabet of GitHub advisory ids (GHSA-xxxx-xxxx-xxxx). */
export const GHSA_ALPHABET = '23456789cfghjmpqrvwx';

export const EXCLUDED_LICENSES = [
  'LGPL-2.1-only',
  'LGPL-3.0-or-later',
  'MPL-2.0',
  'EPL-2.0',
  'GPL-3.0-only',
  'CC-BY-SA-4.0',
];

export const UNSTABLE_PACKAGES = [
  'request@2.88.2',
  'node-sass@7.0.3',
  'left-pad@1.3.0',
  'moment@2.29.4',
  'querystring@0.2.1',
  'python-jose@3.3.0',
  'log4j@1.2.17',
  'gorilla/mux@1.8.0',
];

/** Why someone excluded a finding, by domain. */
export const EXCLUSION_REASONS = {
  security: [
    'Not reachable: the vulnerable code path is never called.',
    'Only used in the test suite, never shipped.',
    'Mitigated by the WAF rule added in the last incident review.',
    'Accepted risk until the vendor ships a fix; reviewed monthly.',
    'False positive: the advisory targets the browser build only.',
  ],
  licensing: [
    'Dynamically linked; approved by legal.',
    'Internal tool, never distributed.',
    'Covered by the commercial licence we bought.',
  ],
  stability: [
    'Deprecated but frozen; replacement planned for next quarter.',
    'Pinned on purpose: the next major breaks our build.',
    'Only used by a one-off migration script.',
  ],
};

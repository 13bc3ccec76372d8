// @ts-check
// The signed-in users of the mock scenarios (GET /api/v1/users/me). Written by hand: they are small,
// and each one exists to show one branch of the dashboard (team selector, no team selector, the
// default account without user header or logout).

/** @typedef {import('../generated/api').components['schemas']['User']} User */

/** Same account and team uuids as the authored examples, so teamUUID filters match the metrics example. */
const ACME_PAYMENTS = {
  uuid: '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c',
  name: 'Acme Payments',
  email: 'security@acme-payments.com',
  default: false,
  active: true,
  admin: false,
  plan: 'enterprise',
  bundle: { name: 'enterprise-2026' },
};

/** @type {User} */
export const MEMBER_WITH_TEAMS = {
  id: 'a4c6e8f0-2b4d-4f6a-8c0e-5d7f9b1d3e5a',
  name: 'Priya Raman',
  email: 'priya.raman@acme-payments.com',
  account: { ...ACME_PAYMENTS, features: ['teams', 'insights', 'policies'] },
  teams: [
    { uuid: '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e', name: 'Platform Security' },
    { uuid: '2b6d8f0a-4c1e-4a3b-9d5f-7e8a0b2c4d6f', name: 'Payments Backend' },
    { uuid: '5c7e9a1b-3d5f-4b7d-9f1a-3b5d7f9a1c3e', name: 'Checkout Web' },
  ],
};

/** The names of the teams a large organisation adds to the three above. */
const MORE_TEAM_NAMES = [
  'Identity',
  'Mobile iOS',
  'Mobile Android',
  'Data Platform',
  'Search',
  'Notifications',
  'Billing',
  'Fraud Detection',
  'Developer Portal',
  'Infrastructure',
  'Observability',
  'Risk Engine',
  'Merchant Onboarding',
  'Ledger',
  'Payouts',
  'Support Tools',
  'Growth',
];

/**
 * The same member in 20 teams (the team comparison's bench): the three teams above, which have metrics
 * of their own, then 17 more, whose metrics calls get the account's answer.
 * @type {User}
 */
export const MEMBER_WITH_MANY_TEAMS = {
  ...MEMBER_WITH_TEAMS,
  teams: [
    ...(MEMBER_WITH_TEAMS.teams ?? []),
    ...MORE_TEAM_NAMES.map((name, index) => ({
      uuid: `7ea40000-0000-4000-8000-${String(index + 4).padStart(12, '0')}`,
      name,
    })),
  ],
};

/** @type {User} */
export const MEMBER_WITHOUT_TEAMS = {
  id: '4b8d0f2a-6c8e-4a0b-8d2f-3e5a7c9b1d4f',
  name: 'Sam Okafor',
  email: 'sam.okafor@acme-payments.com',
  account: {
    uuid: '6d8f0b2c-4e6a-4c8e-9a0b-2c4e6a8c0e2a',
    name: 'Acme Payments Labs',
    email: 'labs@acme-payments.com',
    default: false,
    active: true,
    admin: false,
    plan: 'starter',
    bundle: { name: 'starter-2026' },
    features: ['members'],
  },
  teams: [],
};

/** The shared default account, with its all-default uuid. */
/** @type {User} */
export const DEFAULT_ACCOUNT_USER = {
  id: '00000000-0000-0000-0000-000000000000',
  name: 'Default',
  email: 'default@depsight.io',
  account: {
    uuid: '00000000-0000-0000-0000-000000000000',
    name: 'Default',
    email: 'default@depsight.io',
    default: true,
    active: true,
    admin: false,
    plan: 'opensource',
    bundle: { name: 'opensource-2026' },
    features: [],
  },
  teams: [],
};

/** The body of a 401, as the shared `Unauthorized` response of the document has it. */
export const UNAUTHENTICATED_ERROR = {
  message: 'Full authentication is required to access this resource',
  error: 'Unauthorized',
  status: 401,
};

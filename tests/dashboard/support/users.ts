import type { User } from '@/sdk';

/** Dana's one team. */
export const TEAM = { uuid: '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e', name: 'Platform Security' };

/** The signed-in user of the dashboard tests: Dana, in her own account (not the default one), with the teams feature. */
export const DANA: User = {
  id: '9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f',
  name: 'Dana Whitfield',
  email: 'dana.whitfield@acme-payments.com',
  account: {
    uuid: '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c',
    name: 'Acme Payments',
    email: 'security@acme-payments.com',
    default: false,
    features: ['teams'],
  },
  teams: [TEAM],
};

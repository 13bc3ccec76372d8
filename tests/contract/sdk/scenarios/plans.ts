import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'plans.list answers the plans with their names',
    run: async ({ client }) => {
      const plans = await client.plans.list();
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.map((plan) => plan.name)).toContain('enterprise');
    },
  },
  {
    name: 'plans.assign puts an account on a plan',
    run: async ({ client }) => {
      expect(await client.plans.assign({ uuid: IDS.account, name: 'enterprise' })).toBeUndefined();
    },
  },
  {
    name: 'plans.getIllustration reads /plans/{name}-plan-illustration.json',
    run: async ({ client }) => {
      const illustration = await client.plans.getIllustration({ name: 'enterprise' });
      expect(typeof illustration).toBe('object');
      expect(Object.keys(illustration).length).toBeGreaterThan(0);
    },
  },
  {
    name: 'plans.getIllustration of a missing illustration (404) is an ApiError',
    run: async ({ client }) => {
      const error = await client.plans
        .getIllustration({ name: 'starter' }, { headers: { Prefer: 'code=404' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
    },
  },
];

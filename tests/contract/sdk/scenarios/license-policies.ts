import { expect } from 'vitest';
import type { LicensePolicyInput } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

const POLICY_ID = 'b73d983a-2f41-415e-907c-f83fbcc78cf7';
const PERMISSIVE: LicensePolicyInput = {
  name: 'Permissive licenses only',
  description: 'Services we ship to customers may only use permissive licenses.',
  enabled: true,
  severity: 'HIGH',
  allowedLicenses: ['MIT', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', 'ISC'],
  deniedLicenses: ['GPL-3.0-only', 'AGPL-3.0-only', 'SSPL-1.0'],
};

export const scenarios: Scenario[] = [
  {
    name: 'licensePolicies.list reads the account policies',
    run: async ({ client }) => {
      const policies = await client.licensePolicies.list({ uuid: IDS.account });
      expect(policies.length).toBeGreaterThan(0);
      expect(policies[0]).toMatchObject({ id: POLICY_ID, severity: 'HIGH' });
    },
  },
  {
    name: 'licensePolicies.list gives an empty list on 404',
    run: async ({ client }) => {
      expect(await client.licensePolicies.list({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
  {
    name: 'licensePolicies.create sends a policy and reads it back with its id',
    run: async ({ client }) => {
      const policy = await client.licensePolicies.create({ uuid: IDS.account }, PERMISSIVE);
      expect(policy.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(policy.deniedLicenses).toContain('AGPL-3.0-only');
    },
  },
  {
    name: 'licensePolicies.get, update and delete one policy',
    run: async ({ client }) => {
      const params = { uuid: IDS.account, id: POLICY_ID };
      expect((await client.licensePolicies.get(params)).id).toBe(POLICY_ID);
      const updated = await client.licensePolicies.update(params, {
        ...PERMISSIVE,
        severity: 'MEDIUM',
        allowedLicenses: [...(PERMISSIVE.allowedLicenses ?? []), 'MPL-2.0'],
      });
      expect(updated.allowedLicenses).toContain('MPL-2.0');
      expect(await client.licensePolicies.delete(params)).toBeUndefined();
    },
  },
];

import { expect } from 'vitest';
import { DEFAULT_ACCOUNT_UUID } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'accounts.list filters by member e-mail',
    run: async ({ client }) => {
      const accounts = await client.accounts.list({ q: 'member_email=priya.raman@acme-payments.com' });
      expect(Array.isArray(accounts)).toBe(true);
    },
  },
  {
    name: 'accounts.create sends a name and an e-mail',
    run: async ({ client }) => {
      const account = await client.accounts.create({ name: 'Acme Payments', email: 'security@acme-payments.com' });
      expect(account.uuid).toMatch(/^[0-9a-f-]{36}$/);
    },
  },
  {
    name: 'accounts.get reads an account by uuid',
    run: async ({ client }) => {
      expect((await client.accounts.get({ uuid: IDS.account })).uuid).toBeTruthy();
    },
  },
  {
    name: "accounts.get('default') reads the all-default uuid without credentials",
    run: async ({ makeClient }) => {
      // Without auth on the client at all, the mock would refuse any other secured call; this one passes.
      const anonymous = makeClient({ auth: undefined });
      const account = await anonymous.accounts.get(
        { uuid: 'default' },
        { headers: { Prefer: 'example=default-account' } },
      );
      expect(account.uuid).toBe(DEFAULT_ACCOUNT_UUID);
      expect(account.default).toBe(true);
    },
  },
  {
    name: 'accounts.update, delete (with check) and activate',
    run: async ({ client }) => {
      await client.accounts.update({ uuid: IDS.account }, { name: 'Acme Payments Ltd' });
      await client.accounts.delete({ uuid: IDS.account, check: true });
      await client.accounts.activate({ uuid: IDS.account, active: false });
    },
  },
];

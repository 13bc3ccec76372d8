import { expect } from 'vitest';
import type { MonitoringSetup } from '../../../../src/sdk';
import { ApiError } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

const KEY = { site: 'datadoghq.eu', apiKey: '5f2b8c9d1e3a4b6c7d8e9f0a1b2c3d4e' } as const;
// `frequency` is left out: it has a default (daily).
const SETUP: MonitoringSetup = { enabled: true, ...KEY, tags: ['env:production', 'team:payments'] };

export const scenarios: Scenario[] = [
  {
    name: 'monitoring.checkCredentials resolves true on 200, with and without a body',
    run: async ({ client }) => {
      expect(await client.monitoring.checkCredentials({ uuid: IDS.account }, KEY)).toBe(true);
      expect(await client.monitoring.checkCredentials({ uuid: IDS.account })).toBe(true);
    },
  },
  {
    name: "monitoring.checkCredentials on 400 throws 'Credentials not valid'",
    run: async ({ client }) => {
      const error = await client.monitoring
        .checkCredentials({ uuid: IDS.account }, KEY, { headers: { Prefer: 'code=400' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, message: 'Credentials not valid' });
    },
  },
  {
    name: 'monitoring.sendNow reads the sending and its outcome',
    run: async ({ client }) => {
      const delivery = await client.monitoring.sendNow({ uuid: IDS.account });
      expect(delivery).toMatchObject({ trigger: 'manual', status: 'sent' });
    },
  },
  {
    name: 'monitoring.listHistory reads the sendings, and gives an empty list on 404',
    run: async ({ client }) => {
      const history = await client.monitoring.listHistory({ uuid: IDS.account });
      expect(history.length).toBeGreaterThan(0);
      expect(history[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await client.monitoring.listHistory({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })).toEqual(
        [],
      );
    },
  },
  {
    name: 'monitoring.getSetup reads the masked setup, and null on 404',
    run: async ({ client }) => {
      const setup = await client.monitoring.getSetup({ uuid: IDS.account });
      expect(setup).toMatchObject({ enabled: true, site: 'datadoghq.eu' });
      expect(setup?.apiKey.startsWith('*')).toBe(true);
      expect(await client.monitoring.getSetup({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })).toBeNull();
    },
  },
  {
    name: 'monitoring.updateSetup saves a setup and answers it masked',
    run: async ({ client }) => {
      const saved = await client.monitoring.updateSetup({ uuid: IDS.account }, SETUP);
      expect(saved).toMatchObject({ site: SETUP.site, frequency: 'daily' });
      expect(saved.apiKey).not.toBe(SETUP.apiKey);
    },
  },
];

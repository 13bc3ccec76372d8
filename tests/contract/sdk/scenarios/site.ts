import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import type { Scenario } from '../scenario';

const LICENSE = '4c8e2a6f-1b3d-4e5f-9a7c-0d2e4f6a8b1c';

export const scenarios: Scenario[] = [
  {
    name: 'site.getNetwork reports an unreachable upstream as a normal answer',
    run: async ({ client }) => {
      const network = await client.site.getNetwork({ headers: { Prefer: 'example=degraded' } });
      expect(network.online).toBe(false);
      expect(network.upstreams.some((upstream) => !upstream.reachable)).toBe(true);
    },
  },
  {
    name: 'site.getLicense, activateLicense and releaseLicense',
    run: async ({ client }) => {
      const license = await client.site.getLicense();
      expect(license.id).toBe(LICENSE);
      expect((await client.site.activateLicense({ id: license.id })).status).toBe('active');
      expect((await client.site.releaseLicense({ id: license.id })).status).toBe('released');
    },
  },
  {
    name: 'site.getStats reads the site totals',
    run: async ({ client }) => {
      const stats = await client.site.getStats();
      expect(stats.accounts).toBeGreaterThan(0);
      expect(stats.projects).toBeGreaterThan(0);
    },
  },
  {
    name: 'site.checkHealth resolves the body of a healthy service',
    run: async ({ client }) => {
      expect(await client.site.checkHealth({ service: 'core' })).toMatchObject({ service: 'core', status: 'UP' });
    },
  },
  {
    name: "site.checkHealth on 503 throws an ApiError with the body's reason",
    run: async ({ client }) => {
      const error = await client.site
        .checkHealth({ service: 'core' }, { headers: { Prefer: 'code=503' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, message: 'Advisory store unreachable (connection refused)' });
    },
  },
  {
    name: "site.checkHealth on a failure without a reason throws 'Unable to obtain reason for failure'",
    run: async ({ client }) => {
      const error = await client.site
        .checkHealth({ service: 'eras' }, { headers: { Prefer: 'code=404' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, message: 'Unable to obtain reason for failure' });
    },
  },
];

import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

const SECURITY = { uuid: IDS.account, domain: 'security' } as const;
const EXCLUSION_ID = 'f5b2c3d4-6e7f-4a81-9ba2-c3d4e5f60718';

export const scenarios: Scenario[] = [
  {
    name: 'exclusions.list reads a domain, and gives an empty list on 404',
    run: async ({ client }) => {
      const exclusions = await client.exclusions.list(SECURITY);
      expect(exclusions.length).toBeGreaterThan(0);
      expect(exclusions.every((exclusion) => exclusion.domain === 'security')).toBe(true);
      expect(await client.exclusions.list(SECURITY, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
  {
    name: 'exclusions.create excludes an advisory in a domain, and clear empties the domain',
    run: async ({ client }) => {
      const created = await client.exclusions.create(SECURITY, {
        kind: 'advisory',
        name: 'CVE-2024-37890',
        reason: 'Not reachable, the vulnerable WebSocket server is never started.',
      });
      expect(created).toMatchObject({ domain: 'security', kind: 'advisory', name: 'CVE-2024-37890' });
      expect(await client.exclusions.clear({ uuid: IDS.account, domain: 'licensing' })).toBeUndefined();
    },
  },
  {
    name: 'exclusions.add names a scoped npm package in the path (@babel/traverse)',
    run: async ({ client }) => {
      const added = await client.exclusions.add(
        { kind: 'dependency', name: '@babel/traverse' },
        { domain: 'security', reason: 'Build-time only dependency, never shipped to production.' },
      );
      expect(added).toMatchObject({ kind: 'dependency', name: '@babel/traverse' });
    },
  },
  {
    name: 'exclusions.add accepts a Maven coordinate with a colon',
    run: async ({ client }) => {
      const added = await client.exclusions.add(
        { kind: 'dependency', name: 'org.apache.logging.log4j:log4j-core' },
        { domain: 'security' },
      );
      expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    },
  },
  {
    name: 'exclusions.delete removes one exclusion by kind, encoded name and id',
    run: async ({ client }) => {
      expect(
        await client.exclusions.delete({ kind: 'dependency', name: '@babel/traverse', id: EXCLUSION_ID }),
      ).toBeUndefined();
    },
  },
];

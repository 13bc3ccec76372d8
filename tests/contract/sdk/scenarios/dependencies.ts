import { expect } from 'vitest';
import type { Scenario } from '../scenario';

// A scoped npm name: the `/` and `@` must reach the server encoded once, as one path segment.
const BABEL = { language: 'npm', name: '@babel/traverse', version: '7.22.5' } as const;

export const scenarios: Scenario[] = [
  {
    name: 'dependencies.get reads a scoped npm package with its versions between two dates',
    run: async ({ client }) => {
      const details = await client.dependencies.get({ ...BABEL, from: '2023-06-01', to: '2023-12-31' });
      expect(details.name).toBe('@babel/traverse');
      expect(details.vulnerabilities?.[0]?.id).toBe('CVE-2023-45133');
      expect(details.versions?.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'dependencies.getNextSafeVersion finds the release that fixes the vulnerability',
    run: async ({ client }) => {
      const next = await client.dependencies.getNextSafeVersion(BABEL);
      expect(next.currentVersion).toBe('7.22.5');
      expect(next.fixes).toContain('CVE-2023-45133');
    },
  },
  {
    name: 'dependencies.getRegistryWebUrl links to the registry page',
    run: async ({ client }) => {
      const { url } = await client.dependencies.getRegistryWebUrl(BABEL);
      expect(url).toContain('@babel/traverse');
    },
  },
  {
    name: 'dependencies.get reaches the mock with Maven group:artifact coordinates',
    run: async ({ client }) => {
      const details = await client.dependencies.get({
        language: 'maven',
        name: 'org.apache.logging.log4j:log4j-core',
        version: '2.14.1',
      });
      expect(details.version).toBeTruthy();
    },
  },
];

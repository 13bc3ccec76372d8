import { expect } from 'vitest';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'languages.list lists every supported language with its tools',
    run: async ({ client }) => {
      const languages = await client.languages.list();
      expect(languages.map((language) => language.id)).toContain('java');
    },
  },
  {
    name: 'languages.list filtered by tool keeps the languages that tool handles',
    run: async ({ client }) => {
      const languages = await client.languages.list({ tool: 'gradle' }, { headers: { Prefer: 'example=gradle' } });
      expect(languages.length).toBeGreaterThan(0);
      expect(languages.every((language) => language.tools?.includes('gradle'))).toBe(true);
    },
  },
  {
    name: 'languages.listComponentpedia lists language identifiers',
    run: async ({ client }) => {
      const languages = await client.languages.listComponentpedia();
      expect(languages).toContain('java');
    },
  },
  {
    name: 'languages.listScopes lists the dependency scopes with their languages',
    run: async ({ client }) => {
      const scopes = await client.languages.listScopes();
      expect(scopes.length).toBeGreaterThan(0);
      expect(scopes[0]?.languages.length).toBeGreaterThan(0);
    },
  },
];

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createClient, InvalidArgumentError } from '../../../src/sdk';
import { ADVISORY_DEFAULT_LIMIT, ADVISORY_DEFAULT_OFFSET } from '../../../src/sdk/resources/advisories';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const MISSING = new InvalidArgumentError('Some parameters necessary for the request are missing.');
const PAGE = { total: 0, limit: 20, offset: 0, advisories: [] };

function setup() {
  const { fetch, requests } = stubFetch(jsonResponse(PAGE));
  return { requests, advisories: createClient({ baseUrl: BASE_URL, fetch, auth }).advisories };
}

interface Parameter {
  name: string;
  schema?: { default?: unknown };
}

describe('advisories', () => {
  it("the default limit and offset are the document's defaults", async () => {
    const document = parse(readFileSync(new URL('../../../generated/openapi.yaml', import.meta.url), 'utf8'), {
      maxAliasCount: -1,
    });
    const parameters: Parameter[] = document.paths['/api/v1/vulns/{language}'].get.parameters;
    const defaultOf = (name: string) => parameters.find((parameter) => parameter.name === name)?.schema?.default;
    expect(ADVISORY_DEFAULT_LIMIT).toBe(defaultOf('limit'));
    expect(ADVISORY_DEFAULT_OFFSET).toBe(defaultOf('offset'));
  });

  it('list always sends limit and offset: the defaults when the caller gives none', async () => {
    const { advisories, requests } = setup();
    await advisories.list({ language: 'npm' });
    expect(requests[0]?.url.pathname).toBe('/api/v1/vulns/npm');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      limit: String(ADVISORY_DEFAULT_LIMIT),
      offset: String(ADVISORY_DEFAULT_OFFSET),
    });
  });

  it("list keeps the caller's limit and offset, and passes the filters through", async () => {
    const { advisories, requests } = setup();
    await advisories.list({
      language: 'maven',
      limit: 50,
      offset: 100,
      severity: 'CRITICAL',
      query: 'log4j',
      package: 'org.apache.logging.log4j:log4j-core',
      publishedSince: '2021-01-01',
    });
    expect(requests[0]?.url.pathname).toBe('/api/v1/vulns/maven');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      limit: '50',
      offset: '100',
      severity: 'CRITICAL',
      query: 'log4j',
      package: 'org.apache.logging.log4j:log4j-core',
      publishedSince: '2021-01-01',
    });
  });

  it('list with only an offset still sends the default limit', async () => {
    const { advisories, requests } = setup();
    await advisories.list({ language: 'npm', offset: 40 });
    expect(requests[0]?.url.searchParams.get('limit')).toBe(String(ADVISORY_DEFAULT_LIMIT));
    expect(requests[0]?.url.searchParams.get('offset')).toBe('40');
  });

  it("list needs the ecosystem: 'Some parameters necessary for the request are missing.'", async () => {
    const { advisories, requests } = setup();
    await expect(() => advisories.list({ language: undefined as never })).rejects.toThrow(MISSING);
    await expect(() => advisories.list(undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('get reads /api/v1/vulns/{language}/{id} and needs both', async () => {
    const { advisories, requests } = setup();
    await expect(() => advisories.get({ language: 'npm', id: '' })).rejects.toThrow(MISSING);
    await expect(() => advisories.get({ language: undefined as never, id: 'MET-2024-0412' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
    await advisories.get({ language: 'npm', id: 'MET-2024-0412' });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/v1/vulns/npm/MET-2024-0412');
  });
});

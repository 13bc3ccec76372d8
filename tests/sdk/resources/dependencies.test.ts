import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const MISSING = 'Some parameters necessary for the request are missing.';

/** The path exactly as it went on the wire (URL.pathname keeps percent-escapes as sent). */
const rawPath = (request: { url: URL } | undefined) => request?.url.pathname;

describe('dependencies', () => {
  it(`language, name and version are required by every call: '${MISSING}', and nothing is sent`, async () => {
    const { client, requests } = clientWith();
    const full = { language: 'npm' as const, name: '@angular/core', version: '17.3.1' };
    const incomplete = [
      { ...full, language: undefined as never },
      { ...full, name: '' },
      { ...full, version: ' ' },
      undefined as never,
    ];
    for (const params of incomplete) {
      await expect(() => client.dependencies.get(params)).rejects.toThrow(new InvalidArgumentError(MISSING));
      await expect(() => client.dependencies.getNextSafeVersion(params)).rejects.toThrow(MISSING);
      await expect(() => client.dependencies.getRegistryWebUrl(params)).rejects.toThrow(MISSING);
    }
    expect(requests).toHaveLength(0);
  });

  it('a scoped npm name (@angular/core) is percent-encoded exactly once, as one path segment', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.dependencies.get({ language: 'npm', name: '@angular/core', version: '17.3.1' });
    expect(rawPath(requests[0])).toBe('/api/v1/dependency/npm/%40angular%2Fcore/17.3.1');
    expect(requests[0]?.url.href).not.toContain('%25');
  });

  it('Maven coordinates (group:artifact) keep their colon, encoded once', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.dependencies.getNextSafeVersion({
      language: 'maven',
      name: 'org.apache.logging.log4j:log4j-core',
      version: '2.14.1',
    });
    expect(rawPath(requests[0])).toBe('/api/v1/dependency/maven/org.apache.logging.log4j%3Alog4j-core/2.14.1/next');
    expect(decodeURIComponent(rawPath(requests[0])?.split('/')[5] ?? '')).toBe('org.apache.logging.log4j:log4j-core');
  });

  it('a version with + or / is encoded as one segment', async () => {
    const { client, requests } = clientWith(jsonResponse({ url: 'https://example.test' }));
    await client.dependencies.getRegistryWebUrl({
      language: 'go',
      name: 'golang.org/x/net',
      version: 'v0.0.0+incompatible',
    });
    expect(rawPath(requests[0])).toBe(
      '/api/v1/components/go/golang.org%2Fx%2Fnet/v0.0.0%2Bincompatible/registryWebUrl',
    );
  });

  it('get sends the from and to dates as query parameters, and only those', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.dependencies.get({
      language: 'npm',
      name: '@babel/traverse',
      version: '7.22.5',
      from: '2023-06-01',
      to: '2023-12-31',
    });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.search).toBe('?from=2023-06-01&to=2023-12-31');
  });

  it('get without dates sends no query string', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.dependencies.get({ language: 'pypi', name: 'requests', version: '2.31.0' });
    expect(requests[0]?.url.search).toBe('');
  });

  it('getNextSafeVersion throws an ApiError on 404 (no safe later version)', async () => {
    const { client } = clientWith(jsonResponse({ message: 'No safe version' }, 404));
    await expect(
      client.dependencies.getNextSafeVersion({ language: 'npm', name: 'left-pad', version: '1.0.0' }),
    ).rejects.toMatchObject({ status: 404, message: 'No safe version' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };

describe('languages', () => {
  it('list without a tool sends no query', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([{ id: 'java', name: 'Java' }]));
    await createClient({ baseUrl: BASE_URL, fetch, auth }).languages.list();
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/v1/admin/core/languages');
    expect(requests[0]?.url.search).toBe('');
  });

  it('list with a tool sends ?tool=', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([{ id: 'kotlin', name: 'Kotlin', tools: ['gradle'] }]));
    const languages = await createClient({ baseUrl: BASE_URL, fetch, auth }).languages.list({ tool: 'gradle' });
    expect(requests[0]?.url.searchParams.get('tool')).toBe('gradle');
    expect(languages[0]?.id).toBe('kotlin');
  });

  it('listComponentpedia reads /api/v1/componentpedia/supported_languages', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(['java', 'rust']));
    expect(await createClient({ baseUrl: BASE_URL, fetch, auth }).languages.listComponentpedia()).toEqual([
      'java',
      'rust',
    ]);
    expect(requests[0]?.url.pathname).toBe('/api/v1/componentpedia/supported_languages');
  });

  it('listScopes reads /api/v1/admin/core/scopes', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([{ name: 'compile', languages: ['java'] }]));
    await createClient({ baseUrl: BASE_URL, fetch, auth }).languages.listScopes();
    expect(requests[0]?.url.pathname).toBe('/api/v1/admin/core/scopes');
  });

  it('a status other than 200 throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(createClient({ baseUrl: BASE_URL, fetch, auth }).languages.listScopes()).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

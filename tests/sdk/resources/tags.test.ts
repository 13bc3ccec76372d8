import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const TAG_ID = 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80';
const PROJECT = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';
const MISSING = 'Some parameters necessary for the request are missing.';
const TAG = { id: TAG_ID, name: 'pci', color: '#b3261e', projects: [PROJECT] };

describe('tags', () => {
  it("list reads GET /api/v1/accounts/me/tags (the caller's own account)", async () => {
    const { client, requests } = clientWith(jsonResponse([TAG]));
    await expect(client.tags.list()).resolves.toEqual([TAG]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/v1/accounts/me/tags');
  });

  it('list resolves an empty list on 404', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Not Found' }, 404));
    await expect(client.tags.list()).resolves.toEqual([]);
  });

  it('list throws an ApiError on any other failure status', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(client.tags.list()).rejects.toMatchObject({ status: 403 });
  });

  it('create POSTs the tag as JSON to /api/v1/accounts/me/tags', async () => {
    const { client, requests } = clientWith(jsonResponse(TAG));
    const body = { name: 'pci', color: '#b3261e', projects: [PROJECT] };
    await expect(client.tags.create(body)).resolves.toEqual(TAG);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/accounts/me/tags');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(body);
  });

  it('update POSTs to /api/v1/accounts/me/tags/{id} and delete sends DELETE there', async () => {
    const { client, requests } = clientWith(jsonResponse(TAG), new Response(null, { status: 200 }));
    await client.tags.update({ id: TAG_ID }, { name: 'pci', projects: [PROJECT] });
    await expect(client.tags.delete({ id: TAG_ID })).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST /api/v1/accounts/me/tags/${TAG_ID}`,
      `DELETE /api/v1/accounts/me/tags/${TAG_ID}`,
    ]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ name: 'pci', projects: [PROJECT] });
  });

  it(`create and update need a name, update and delete an id: '${MISSING}', and nothing is sent`, async () => {
    const { client, requests } = clientWith();
    await expect(() => client.tags.create({ name: '' })).rejects.toThrow(new InvalidArgumentError(MISSING));
    await expect(() => client.tags.create(undefined as never)).rejects.toThrow(MISSING);
    await expect(() => client.tags.update({ id: TAG_ID }, { name: ' ' })).rejects.toThrow(MISSING);
    await expect(() => client.tags.update({ id: '' }, { name: 'pci' })).rejects.toThrow(MISSING);
    await expect(() => client.tags.delete({ id: undefined as never })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });
});

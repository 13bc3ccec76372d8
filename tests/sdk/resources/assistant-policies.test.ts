import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const SYSID = 'isaac.vulnerabilities.autofix';
const POLICY = { sysid: SYSID, enabled: true, severity: 'HIGH' as const, tags: ['payments', 'pci'] };
const MISSING = new InvalidArgumentError('Some parameters necessary for the request are missing.');

describe('assistantPolicies', () => {
  it('list reads /api/v1/isaac/me/policies', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([POLICY]));
    expect(await createClient({ baseUrl: BASE_URL, fetch, auth }).assistantPolicies.list()).toEqual([POLICY]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/v1/isaac/me/policies');
  });

  it('update POSTs enabled, severity and tags together to the policy, and nothing else', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(POLICY));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    // A policy read from list carries display fields; only the three writable ones are sent.
    const listed = { ...POLICY, name: 'Open fix pull requests', description: 'Opens a pull request.' };
    await client.assistantPolicies.update({ sysid: SYSID }, listed);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/isaac/me/policies/${SYSID}`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ enabled: true, severity: 'HIGH', tags: ['payments', 'pci'] });
  });

  it('update accepts enabled false and an empty tag list', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ ...POLICY, enabled: false, tags: [] }));
    await createClient({ baseUrl: BASE_URL, fetch, auth }).assistantPolicies.update(
      { sysid: SYSID },
      { enabled: false, severity: 'LOW', tags: [] },
    );
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ enabled: false, severity: 'LOW', tags: [] });
  });

  it("update needs the sysid and all three fields: 'Some parameters necessary for the request are missing.'", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    const body = { enabled: true, severity: 'HIGH' as const, tags: [] };
    await expect(() => client.assistantPolicies.update({ sysid: '' }, body)).rejects.toThrow(MISSING);
    await expect(() =>
      client.assistantPolicies.update({ sysid: SYSID }, { ...body, enabled: undefined as never }),
    ).rejects.toThrow(MISSING);
    await expect(() =>
      client.assistantPolicies.update({ sysid: SYSID }, { ...body, severity: undefined as never }),
    ).rejects.toThrow(MISSING);
    await expect(() =>
      client.assistantPolicies.update({ sysid: SYSID }, { ...body, tags: undefined as never }),
    ).rejects.toThrow(MISSING);
    await expect(() => client.assistantPolicies.update({ sysid: SYSID }, undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('update refused with 403 throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Forbidden' }, 403));
    const update = createClient({ baseUrl: BASE_URL, fetch, auth }).assistantPolicies.update({ sysid: SYSID }, POLICY);
    await expect(update).rejects.toBeInstanceOf(ApiError);
    await expect(update).rejects.toMatchObject({ status: 403 });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/sdk';
import type { LicensePolicyInput } from '../../../src/sdk/resources/license-policies';
import { clientOn } from '../support/clients';
import { expectRefused } from '../support/refusals';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const POLICY_ID = 'b73d983a-2f41-415e-907c-f83fbcc78cf7';
const INPUT: LicensePolicyInput = {
  name: 'Permissive licenses only',
  severity: 'HIGH',
  allowedLicenses: ['MIT', 'Apache-2.0'],
  deniedLicenses: ['AGPL-3.0-only'],
};
const POLICY = { id: POLICY_ID, enabled: true, ...INPUT };
const MISSING = 'Some parameters necessary for the request are missing.';

describe('licensePolicies', () => {
  it('list reads GET /api/v1/accounts/{uuid}/policies/licenses', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([POLICY]));
    expect(await clientOn(fetch).licensePolicies.list({ uuid: ACCOUNT })).toEqual([POLICY]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/policies/licenses`);
  });

  it('list gives an empty list on 404', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Not found' }, 404));
    expect(await clientOn(fetch).licensePolicies.list({ uuid: ACCOUNT })).toEqual([]);
  });

  it('list throws an ApiError on any other failure', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(clientOn(fetch).licensePolicies.list({ uuid: ACCOUNT })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('create POSTs the policy as JSON and answers the stored policy', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(POLICY));
    expect(await clientOn(fetch).licensePolicies.create({ uuid: ACCOUNT }, INPUT)).toEqual(POLICY);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/policies/licenses`);
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(INPUT);
  });

  it('update POSTs the whole policy to .../licenses/{id}', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(POLICY));
    await clientOn(fetch).licensePolicies.update({ uuid: ACCOUNT, id: POLICY_ID }, INPUT);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/policies/licenses/${POLICY_ID}`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(INPUT);
  });

  it('get reads one policy, and a 404 there throws an ApiError rather than giving null', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(POLICY), jsonResponse({ message: 'No policy' }, 404));
    const policies = clientOn(fetch).licensePolicies;
    expect(await policies.get({ uuid: ACCOUNT, id: POLICY_ID })).toEqual(POLICY);
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/policies/licenses/${POLICY_ID}`);
    const error = await policies.get({ uuid: ACCOUNT, id: POLICY_ID }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('delete sends DELETE .../licenses/{id} and resolves with no value', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    expect(await clientOn(fetch).licensePolicies.delete({ uuid: ACCOUNT, id: POLICY_ID })).toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/policies/licenses/${POLICY_ID}`);
  });

  it("every call without an account uuid throws 'No account has been specified' and sends nothing", async () => {
    const { fetch, requests } = stubFetch();
    const policies = clientOn(fetch).licensePolicies;
    const message = 'No account has been specified';
    await expectRefused(() => policies.list({ uuid: '' }), message);
    await expectRefused(() => policies.create({ uuid: ' ' }, INPUT), message);
    await expectRefused(() => policies.get({ uuid: undefined as never, id: POLICY_ID }), message);
    await expectRefused(() => policies.update({ uuid: '', id: POLICY_ID }, INPUT), message);
    await expectRefused(() => policies.delete({ uuid: '', id: POLICY_ID }), message);
    expect(requests).toHaveLength(0);
  });

  it('a missing policy id or a body without name or severity throws the missing-parameters message', async () => {
    const { fetch, requests } = stubFetch();
    const policies = clientOn(fetch).licensePolicies;
    await expectRefused(() => policies.get({ uuid: ACCOUNT, id: '' }), MISSING);
    await expectRefused(() => policies.update({ uuid: ACCOUNT, id: undefined as never }, INPUT), MISSING);
    await expectRefused(() => policies.delete({ uuid: ACCOUNT, id: ' ' }), MISSING);
    await expectRefused(() => policies.create({ uuid: ACCOUNT }, { ...INPUT, name: '' }), MISSING);
    await expectRefused(() => policies.create({ uuid: ACCOUNT }, { name: 'x' } as never), MISSING);
    await expectRefused(() => policies.update({ uuid: ACCOUNT, id: POLICY_ID }, undefined as never), MISSING);
    expect(requests).toHaveLength(0);
  });
});

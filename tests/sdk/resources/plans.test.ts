import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const MISSING = 'Some parameters necessary for the request are missing.';

describe('plans', () => {
  it('getIllustration reads /plans/{name}-plan-illustration.json, outside /api, and answers it unchanged', async () => {
    const illustration = { v: '5.7.4', fr: 30, layers: [{ nm: 'enterprise' }] };
    const { fetch, requests } = stubFetch(jsonResponse(illustration));
    const answer = await createClient({ baseUrl: BASE_URL, fetch }).plans.getIllustration({ name: 'enterprise' });
    expect(answer).toEqual(illustration);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/plans/enterprise-plan-illustration.json');
  });

  it('getIllustration encodes an awkward plan name once', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}));
    await createClient({ baseUrl: BASE_URL, fetch }).plans.getIllustration({ name: 'team/2026 beta' as never });
    expect(requests[0]?.url.pathname).toBe('/plans/team%2F2026%20beta-plan-illustration.json');
  });

  it('getIllustration needs a plan name: the missing-parameters message, nothing sent', async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    await expect(() => client.plans.getIllustration({ name: '' as never })).rejects.toThrow(
      new InvalidArgumentError(MISSING),
    );
    await expect(() => client.plans.getIllustration(undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('getIllustration of an unknown plan (404) throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Not Found' }, 404));
    await expect(
      createClient({ baseUrl: BASE_URL, fetch }).plans.getIllustration({ name: 'starter' }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('assign posts the plan name as the name query of the account', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await createClient({ baseUrl: BASE_URL, fetch }).plans.assign({ uuid: ACCOUNT, name: 'enterprise' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/plan`);
    expect(requests[0]?.url.search).toBe('?name=enterprise');
  });

  it("assign needs the account ('No account has been specified') and the plan name (missing-parameters message)", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    await expect(() => client.plans.assign({ uuid: ' ', name: 'team' })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    await expect(() => client.plans.assign({ uuid: ACCOUNT, name: undefined as never })).rejects.toThrow(
      new InvalidArgumentError(MISSING),
    );
    expect(requests).toHaveLength(0);
  });

  it('list reads the plans from the site administration path', async () => {
    const plans = [{ name: 'enterprise', features: ['teams'] }];
    const { fetch, requests } = stubFetch(jsonResponse(plans));
    expect(await createClient({ baseUrl: BASE_URL, fetch }).plans.list()).toEqual(plans);
    expect(requests[0]?.url.pathname).toBe('/api/v1/admin/ag/plans');
  });
});

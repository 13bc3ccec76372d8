import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/sdk';
import type { MonitoringSetup } from '../../../src/sdk/resources/monitoring';
import { clientOn } from '../support/clients';
import { expectRefused } from '../support/refusals';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const PREFIX = `/api/v1/integrations/datadog/accounts/${ACCOUNT}`;
const KEY = { site: 'datadoghq.eu', apiKey: '5f2b8c9d1e3a4b6c7d8e9f0a1b2c3d4e' } as const;
const SETUP: MonitoringSetup = { enabled: true, ...KEY, frequency: 'daily', tags: ['env:production'] };
const REFUSED = {
  message: 'Datadog answered 403 Forbidden: API key is invalid for site datadoghq.eu',
  error: 'Bad Request',
  status: 400,
};

describe('monitoring', () => {
  it('checkCredentials resolves true on 200, sending the key as JSON', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    expect(await clientOn(fetch).monitoring.checkCredentials({ uuid: ACCOUNT }, KEY)).toBe(true);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`${PREFIX}/credentials-check`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(KEY);
  });

  it("checkCredentials on 400 throws an ApiError whose message is exactly 'Credentials not valid'", async () => {
    const { fetch } = stubFetch(jsonResponse(REFUSED, 400));
    const error = await clientOn(fetch)
      .monitoring.checkCredentials({ uuid: ACCOUNT }, KEY)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Credentials not valid');
    expect(error).toMatchObject({ status: 400, body: REFUSED, method: 'POST', path: `${PREFIX}/credentials-check` });
  });

  it("checkCredentials keeps the server's message for other failures", async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Forbidden for this role' }, 403));
    const error = await clientOn(fetch)
      .monitoring.checkCredentials({ uuid: ACCOUNT })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden for this role' });
  });

  it('checkCredentials without a body checks the stored key and sends no body', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    expect(await clientOn(fetch).monitoring.checkCredentials({ uuid: ACCOUNT })).toBe(true);
    expect(requests[0]?.body).toBeNull();
  });

  it('sendNow POSTs to .../send-now and answers the sending, even a failed one', async () => {
    const failed = { id: '2f60f615-1f02-495d-9ea4-8920ef46b3ea', trigger: 'manual', status: 'failed' };
    const { fetch, requests } = stubFetch(jsonResponse(failed));
    expect(await clientOn(fetch).monitoring.sendNow({ uuid: ACCOUNT })).toEqual(failed);
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`POST ${PREFIX}/send-now`);
  });

  it('listHistory reads .../history and gives an empty list on 404', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ message: 'Not found' }, 404));
    expect(await clientOn(fetch).monitoring.listHistory({ uuid: ACCOUNT })).toEqual([]);
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`GET ${PREFIX}/history`);
  });

  it('getSetup answers the setup, and null on 404 when the account has none', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(SETUP), jsonResponse({ message: 'Not found' }, 404));
    const monitoring = clientOn(fetch).monitoring;
    expect(await monitoring.getSetup({ uuid: ACCOUNT })).toEqual(SETUP);
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`GET ${PREFIX}/setup`);
    expect(await monitoring.getSetup({ uuid: ACCOUNT })).toBeNull();
  });

  it('updateSetup POSTs the setup, a disabled one included (false is not a missing value)', async () => {
    const disabled = { ...SETUP, enabled: false };
    const { fetch, requests } = stubFetch(jsonResponse(disabled));
    await clientOn(fetch).monitoring.updateSetup({ uuid: ACCOUNT }, disabled);
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`POST ${PREFIX}/setup`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(disabled);
  });

  it("every call without an account uuid throws 'No account uuid has been specified' and sends nothing", async () => {
    const { fetch, requests } = stubFetch();
    const monitoring = clientOn(fetch).monitoring;
    const message = 'No account uuid has been specified';
    await expectRefused(() => monitoring.checkCredentials({ uuid: '' }, KEY), message);
    await expectRefused(() => monitoring.sendNow({ uuid: ' ' }), message);
    await expectRefused(() => monitoring.listHistory({ uuid: undefined as never }), message);
    await expectRefused(() => monitoring.getSetup(undefined as never), message);
    await expectRefused(() => monitoring.updateSetup({ uuid: '' }, SETUP), message);
    expect(requests).toHaveLength(0);
  });

  it('a key or setup without its required fields throws the missing-parameters message and sends nothing', async () => {
    const { fetch, requests } = stubFetch();
    const monitoring = clientOn(fetch).monitoring;
    const message = 'Some parameters necessary for the request are missing.';
    await expectRefused(
      () => monitoring.checkCredentials({ uuid: ACCOUNT }, { site: 'datadoghq.eu' } as never),
      message,
    );
    await expectRefused(() => monitoring.updateSetup({ uuid: ACCOUNT }, { ...SETUP, apiKey: '' }), message);
    await expectRefused(
      () => monitoring.updateSetup({ uuid: ACCOUNT }, { ...SETUP, enabled: undefined as never }),
      message,
    );
    expect(requests).toHaveLength(0);
  });
});

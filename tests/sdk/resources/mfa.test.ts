import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const MEMBER = '9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
const MEMBER_PATH = `/api/v1/accounts/me/members/${MEMBER}/properties/mfa`;
const MISSING = new InvalidArgumentError('Some parameters necessary for the request are missing.');
const SETTINGS = { enabled: true, methods: ['sms' as const], preferred: 'sms' as const, phone: '+14155550142' };

function setup(...replies: Response[]) {
  const { fetch, requests } = stubFetch(...replies);
  return { requests, mfa: createClient({ baseUrl: BASE_URL, fetch, auth }).mfa };
}

describe('mfa', () => {
  it('getMemberSettings answers null on 404', async () => {
    const { mfa, requests } = setup(jsonResponse({ message: 'Not Found' }, 404));
    expect(await mfa.getMemberSettings({ id: MEMBER })).toBeNull();
    expect(requests[0]?.url.pathname).toBe(MEMBER_PATH);
  });

  it('getMemberSettings returns the settings on 200 and fails on other statuses', async () => {
    const read = setup(jsonResponse(SETTINGS));
    expect(await read.mfa.getMemberSettings({ id: MEMBER })).toEqual(SETTINGS);
    const refused = setup(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(refused.mfa.getMemberSettings({ id: MEMBER })).rejects.toBeInstanceOf(ApiError);
  });

  it("the member settings need the member id: 'Some parameters necessary for the request are missing.'", async () => {
    const { mfa, requests } = setup();
    await expect(() => mfa.getMemberSettings({ id: '' })).rejects.toThrow(MISSING);
    await expect(() => mfa.updateMemberSettings({ id: undefined as never }, SETTINGS)).rejects.toThrow(MISSING);
    await expect(() =>
      mfa.updateMemberSettings({ id: MEMBER }, { ...SETTINGS, enabled: undefined as never }),
    ).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('updateMemberSettings POSTs the settings without the read-only updatedAt', async () => {
    const { mfa, requests } = setup(jsonResponse({ ...SETTINGS, updatedAt: '2026-11-03T10:20:44Z' }));
    await mfa.updateMemberSettings({ id: MEMBER }, { ...SETTINGS, enabled: false, updatedAt: '2026-09-14T08:21:05Z' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(MEMBER_PATH);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ ...SETTINGS, enabled: false });
  });

  it('validate POSTs the code to /validate/{kind}, with ?isSetup=true only when asked', async () => {
    const { mfa, requests } = setup(jsonResponse({ kind: 'sms', validatedAt: '2026-11-03T10:05:31Z' }));
    await mfa.validate({ kind: 'sms', isSetup: true }, { totp: '482913' });
    await mfa.validate({ kind: 'app' }, { totp: '482913' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/mfa/validate/sms');
    expect(requests[0]?.url.searchParams.get('isSetup')).toBe('true');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ totp: '482913' });
    expect(requests[1]?.url.pathname).toBe('/api/v1/mfa/validate/app');
    expect(requests[1]?.url.search).toBe('');
  });

  it("validate needs the kind and the code: 'Some parameters necessary for the request are missing.'", async () => {
    const { mfa, requests } = setup();
    await expect(() => mfa.validate({ kind: undefined as never }, { totp: '482913' })).rejects.toThrow(MISSING);
    await expect(() => mfa.validate({ kind: 'sms' }, { totp: '' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('authenticateSms POSTs the phone and needs it', async () => {
    const { mfa, requests } = setup(jsonResponse({ maskedPhone: '+1*******0142', expiresAt: '2026-11-03T10:15:00Z' }));
    await expect(() => mfa.authenticateSms({ phone: '' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
    await mfa.authenticateSms({ phone: '+14155550142' });
    expect(requests[0]?.url.pathname).toBe('/api/v1/mfa/authenticate/sms');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ phone: '+14155550142' });
  });

  it('scratch codes are read, generated and deleted on /api/v1/mfa/scratch-codes', async () => {
    const codes = { codes: ['7kq2-m9xd'], remaining: 1 };
    const { mfa, requests } = setup(jsonResponse(codes), jsonResponse(codes), new Response(null, { status: 200 }));
    expect(await mfa.listScratchCodes()).toEqual(codes);
    expect(await mfa.generateScratchCodes()).toEqual(codes);
    await expect(mfa.deleteScratchCodes()).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/mfa/scratch-codes',
      'POST /api/v1/mfa/scratch-codes',
      'DELETE /api/v1/mfa/scratch-codes',
    ]);
  });

  it('the authenticator app: status, initialize and deactivate', async () => {
    const { mfa, requests } = setup(jsonResponse({ status: 'disabled', activatedAt: null }));
    await mfa.getAppStatus();
    await mfa.initializeApp();
    await mfa.deactivateApp();
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/mfa/app/status',
      'POST /api/v1/mfa/app/initialize',
      'POST /api/v1/mfa/app/deactivate',
    ]);
  });
});

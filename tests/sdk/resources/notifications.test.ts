import { describe, expect, it } from 'vitest';
import { createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const TEAM = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const MISSING = new InvalidArgumentError('Some parameters necessary for the request are missing.');
const EMAIL_INVALID = new InvalidArgumentError('Email address invalid or missing');
const MAIL = {
  subject: 'Weekly security digest',
  content: 'payments-api has 3 critical vulnerabilities.',
  recepients: ['security@acme-payments.com', 'priya.raman@acme-payments.com'],
};

function setup(...replies: Response[]) {
  const { fetch, requests } = stubFetch(...replies);
  return { requests, notifications: createClient({ baseUrl: BASE_URL, fetch, auth }).notifications };
}

describe('notifications', () => {
  it('sendTest POSTs ?type=&team= with no body', async () => {
    const { notifications, requests } = setup(new Response(null, { status: 200 }));
    await expect(notifications.sendTest({ type: 'slack', team: TEAM })).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/notifications/notify_test');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({ type: 'slack', team: TEAM });
    expect(requests[0]?.body).toBeNull();
  });

  it("sendTest needs a type and a team: 'Some parameters necessary for the request are missing.'", async () => {
    const { notifications, requests } = setup();
    await expect(() => notifications.sendTest({ type: undefined as never, team: TEAM })).rejects.toThrow(MISSING);
    await expect(() => notifications.sendTest({ type: 'email', team: '' })).rejects.toThrow(MISSING);
    await expect(() => notifications.sendTest(undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('sendTest refuses a type other than email or slack, before sending', async () => {
    const { notifications, requests } = setup();
    for (const type of ['sms', 'Email', 'SLACK']) {
      await expect(() => notifications.sendTest({ type: type as 'email', team: TEAM })).rejects.toThrow(
        InvalidArgumentError,
      );
    }
    expect(requests).toHaveLength(0);
  });

  it('sendEmail POSTs subject, content and recepients (the spec spelling)', async () => {
    const { notifications, requests } = setup(new Response(null, { status: 200 }));
    await notifications.sendEmail(MAIL);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/notifications/send_email');
    const sent = JSON.parse(requests[0]?.body ?? '');
    expect(sent).toEqual(MAIL);
    expect(Object.keys(sent)).toContain('recepients');
  });

  it("sendEmail refuses an invalid or missing address: 'Email address invalid or missing', nothing sent", async () => {
    const { notifications, requests } = setup();
    const invalid = [
      ['security@acme-payments.com', 'not-an-address'],
      ['security@acme-payments.com', ''],
      ['priya raman@acme-payments.com'],
      [],
      undefined as never,
    ];
    for (const recepients of invalid) {
      await expect(() => notifications.sendEmail({ ...MAIL, recepients })).rejects.toThrow(EMAIL_INVALID);
    }
    expect(requests).toHaveLength(0);
  });

  it("sendEmail needs a subject and content: 'Some parameters necessary for the request are missing.'", async () => {
    const { notifications, requests } = setup();
    await expect(() => notifications.sendEmail({ ...MAIL, subject: '' })).rejects.toThrow(MISSING);
    await expect(() => notifications.sendEmail({ ...MAIL, content: undefined as never })).rejects.toThrow(MISSING);
    await expect(() => notifications.sendEmail(undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('getConfig and getSlackLockRentalTime read their paths', async () => {
    const { notifications, requests } = setup(jsonResponse({ seconds: 300 }));
    await notifications.getConfig();
    expect((await notifications.getSlackLockRentalTime()).seconds).toBe(300);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/notifications/config',
      'GET /api/v2/notifications/slack/locks/rentalTime',
    ]);
  });

  it('getSlackInfo sends ?ticket= and needs it', async () => {
    const { notifications, requests } = setup(jsonResponse({ ticket: 't-1', workspace: { id: 'T1', name: 'Acme' } }));
    await expect(() => notifications.getSlackInfo({ ticket: '' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
    await notifications.getSlackInfo({ ticket: 't-1' });
    expect(requests[0]?.url.pathname).toBe('/api/v2/notifications/slack/info');
    expect(requests[0]?.url.searchParams.get('ticket')).toBe('t-1');
  });

  it('borrowSlackLock POSTs ?teamUuid=&state= and needs both', async () => {
    const { notifications, requests } = setup(jsonResponse({ teamUuid: TEAM, locked: true }));
    await expect(() => notifications.borrowSlackLock({ teamUuid: TEAM, state: '' })).rejects.toThrow(MISSING);
    await expect(() => notifications.borrowSlackLock({ teamUuid: undefined as never, state: 's' })).rejects.toThrow(
      MISSING,
    );
    expect(requests).toHaveLength(0);
    await notifications.borrowSlackLock({ teamUuid: TEAM, state: 'c2xhY2s' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v2/notifications/slack/locks/borrow');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({ teamUuid: TEAM, state: 'c2xhY2s' });
  });

  it('getSlackLockStatus sends ?team= and needs it', async () => {
    const { notifications, requests } = setup(jsonResponse({ teamUuid: TEAM, locked: false }));
    await expect(() => notifications.getSlackLockStatus({ team: ' ' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
    await notifications.getSlackLockStatus({ team: TEAM });
    expect(requests[0]?.url.pathname).toBe('/api/v2/notifications/slack/locks/status');
    expect(requests[0]?.url.searchParams.get('team')).toBe(TEAM);
  });
});

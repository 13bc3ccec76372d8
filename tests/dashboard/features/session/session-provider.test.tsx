import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/dashboard/features/session/session-provider';
import { TOKEN_STORAGE_KEY } from '@/dashboard/features/session/token-storage';
import { json, routeFetch } from '../../../support/route-fetch';
import { pauseTestClock, resumeTestClock } from '../../support/clock';
import { sessionWrapper } from '../../support/providers';
import { DANA } from '../../support/users';

function renderSession(fetch: (request: Request) => Promise<Response>, tokenRefreshIntervalMs?: number) {
  return renderHook(() => useSession(), { wrapper: sessionWrapper(fetch, tokenRefreshIntervalMs) });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('session', () => {
  it('without a stored token the visitor is signed out and no request is sent', () => {
    const { fetch, requests } = routeFetch({});
    const { result } = renderSession(fetch);
    expect(result.current.status).toBe('signed-out');
    expect(result.current.user).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('a stored token identifies the user, with the account teams, using that token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
    const { fetch, requests } = routeFetch({ 'GET /api/v1/users/me': () => json(DANA) });
    const { result } = renderSession(fetch);
    expect(result.current.status).toBe('identifying');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user?.teams).toEqual(DANA.teams);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok_stored');
  });

  it('a failed sign-in sets the user to empty and shows the sign-in lock after 0.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_expired');
    const { fetch } = routeFetch({ 'GET /api/v1/users/me': () => json({ message: 'expired' }, 401) });
    const { result } = renderSession(fetch);
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.user).toBeNull();
    expect(result.current.lockVisible).toBe(false);
    // The fake clock also follows real time (SWR needs it), so the "not yet" check keeps a margin.
    await act(async () => vi.advanceTimersByTime(400));
    expect(result.current.lockVisible).toBe(false);
    await act(async () => vi.advanceTimersByTime(100));
    expect(result.current.lockVisible).toBe(true);
  });

  it('signIn makes the credentials login call, loads the user with teams, stores the token and hides the lock', async () => {
    const { fetch, requests } = routeFetch({
      'POST /api/v1/credentials/login': () =>
        json({ token: 'tok_new', tokenType: 'Bearer', expiresAt: '2026-11-22T09:00:00Z', user: DANA }),
      'GET /api/v1/users/me': () => json(DANA),
    });
    const { result } = renderSession(fetch);
    await act(() => result.current.signIn('dana.whitfield@acme-payments.com', 'correct horse'));
    expect(result.current.status).toBe('signed-in');
    expect(result.current.user?.teams).toHaveLength(1);
    expect(result.current.lockVisible).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok_new');
    const login = requests.find((request) => request.url.endsWith('/api/v1/credentials/login'));
    expect(await login?.json()).toEqual({ email: 'dana.whitfield@acme-payments.com', password: 'correct horse' });
    const me = requests.find((request) => request.url.endsWith('/api/v1/users/me'));
    expect(me?.headers.get('authorization')).toBe('Bearer tok_new');
    // The user read while signing in is the session's: it is not asked for a second time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests.filter((request) => request.url.endsWith('/api/v1/users/me'))).toHaveLength(1);
  });

  it('a rejected signIn throws for the dialog to show and shows the lock after 0.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch } = routeFetch({
      'POST /api/v1/credentials/login': () => json({ message: 'Bad credentials' }, 401),
    });
    const { result } = renderSession(fetch);
    await act(async () => {
      await expect(result.current.signIn('dana.whitfield@acme-payments.com', 'wrong')).rejects.toThrow(
        'Bad credentials',
      );
    });
    expect(result.current.user).toBeNull();
    await act(async () => vi.advanceTimersByTime(500));
    expect(result.current.lockVisible).toBe(true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logout clears the user at once, then logs out after 0.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
    const { fetch, requests } = routeFetch({
      'GET /api/v1/users/me': () => json(DANA),
      'POST /api/v1/credentials/logout': () => new Response(null, { status: 200 }),
    });
    const { result } = renderSession(fetch);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    pauseTestClock();
    act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(requests.some((request) => request.url.endsWith('/logout'))).toBe(false);
    await act(async () => vi.advanceTimersByTime(500));
    resumeTestClock();
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/logout'))).toBe(true));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('the token is re-read from localStorage on the configured interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch } = routeFetch({ 'GET /api/v1/users/me': () => json(DANA) });
    const { result } = renderSession(fetch, 60_000);
    expect(result.current.status).toBe('signed-out');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_from_other_tab');
    await act(async () => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
  });

  it('the token refresh interval defaults to 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch } = routeFetch({ 'GET /api/v1/users/me': () => json(DANA) });
    const { result } = renderSession(fetch);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_from_other_tab');
    await act(async () => vi.advanceTimersByTime(299_500));
    expect(result.current.status).toBe('signed-out');
    await act(async () => vi.advanceTimersByTime(500));
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
  });

  it('the default account is flagged, so the header shows no user and no logout', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_default');
    const defaultUser = { ...DANA, account: { ...DANA.account, default: true } };
    const { fetch } = routeFetch({ 'GET /api/v1/users/me': () => json(defaultUser) });
    const { result } = renderSession(fetch);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.isDefaultAccount).toBe(true);
  });

  it("requestLogin (the 'login' link) opens the login dialog after 0.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderSession(routeFetch({}).fetch);
    pauseTestClock();
    act(() => result.current.requestLogin());
    await act(async () => vi.advanceTimersByTime(400));
    expect(result.current.lockVisible).toBe(false);
    await act(async () => vi.advanceTimersByTime(100));
    expect(result.current.lockVisible).toBe(true);
  });
});

import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SLA_DAYS } from '@/dashboard/shared/metrics/severity';
import { useSlaTargets, useTeamsSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { createClient } from '../../../../src/sdk';
import { json, type Route, routeFetch, TEST_BASE_URL } from '../../../support/route-fetch';
import { sdkWrapper } from '../../support/providers';

const ACCOUNT = 'acct-1';
const TEAM_A = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const TEAM_B = '2b6d8f0a-4c1e-4a3b-9d5f-7e8a0b2c4d6f';
const notSet = () => json({ message: 'Property sla-targets is not set' }, 404);

function wrapper(routes: Record<string, Route>) {
  const { fetch, requests } = routeFetch(routes);
  return { wrapper: sdkWrapper(createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false })), requests };
}

afterEach(cleanup);

describe('useSlaTargets: the account’s policy, a team’s own over it', () => {
  it('without an account nothing is read: the defaults apply at once', () => {
    const { wrapper: Wrapper, requests } = wrapper({});
    const { result } = renderHook(() => useSlaTargets(undefined), { wrapper: Wrapper });
    expect(result.current).toMatchObject({ targets: DEFAULT_SLA_DAYS, source: 'default', error: undefined });
    expect(requests).toHaveLength(0);
  });

  it("undefined while read; then the account's, the team's own over them, severity by severity", async () => {
    const { wrapper: Wrapper } = wrapper({
      [`GET /api/v1/accounts/${ACCOUNT}/properties/sla-targets`]: () => json({ CRITICAL: 5, HIGH: 20 }),
      [`GET /api/v1/teams/${TEAM_A}/properties/sla-targets`]: () => json({ HIGH: 10 }),
      [`GET /api/v1/teams/${TEAM_B}/properties/sla-targets`]: notSet,
    });
    const account = renderHook(() => useSlaTargets(ACCOUNT), { wrapper: Wrapper });
    expect(account.result.current.targets).toBeUndefined();
    await waitFor(() => expect(account.result.current.source).toBe('account'));
    expect(account.result.current.targets).toEqual({ ...DEFAULT_SLA_DAYS, CRITICAL: 5, HIGH: 20 });
    const own = renderHook(() => useSlaTargets(ACCOUNT, TEAM_A), { wrapper: Wrapper });
    await waitFor(() => expect(own.result.current.source).toBe('team'));
    expect(own.result.current.targets).toEqual({ ...DEFAULT_SLA_DAYS, CRITICAL: 5, HIGH: 10 });
    expect(own.result.current.accountTargets).toEqual({ ...DEFAULT_SLA_DAYS, CRITICAL: 5, HIGH: 20 });
    const none = renderHook(() => useSlaTargets(ACCOUNT, TEAM_B), { wrapper: Wrapper });
    await waitFor(() => expect(none.result.current.targets).toBeDefined());
    expect(none.result.current).toMatchObject({ source: 'account', targets: { CRITICAL: 5, HIGH: 20 } });
  });

  it('a read that fails says why; the defaults (or the account’s) apply', async () => {
    const { wrapper: Wrapper } = wrapper({
      [`GET /api/v1/accounts/${ACCOUNT}/properties/sla-targets`]: () => json({ message: 'down' }, 500),
    });
    const { result } = renderHook(() => useSlaTargets(ACCOUNT), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.targets).toEqual(DEFAULT_SLA_DAYS));
    expect(result.current.error).toBeInstanceOf(Error);
  });

  it('useTeamsSlaTargets: each team its own over the account’s; one unreadable follows the account’s', async () => {
    const { wrapper: Wrapper } = wrapper({
      [`GET /api/v1/accounts/${ACCOUNT}/properties/sla-targets`]: () => json({ CRITICAL: 5 }),
      [`GET /api/v1/teams/${TEAM_A}/properties/sla-targets`]: () => json({ CRITICAL: 2, LOW: 9999 }),
      [`GET /api/v1/teams/${TEAM_B}/properties/sla-targets`]: () => json({ message: 'forbidden' }, 403),
    });
    const { result } = renderHook(() => useTeamsSlaTargets(ACCOUNT, [TEAM_A, TEAM_B]), { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.(TEAM_A)).toEqual({ ...DEFAULT_SLA_DAYS, CRITICAL: 2 });
    expect(result.current?.(TEAM_B)).toEqual({ ...DEFAULT_SLA_DAYS, CRITICAL: 5 });
  });
});

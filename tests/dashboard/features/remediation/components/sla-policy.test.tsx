// The SLA targets as the account's policy, in the Remediation section: read from the account's
// `sla-targets` property (a team's own over it), saved by who may write them, refused saves said and
// the old targets kept, and a browser's own earlier targets offered once.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemediationSection } from '@/dashboard/features/remediation/components/remediation-section';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { SLA_STORAGE_KEY } from '@/dashboard/shared/metrics/sla-targets';
import { createClient } from '../../../../../src/sdk';
import { json, type Route, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { wireFix, wireProject, wireResponse, wireScan } from '../../../support/metrics-fixtures';
import { sdkWrapper } from '../../../support/providers';

const MONDAY = Date.UTC(2026, 2, 16);
const QUERY: FilterQuery = { startDate: '2026-03-15', endDate: '2026-03-28', branches: '*', tags: '', cached: true };
const ACCOUNT = 'acct-1';
const TEAM = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const EMAIL = 'lead@acme.test';
const ACCOUNT_PROPERTY = `/api/v1/accounts/${ACCOUNT}/properties/sla-targets`;
const TEAM_PROPERTY = `/api/v1/teams/${TEAM}/properties/sla-targets`;

/** Two CRITICAL fixes, in 2 and 9 days: 1 of 2 within the default 7 days, 2 of 2 within 10. */
const METRICS = wireResponse({
  projects: [
    wireProject({
      projectUUID: 'p1',
      scans: [wireScan({ timestamp: MONDAY, vulnerabilityCount: 2 })],
      remediations: {
        vulnerabilities: [
          wireFix({ severity: 'CRITICAL', daysToFix: 2, fixedWhen: MONDAY }),
          wireFix({ severity: 'CRITICAL', daysToFix: 9, fixedWhen: MONDAY }),
        ],
      },
    }),
  ],
});

interface Setup {
  role?: string;
  account?: Route;
  team?: Route;
  saveAccount?: Route;
  query?: FilterQuery;
}

/** The section with a server that keeps the properties it is sent (unless a route says otherwise). */
function renderSection({ role = 'Administrator', account, team, saveAccount, query = QUERY }: Setup = {}) {
  const stored = new Map<string, unknown>([[ACCOUNT_PROPERTY, { CRITICAL: 7, HIGH: 30, MEDIUM: 90, LOW: 120 }]]);
  const read = (path: string) => () =>
    stored.get(path) == null ? json({ message: 'Property sla-targets is not set' }, 404) : json(stored.get(path));
  const write = (path: string) => async (request: Request) => {
    stored.set(path, await request.json());
    return new Response(null, { status: 200 });
  };
  const { fetch, requests } = routeFetch({
    'GET /api/v1/metrics/security/me': () => json(METRICS),
    [`GET /api/v1/accounts/${ACCOUNT}/members`]: () => json([{ uuid: 'm1', name: 'Lead', email: EMAIL, role }]),
    [`GET ${ACCOUNT_PROPERTY}`]: account ?? read(ACCOUNT_PROPERTY),
    [`POST ${ACCOUNT_PROPERTY}`]: saveAccount ?? write(ACCOUNT_PROPERTY),
    [`GET ${TEAM_PROPERTY}`]: team ?? read(TEAM_PROPERTY),
    [`POST ${TEAM_PROPERTY}`]: write(TEAM_PROPERTY),
  });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  render(
    <FixedChartSize width={600} height={300}>
      <RemediationSection query={query} searchFilter="" accountUUID={ACCOUNT} userEmail={EMAIL} />
    </FixedChartSize>,
    { wrapper: sdkWrapper(client) },
  );
  const posts = () => requests.filter((request) => request.method === 'POST');
  return { stored, posts, user: userEvent.setup() };
}

const criticalRow = async () =>
  within(await screen.findByRole('table', { name: 'SLA compliance by severity' })).getByRole('row', {
    name: /Critical/,
  });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("SLA targets: the account's policy", () => {
  it("reads the account's targets", async () => {
    renderSection({ account: () => json({ CRITICAL: 10, HIGH: 'x' }) });
    const row = await criticalRow();
    expect(row.textContent).toContain('10 d');
    expect(within(row).getByText('2 of 2')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'High' }) as HTMLInputElement).value).toBe('30');
  });

  it('an administrator saves them for the account: checked as typed, sent, and applied', async () => {
    const { user, posts, stored } = renderSection();
    const critical = await screen.findByRole('textbox', { name: 'Critical' });
    await user.clear(critical);
    await user.type(critical, '0');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(await screen.findByText('Enter a number from 1 to 365.')).toBeTruthy();
    expect(critical.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
    await user.clear(critical);
    await user.type(critical, '10');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await screen.findByText('Targets saved.');
    expect(stored.get(ACCOUNT_PROPERTY)).toEqual({ CRITICAL: 10, HIGH: 30, MEDIUM: 90, LOW: 120 });
    await waitFor(async () => expect(within(await criticalRow()).getByText('2 of 2')).toBeTruthy());
  });

  it("a refused save shows the server's message and keeps the old targets", async () => {
    const { user } = renderSection({
      saveAccount: () => json({ message: 'Only administrators may change account properties' }, 403),
    });
    const critical = await screen.findByRole('textbox', { name: 'Critical' });
    await user.clear(critical);
    await user.type(critical, '10');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only administrators may change account properties');
    expect(alert.textContent).toContain('The targets in use are unchanged.');
    expect((await criticalRow()).textContent).toContain('7 d');
    expect(within(await criticalRow()).getByText('1 of 2')).toBeTruthy();
  });

  it('a role that may not write sees the targets, disabled, and who can change them', async () => {
    renderSection({ role: 'Collaborator' });
    const critical = await screen.findByRole('textbox', { name: 'Critical' });
    expect((critical as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Only an administrator can change the account's targets.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save targets' })).toBeNull();
  });

  it('says when the targets cannot be read, and applies the defaults', async () => {
    renderSection({ account: () => json({ message: 'down' }, 500) });
    await screen.findByText(/The saved targets could not be read \(down\): the defaults apply\./);
    expect((await criticalRow()).textContent).toContain('7 d');
  });
});

describe("SLA targets: a team's own", () => {
  const teamQuery = { ...QUERY, teamUUID: TEAM };

  it("a team's own targets override the account's; a team administrator may change them or drop them", async () => {
    const { user, stored } = renderSection({ role: 'Team Administrator', query: teamQuery });
    // None of its own yet: the account's apply.
    await screen.findByText(/The account's targets apply to this team/);
    const critical = screen.getByRole('textbox', { name: 'Critical' });
    await user.clear(critical);
    await user.type(critical, '10');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await screen.findByText(/This team's own targets, over the account's/);
    expect(stored.get(TEAM_PROPERTY)).toEqual({ CRITICAL: 10, HIGH: 30, MEDIUM: 90, LOW: 120 });
    expect(stored.get(ACCOUNT_PROPERTY)).toEqual({ CRITICAL: 7, HIGH: 30, MEDIUM: 90, LOW: 120 });
    await waitFor(async () => expect(within(await criticalRow()).getByText('2 of 2')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: "Use the account's targets" }));
    await screen.findByText(/The account's targets apply to this team/);
    expect(stored.get(TEAM_PROPERTY)).toBeNull();
    await waitFor(async () => expect(within(await criticalRow()).getByText('1 of 2')).toBeTruthy());
  });

  it("a collaborator may not change a team's targets", async () => {
    renderSection({ role: 'Team Collaborator', query: teamQuery, team: () => json({ CRITICAL: 3 }) });
    await screen.findByText(/This team's own targets/);
    expect((screen.getByRole('textbox', { name: 'Critical' }) as HTMLInputElement).value).toBe('3');
    expect(
      screen.getByText("Only an administrator or a team administrator can change this team's targets."),
    ).toBeTruthy();
  });
});

describe("SLA targets: a browser's own, offered once", () => {
  it('offers them to an administrator; saved for the account, they are forgotten', async () => {
    localStorage.setItem(SLA_STORAGE_KEY, JSON.stringify({ CRITICAL: 10, HIGH: 'x' }));
    const { user, stored } = renderSection();
    const offer = await screen.findByRole('region', { name: 'Targets saved in this browser' });
    expect(offer.textContent).toContain('Critical 10, High 30, Medium 90, Low 120 days');
    await user.click(within(offer).getByRole('button', { name: 'Save them for the account' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Targets saved in this browser' })).toBeNull());
    expect(stored.get(ACCOUNT_PROPERTY)).toEqual({ CRITICAL: 10, HIGH: 30, MEDIUM: 90, LOW: 120 });
    expect(localStorage.getItem(SLA_STORAGE_KEY)).toBeNull();
    await waitFor(async () => expect(within(await criticalRow()).getByText('2 of 2')).toBeTruthy());
  });

  it("declined, they are forgotten and the account's stay", async () => {
    localStorage.setItem(SLA_STORAGE_KEY, JSON.stringify({ CRITICAL: 10 }));
    const { user, posts } = renderSection();
    const offer = await screen.findByRole('region', { name: 'Targets saved in this browser' });
    await user.click(within(offer).getByRole('button', { name: "Keep the account's" }));
    expect(screen.queryByRole('region', { name: 'Targets saved in this browser' })).toBeNull();
    expect(localStorage.getItem(SLA_STORAGE_KEY)).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it("a refused save says why and offers them again; one that may not write is not offered; the account's own are forgotten", async () => {
    localStorage.setItem(SLA_STORAGE_KEY, JSON.stringify({ CRITICAL: 10 }));
    const refused = renderSection({ saveAccount: () => json({ message: 'Read-only account' }, 403) });
    const offer = await screen.findByRole('region', { name: 'Targets saved in this browser' });
    await refused.user.click(within(offer).getByRole('button', { name: 'Save them for the account' }));
    expect((await within(offer).findByRole('alert')).textContent).toContain('Read-only account');
    expect(localStorage.getItem(SLA_STORAGE_KEY)).not.toBeNull();
    cleanup();

    renderSection({ role: 'Viewer' });
    await criticalRow();
    expect(screen.queryByRole('region', { name: 'Targets saved in this browser' })).toBeNull();
    expect(localStorage.getItem(SLA_STORAGE_KEY)).not.toBeNull();
    cleanup();

    localStorage.setItem(SLA_STORAGE_KEY, JSON.stringify({ CRITICAL: 7, HIGH: 30, MEDIUM: 90, LOW: 120 }));
    renderSection();
    await criticalRow();
    await waitFor(() => expect(localStorage.getItem(SLA_STORAGE_KEY)).toBeNull());
    expect(screen.queryByRole('region', { name: 'Targets saved in this browser' })).toBeNull();
  });
});

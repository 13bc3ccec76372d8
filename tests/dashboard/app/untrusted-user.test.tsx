import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '@/dashboard/app/app';
import { UNUSABLE_USER_MESSAGE } from '@/dashboard/features/session/normalize-user';
import { TOKEN_STORAGE_KEY } from '@/dashboard/features/session/token-storage';
import { json, type Route, routeFetch } from '../../support/route-fetch';
import { runOnTestClock } from '../support/clock';
import { sessionWrapper } from '../support/providers';
import { DANA, TEAM } from '../support/users';

// The page's widgets have their own tests: here only the shell, the header and the criteria matter.
vi.mock('@/dashboard/features/metrics/components/account-summary-card', () => ({
  AccountSummaryCard: () => <section aria-label="Account summary" />,
}));
vi.mock('@/dashboard/features/metrics/components/ranking-list', () => ({ RankingList: () => null }));
vi.mock('@/dashboard/features/metrics/components/projects-overview-chart', () => ({
  ProjectsOverviewChart: () => null,
}));
vi.mock('@/dashboard/features/metrics/components/projects-performance-chart', () => ({
  ProjectsPerformanceChart: () => null,
}));
vi.mock('@/dashboard/features/metrics/components/usage-chart', () => ({ UsageChart: () => null }));
vi.mock('@/dashboard/features/metrics/components/projects-table', () => ({ ProjectsTable: () => null }));

const BANNER = 'A LOGIN IS REQUIRED TO ACCESS METRICS';
const METRICS = { projects: [], projectsUsage: { sortedDates: [], dates: {} }, exclusionUsage: {} };

function renderWithUserAnswer(answer: Route) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
  const { fetch } = routeFetch({
    'GET /api/v1/users/me': answer,
    'GET /api/v1/metrics/security/me': () => json(METRICS),
  });
  render(<AppShell />, { wrapper: sessionWrapper(fetch) });
}

const main = () => screen.getByRole('main');
const header = () => screen.getByRole('navigation', { name: 'Main' }).closest('header') as HTMLElement;
const text = (body: string) => () =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });

/** The header with its links is there, and the page left the "identifying" state. */
function expectShellStanding() {
  expect(within(header()).getByRole('link', { name: 'Home' })).toBeTruthy();
  expect(within(main()).queryByRole('heading', { name: 'Identifying you' })).toBeNull();
}

async function expectUnusableAnswerState() {
  expect((await within(main()).findByRole('alert')).textContent).toBe(UNUSABLE_USER_MESSAGE);
  expect(within(main()).getByRole('heading', { name: BANNER })).toBeTruthy();
  expectShellStanding();
  expect(within(header()).queryByRole('button', { name: 'Logout' })).toBeNull();
  // As for a refused token, the sign-in lock follows, so the visitor can sign in again.
  await act(async () => vi.advanceTimersByTime(500));
  expect(screen.getByRole('dialog', { name: 'Log in to depsight' })).toBeTruthy();
}

async function signedInPage() {
  await screen.findByRole('heading', { name: 'Metrics criteria' });
  expectShellStanding();
}

runOnTestClock();
beforeEach(() => localStorage.clear());

describe('an unusable answer about the signed-in user shows the alert and the sign-in lock', () => {
  const { account: _account, ...withoutAccount } = DANA;
  it.each([
    ['no account field', () => json(withoutAccount)],
    ['account: null', () => json({ ...DANA, account: null })],
    ['a null body', () => json(null)],
    ['a string body', () => json('Dana Whitfield')],
    ['a body that is not JSON', text('<html>Bad gateway</html>')],
    ['an empty body', text('')],
    ['a server error', () => json({ message: 'boom' }, 500)],
  ])('%s', async (_case, answer) => {
    renderWithUserAnswer(answer);
    await expectUnusableAnswerState();
  });
});

describe('a usable answer with broken fields signs the user in with safe values', () => {
  it('account.features that is not an array: no team selector', async () => {
    renderWithUserAnswer(() => json({ ...DANA, account: { ...DANA.account, features: 'teams' } }));
    await signedInPage();
    expect(screen.queryByLabelText('Team')).toBeNull();
  });

  it('the teams feature on while teams is an object: a team selector with only "All teams"', async () => {
    renderWithUserAnswer(() => json({ ...DANA, teams: { uuid: TEAM.uuid, name: TEAM.name } }));
    await signedInPage();
    const options = within(screen.getByLabelText('Team')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All teams']);
  });

  it('teams holding null, numbers, entries without uuid, duplicate uuids and names with markup', async () => {
    const markup = '<img src=x onerror="alert(1)">Red team';
    renderWithUserAnswer(() =>
      json({
        ...DANA,
        teams: [
          null,
          42,
          { name: 'No uuid' },
          { uuid: 7, name: 'Numeric uuid' },
          TEAM,
          { uuid: TEAM.uuid, name: 'Duplicate' },
          { uuid: 'b2c3', name: markup },
          { uuid: 'c3d4', name: { text: 'object name' } },
        ],
      }),
    );
    await signedInPage();
    const select = screen.getByLabelText('Team');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'All teams'],
      [TEAM.uuid, TEAM.name],
      ['b2c3', markup],
      ['c3d4', 'c3d4'],
    ]);
    expect(document.querySelector('img')).toBeNull();
  });

  it('a name that is an object and an e-mail that is an array: the header still stands, with Logout', async () => {
    renderWithUserAnswer(() => json({ ...DANA, name: { first: 'Dana' }, email: ['dana@example.com'] }));
    await signedInPage();
    expect(within(header()).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(header()).queryByText('[object Object]')).toBeNull();
    expect(within(header()).queryByText('dana@example.com')).toBeNull();
  });

  it('a string "true" for account.default is not the default account: the user and Logout show', async () => {
    renderWithUserAnswer(() => json({ ...DANA, account: { ...DANA.account, default: 'true' } }));
    await signedInPage();
    expect(within(header()).getByText(DANA.name)).toBeTruthy();
    expect(within(header()).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});

describe('signing in through the dialog', () => {
  it('an unusable user after a successful login keeps the dialog open with the plain message', async () => {
    const { fetch } = routeFetch({
      'POST /api/v1/credentials/login': () =>
        json({ token: 'tok_new', tokenType: 'Bearer', expiresAt: '2026-11-22T09:00:00Z', user: DANA }),
      'GET /api/v1/users/me': () => json(null),
    });
    const userEvent = (await import('@testing-library/user-event')).default;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<AppShell />, { wrapper: sessionWrapper(fetch) });
    await user.click(screen.getByRole('button', { name: 'login' }));
    await act(async () => vi.advanceTimersByTime(500));
    await user.type(screen.getByLabelText('E-mail'), DANA.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(UNUSABLE_USER_MESSAGE));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

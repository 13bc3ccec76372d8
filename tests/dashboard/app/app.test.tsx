import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App, AppShell } from '@/dashboard/app/app';
import { IDENTIFY_FAILED_MESSAGE, UNUSABLE_USER_MESSAGE } from '@/dashboard/features/session/normalize-user';
import { TOKEN_STORAGE_KEY } from '@/dashboard/features/session/token-storage';
import { json, type Route, routeFetch } from '../../support/route-fetch';
import { pauseTestClock, runOnTestClock } from '../support/clock';
import { sessionWrapper } from '../support/providers';
import { DANA, TEAM } from '../support/users';

// The Metrics section's views have their own tests; here a marker shows that the page rendered them.
vi.mock('@/dashboard/features/overview/components/account-summary-card', () => ({
  AccountSummaryCard: () => <section aria-label="Account summary" />,
}));
vi.mock('@/dashboard/features/overview/components/ranking-list', () => ({ RankingList: () => null }));
vi.mock('@/dashboard/features/overview/components/projects-overview-chart', () => ({
  ProjectsOverviewChart: () => null,
}));
vi.mock('@/dashboard/features/overview/components/projects-performance-chart', () => ({
  ProjectsPerformanceChart: () => null,
}));
vi.mock('@/dashboard/features/overview/components/usage-chart', () => ({ UsageChart: () => null }));
vi.mock('@/dashboard/features/projects-table/components/projects-table', () => ({ ProjectsTable: () => null }));

const BANNER = 'A LOGIN IS REQUIRED TO ACCESS METRICS';
const DEFAULT_ACCOUNT_USER = { ...DANA, account: { ...DANA.account, default: true } };
const METRICS = {
  projects: [],
  projectsUsage: { sortedDates: [], dates: {} },
  exclusionUsage: { sortedDates: [], dates: {} },
};
const LOGIN_SESSION = { token: 'tok_new', tokenType: 'Bearer', expiresAt: '2026-11-22T09:00:00Z', user: DANA };

/** The shell inside a session whose SDK client answers through `routes`. */
function renderShell(routes: Record<string, Route>) {
  const { fetch, requests } = routeFetch(routes);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<AppShell />, { wrapper: sessionWrapper(fetch) });
  return { user, requests };
}

function renderApp() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App />
    </SWRConfig>,
  );
}

const main = () => screen.getByRole('main');

runOnTestClock();
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
});

describe('app routing', () => {
  it("'/' leads to '/dashboard' in place, without a new history entry", async () => {
    window.history.replaceState(null, '', '/?from=mail#top');
    const entries = window.history.length;
    renderApp();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(window.location.search).toBe('?from=mail');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(entries);
    expect(within(main()).getByRole('heading', { name: BANNER })).toBeTruthy();
  });

  it('an unknown path shows a not-found view with a link Home', () => {
    window.history.replaceState(null, '', '/settings/billing');
    renderApp();
    expect(within(main()).getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(within(main()).getByText('/settings/billing')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(window.location.pathname).toBe('/settings/billing');
  });

  it('the first Tab reaches a skip link to the main content', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe(`#${main().id}`);
  });

  it('shows the footer with the copyright years from 2017', () => {
    renderApp();
    expect(within(screen.getByRole('contentinfo')).getByText('© 2017–2026 depsight')).toBeTruthy();
  });
});

describe('app access states', () => {
  it('while the user is being identified, a sign-in prompt with a spinner shows and no metrics', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
    renderShell({ 'GET /api/v1/users/me': () => new Promise<Response>(() => {}) });
    expect(within(main()).getByRole('status').textContent).toBe('Loading...');
    expect(within(main()).getByRole('heading', { name: 'Identifying you' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: BANNER })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Metrics criteria' })).toBeNull();
  });

  it('sends the metrics call while the user is being identified, and the page takes that read over', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
    let identify: (response: Response) => void = () => {};
    const { requests } = renderShell({
      'GET /api/v1/users/me': () => new Promise<Response>((resolve) => (identify = resolve)),
      'GET /api/v1/metrics/security/me': () => json(METRICS),
    });
    const metricsCalls = () =>
      requests.filter((request) => new URL(request.url).pathname === '/api/v1/metrics/security/me');
    await waitFor(() => expect(metricsCalls()).toHaveLength(1));
    expect(within(main()).getByRole('heading', { name: 'Identifying you' })).toBeTruthy();
    await act(async () => identify(json(DANA)));
    await screen.findByRole('region', { name: 'Account summary' });
    expect(metricsCalls()).toHaveLength(1);
    expect(metricsCalls().map((request) => new URL(request.url).searchParams.has('teamUUID'))).toEqual([false]);
  });

  it('an address that names a team waits for the user before the metrics call', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
    window.history.replaceState(null, '', `/dashboard?teamUUID=${TEAM.uuid}`);
    let identify: (response: Response) => void = () => {};
    const { requests } = renderShell({
      'GET /api/v1/users/me': () => new Promise<Response>((resolve) => (identify = resolve)),
      'GET /api/v1/metrics/security/me': () => json(METRICS),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/users/me']);
    await act(async () => identify(json(DANA)));
    await screen.findByRole('region', { name: 'Account summary' });
    const metrics = requests.filter((request) => new URL(request.url).pathname === '/api/v1/metrics/security/me');
    expect(metrics).toHaveLength(1);
  });

  it("a signed-out visitor sees the banner, and 'login' opens the login dialog 0.5 s later", async () => {
    const { user, requests } = renderShell({});
    expect(within(main()).getByRole('heading', { name: BANNER })).toBeTruthy();
    expect(screen.getByText(/with your credentials/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'login' }));
    // The clock stops following real time as the click ends: the 0.5 s are counted from the click.
    pauseTestClock();
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('dialog', { name: 'Log in to depsight' })).toBeTruthy();
    expect(main().closest('[inert]')).not.toBeNull();
  });

  it('signing in through the dialog closes it, shows the user and loads the metrics with the new token', async () => {
    const { user, requests } = renderShell({
      'POST /api/v1/credentials/login': () => json(LOGIN_SESSION),
      'GET /api/v1/users/me': () => json(DANA),
      'GET /api/v1/metrics/security/me': () => json(METRICS),
    });
    await user.click(screen.getByRole('button', { name: 'login' }));
    await act(async () => vi.advanceTimersByTime(500));
    await user.type(screen.getByLabelText('E-mail'), DANA.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Dana Whitfield')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(main().closest('[inert]')).toBeNull();
    await screen.findByRole('region', { name: 'Account summary' });
    const metrics = requests.find((request) => request.url.includes('/api/v1/metrics/security/me'));
    expect(metrics?.headers.get('authorization')).toBe('Bearer tok_new');
    expect(new URL(metrics?.url ?? '').searchParams.get('startDate')).toBe('2026-10-21');
  });

  it("a refused sign-in keeps the dialog open with the server's message", async () => {
    const { user } = renderShell({
      'POST /api/v1/credentials/login': () => json({ message: 'Bad credentials' }, 401),
    });
    await user.click(screen.getByRole('button', { name: 'login' }));
    await act(async () => vi.advanceTimersByTime(500));
    await user.type(screen.getByLabelText('E-mail'), DANA.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bad credentials');
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("Escape closes the dialog and the focus goes back to 'login'", async () => {
    const { user } = renderShell({});
    await user.click(screen.getByRole('button', { name: 'login' }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'login' }));
  });

  it('a signed-in user sees the criteria, their name, e-mail and Logout; Logout leads back to the banner', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
    const { user } = renderShell({
      'GET /api/v1/users/me': () => json(DANA),
      'GET /api/v1/metrics/security/me': () => json(METRICS),
      'POST /api/v1/credentials/logout': () => new Response(null, { status: 200 }),
    });
    await screen.findByRole('region', { name: 'Account summary' });
    expect(screen.getByRole('heading', { name: 'Metrics criteria' })).toBeTruthy();
    expect(screen.getByText(DANA.email)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(within(main()).getByRole('heading', { name: BANNER })).toBeTruthy();
    expect(screen.queryByText('Dana Whitfield')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('the default account shows the metrics but no user header and no Logout', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_default');
    renderShell({
      'GET /api/v1/users/me': () => json(DEFAULT_ACCOUNT_USER),
      'GET /api/v1/metrics/security/me': () => json(METRICS),
    });
    await screen.findByRole('region', { name: 'Account summary' });
    expect(screen.queryByText('Dana Whitfield')).toBeNull();
    expect(screen.queryByText(DANA.email)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('a metrics call answered 401 shows the login-required banner', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_revoked');
    renderShell({
      'GET /api/v1/users/me': () => json(DANA),
      'GET /api/v1/metrics/security/me': () => json({ message: 'Unauthorized' }, 401),
    });
    expect(await within(main()).findByRole('heading', { name: BANNER })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Metrics criteria' })).toBeNull();
  });
});

// The answer of GET /api/v1/users/me is untrusted: every case leaves the shell standing and the page in a clear state.
function renderWithUserAnswer(answer: Route) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_stored');
  const { fetch } = routeFetch({
    'GET /api/v1/users/me': answer,
    'GET /api/v1/metrics/security/me': () => json(METRICS),
  });
  render(<AppShell />, { wrapper: sessionWrapper(fetch) });
}

const header = () => screen.getByRole('navigation', { name: 'Main' }).closest('header') as HTMLElement;
const text = (body: string) => () =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });

/** The header with its links is there, and the page left the "identifying" state. */
function expectShellStanding() {
  expect(within(header()).getByRole('link', { name: 'Home' })).toBeTruthy();
  expect(within(main()).queryByRole('heading', { name: 'Identifying you' })).toBeNull();
}

async function expectUnusableAnswerState(message = UNUSABLE_USER_MESSAGE) {
  expect((await within(main()).findByRole('alert')).textContent).toBe(message);
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

describe('an unusable answer about the signed-in user shows the alert and the sign-in lock', () => {
  const { account: _account, ...withoutAccount } = DANA;
  it.each([
    ['no account field', () => json(withoutAccount)],
    ['account: null', () => json({ ...DANA, account: null })],
    ['a null body', () => json(null)],
    ['a string body', () => json('Dana Whitfield')],
    ['a body that is not JSON', text('<html>Bad gateway</html>')],
    ['an empty body', text('')],
  ])('%s', async (_case, answer) => {
    renderWithUserAnswer(answer);
    await expectUnusableAnswerState();
  });

  it('a server error says the server did not answer as expected, without echoing its message', async () => {
    renderWithUserAnswer(() => json({ message: 'boom: Authorization: Bearer tok_stored' }, 500));
    await expectUnusableAnswerState(IDENTIFY_FAILED_MESSAGE);
    expect(screen.queryByText(/tok_stored/)).toBeNull();
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

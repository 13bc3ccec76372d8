import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App, AppShell } from '../../../src/dashboard/app/app';
import { TOKEN_STORAGE_KEY } from '../../../src/dashboard/features/session/token-storage';
import { json, type Route, routeFetch } from '../../support/route-fetch';
import { pauseTestClock, runOnTestClock } from '../support/clock';
import { sessionWrapper } from '../support/providers';
import { DANA } from '../support/users';

// The Metrics section's views have their own tests; here a marker shows that the page rendered them.
vi.mock('../../../src/dashboard/features/metrics/components/account-summary-card', () => ({
  AccountSummaryCard: () => <section aria-label="Account summary" />,
}));
vi.mock('../../../src/dashboard/features/metrics/components/ranking-list', () => ({ RankingList: () => null }));
vi.mock('../../../src/dashboard/features/metrics/components/projects-overview-chart', () => ({
  ProjectsOverviewChart: () => null,
}));
vi.mock('../../../src/dashboard/features/metrics/components/projects-performance-chart', () => ({
  ProjectsPerformanceChart: () => null,
}));
vi.mock('../../../src/dashboard/features/metrics/components/usage-chart', () => ({ UsageChart: () => null }));
vi.mock('../../../src/dashboard/features/metrics/components/projects-table', () => ({ ProjectsTable: () => null }));

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

import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MetricsPage } from '@/dashboard/app/dashboard/metrics-page';
import { EMPTY_METRICS_ANSWER_MESSAGE } from '@/dashboard/shared/metrics/load/empty-answer';
import type { Overview, Project, RankedProject, UsageChart } from '@/dashboard/shared/metrics/types';
import type { User } from '@/sdk';
import { createClient } from '@/sdk';
import { json, type Route, routeFetch, TEST_BASE_URL } from '../../../support/route-fetch';
import { pauseTestClock, resumeTestClock, runOnTestClock } from '../../support/clock';
import { wireProject, wireScan } from '../../support/metrics-fixtures';
import { sdkWrapper } from '../../support/providers';
import { DANA, TEAM } from '../../support/users';

// The Metrics section's views have their own tests; here they only show what the page gives them.
vi.mock('@/dashboard/features/overview/components/account-summary-card', () => ({
  AccountSummaryCard: ({ overview, isFiltered }: { overview: Overview; isFiltered: boolean }) => (
    <section data-testid="view" aria-label="Account summary">
      {isFiltered ? 'Filtered overview' : 'Whole account'}: {overview.totals.numberOfProjects} projects
    </section>
  ),
}));
vi.mock('@/dashboard/features/overview/components/ranking-list', () => ({
  RankingList: ({
    kind,
    entries,
    onSelect,
  }: {
    kind: string;
    entries: readonly RankedProject[];
    onSelect: (rowId: number) => void;
  }) => (
    <section data-testid="view" aria-label={kind}>
      {entries.map((entry) => (
        <button key={entry.project.rowId} type="button" onClick={() => onSelect(entry.project.rowId)}>
          {entry.label}
        </button>
      ))}
    </section>
  ),
}));
/** Set by a test to make the overview chart throw while it draws. */
const overviewChart = vi.hoisted(() => ({ broken: false }));
vi.mock('@/dashboard/features/overview/components/projects-overview-chart', () => ({
  ProjectsOverviewChart: () => {
    if (overviewChart.broken) throw new Error('cannot draw');
    return <section data-testid="view" aria-label="Projects overview chart" />;
  },
}));
vi.mock('@/dashboard/features/overview/components/projects-performance-chart', () => ({
  ProjectsPerformanceChart: () => <section data-testid="view" aria-label="Projects performance chart" />,
}));
vi.mock('@/dashboard/features/overview/components/usage-chart', () => ({
  UsageChart: ({ coverage, exclusions }: { coverage: UsageChart; exclusions: UsageChart }) => (
    <section data-testid="view" aria-label="Usage chart">
      {coverage.series.map((series) => series.id).join(', ')}; {exclusions.series.map((series) => series.id).join(', ')}
    </section>
  ),
}));
vi.mock('@/dashboard/features/remediation/components/remediation-slot', () => ({
  preloadRemediationSection: () => {},
  RemediationSlot: ({
    query,
    searchFilter,
    explain,
  }: {
    query: { startDate: string } | null;
    searchFilter: string;
    explain?: { open: string | null; onExplain: (measure: 'fixes' | null) => void; panel: ReactNode };
  }) => (
    <>
      <section data-testid="view" aria-label="Remediation">
        {query?.startDate}; filter: {searchFilter}
      </section>
      <button type="button" aria-expanded={explain?.open === 'fixes'} onClick={() => explain?.onExplain('fixes')}>
        Explain the change in Fixes
      </button>
      {explain?.panel}
    </>
  ),
}));
vi.mock('@/dashboard/features/change-breakdown/components/change-breakdown-slot', () => ({
  ChangeBreakdownSlot: ({ measure, onClose }: { measure: string; onClose: () => void }) => (
    <div>
      Breakdown of {measure}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
}));
vi.mock('@/dashboard/features/projects-table/components/projects-table', () => ({
  ProjectsTable: ({
    projects,
    expandedRowId,
    onToggleRow,
    scrollRequest,
  }: {
    projects: readonly Project[];
    expandedRowId: number | null;
    onToggleRow: (rowId: number) => void;
    scrollRequest: { rowId: number; nonce: number } | null;
  }) => (
    <section data-testid="view" aria-label="Projects table">
      <p>Expanded row: {expandedRowId ?? 'none'}</p>
      <p>Scroll request: {scrollRequest ? `row ${scrollRequest.rowId} #${scrollRequest.nonce}` : 'none'}</p>
      {projects.map((project) => (
        <button key={project.rowId} type="button" onClick={() => onToggleRow(project.rowId)}>
          Row {project.projectUrl}
        </button>
      ))}
    </section>
  ),
}));

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 25);
const scan = (day: number, securityScore: number, vulnerabilityCount: number) =>
  wireScan({
    timestamp: T0 + day * DAY,
    reportUUID: `5b0c6a1e-0000-4000-8000-00000000000${day}`,
    securityScore,
    vulnerabilityCount,
  });
const project = (name: string, scans: ReturnType<typeof scan>[]) =>
  wireProject({
    projectUUID: `uuid-${name}`,
    projectUrl: `https://github.com/acme/${name}`,
    securityScore: scans[scans.length - 1]?.securityScore ?? 0,
    scans,
    vulnerabilitiesIdentified: 12,
    vulnerabilitiesAddressed: 4,
  });

/** payments-api improves (row 0), ledger-service declines (row 1), web-portal has one scan (row 2). */
const METRICS = {
  accountOverview: { numberOfProjects: 3, totalScans: 5, vulnerabilitiesIdentified: 36, vulnerabilitiesAddressed: 12 },
  projects: [
    project('payments-api', [scan(0, 52, 14), scan(7, 71, 6)]),
    project('ledger-service', [scan(1, 88, 2), scan(8, 64, 9)]),
    project('web-portal', [scan(3, 90, 1)]),
  ],
  projectsUsage: {
    sortedDates: ['2026-10-25', '2026-11-01'],
    dates: {
      '2026-10-25': { timestamp: T0, totalProjects: 2, totalScans: 3 },
      '2026-11-01': { timestamp: T0 + 7 * DAY, totalProjects: 3, totalScans: 5 },
    },
  },
  exclusionUsage: { sortedDates: [], dates: {} },
};

const USER_WITHOUT_TEAMS: User = { ...DANA, account: { ...DANA.account, features: [] } };

const METRICS_ROUTE = 'GET /api/v1/metrics/security/me';

function renderPage({ metrics = () => json(METRICS), user = DANA }: { metrics?: Route; user?: User } = {}) {
  // The page keeps its view in the address: each test starts from a bare one.
  window.history.replaceState(null, '', '/dashboard');
  const { fetch, requests } = routeFetch({ [METRICS_ROUTE]: metrics });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  const userEvents = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<MetricsPage user={user} loginRequiredView={<p>Login required view</p>} />, { wrapper: sdkWrapper(client) });
  const metricsRequests = () => requests.filter((request) => request.url.includes('/api/v1/metrics/security/me'));
  return { user: userEvents, metricsRequests };
}

const metricsSection = () => screen.getByRole('region', { name: 'Metrics' });

runOnTestClock();

describe('metrics page', () => {
  it('loads the default criteria without a click, with a spinner until the metrics arrive', async () => {
    let answer: (response: Response) => void = () => {};
    const { metricsRequests } = renderPage({ metrics: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('heading', { name: 'Metrics criteria' })).toBeTruthy();
    expect(within(metricsSection()).getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByTestId('view')).toBeNull();

    await waitFor(() => expect(metricsRequests()).toHaveLength(1));
    const sent = new URL(metricsRequests()[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      branches: '*',
      cache: 'true',
    });

    answer(json(METRICS));
    await screen.findByRole('region', { name: 'Account summary' });
    expect(within(metricsSection()).queryByText('Loading...')).toBeNull();
  });

  it('shows the summary card, the ranking lists, the three charts, the projects table and the remediation section, in that order', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Projects table' });
    expect(screen.getAllByTestId('view').map((view) => view.getAttribute('aria-label'))).toEqual([
      'Account summary',
      'most-improved',
      'underachievers',
      'Projects overview chart',
      'Projects performance chart',
      'Usage chart',
      'Projects table',
      'Remediation',
    ]);
    // The section gets the applied query (the default start date, one month back) and the project filter.
    expect(screen.getByRole('region', { name: 'Remediation' }).textContent).toMatch(/^\d{4}-\d{2}-\d{2}; filter: $/);
    expect(screen.getByRole('region', { name: 'Account summary' }).textContent).toBe('Whole account: 3 projects');
    expect(screen.getByRole('region', { name: 'Usage chart' }).textContent).toBe('Projects, Analyses; Exclusions');
  });

  it('ranks the improving project as most improved and the declining one as underachiever', async () => {
    renderPage();
    const mostImproved = await screen.findByRole('region', { name: 'most-improved' });
    expect(
      within(mostImproved)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual(['https://github.com/acme/payments-api']);
    const underachievers = screen.getByRole('region', { name: 'underachievers' });
    expect(
      within(underachievers)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual(['https://github.com/acme/ledger-service']);
  });

  it("clicking a ranking entry expands that project's row and asks the table to scroll to it, on every click", async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('region', { name: 'Projects table' });
    expect(within(table).getByText('Expanded row: none')).toBeTruthy();

    const underachievers = screen.getByRole('region', { name: 'underachievers' });
    await user.click(within(underachievers).getByRole('button', { name: 'https://github.com/acme/ledger-service' }));
    expect(within(table).getByText('Expanded row: 1')).toBeTruthy();
    const first = within(table).getByText(/^Scroll request: row 1 #\d+$/).textContent;

    // The same entry again scrolls again (the user may have scrolled away), and keeps the row open.
    await user.click(within(underachievers).getByRole('button', { name: 'https://github.com/acme/ledger-service' }));
    expect(within(table).getByText('Expanded row: 1')).toBeTruthy();
    expect(within(table).getByText(/^Scroll request: row 1 #\d+$/).textContent).not.toBe(first);
  });

  it('a row of the table opens on click and closes on a second click', async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('region', { name: 'Projects table' });
    const row = within(table).getByRole('button', { name: 'Row https://github.com/acme/web-portal' });
    await user.click(row);
    expect(within(table).getByText('Expanded row: 2')).toBeTruthy();
    await user.click(row);
    expect(within(table).getByText('Expanded row: none')).toBeTruthy();
  });

  it('every row opens: one without any usable field, and a second branch of the same project', async () => {
    const payments = METRICS.projects[0] as ReturnType<typeof project>;
    const nothing = Object.fromEntries(Object.keys(payments).map((field) => [field, null]));
    const metrics = { ...METRICS, projects: [...METRICS.projects, { ...payments, projectBranch: 'develop' }, nothing] };
    const { user } = renderPage({ metrics: () => json(metrics) });
    const table = await screen.findByRole('region', { name: 'Projects table' });
    await user.click(within(table).getByRole('button', { name: 'Row' }));
    expect(within(table).getByText('Expanded row: 4')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('project')).toBe('row:4');
    const [main, develop] = within(table).getAllByRole('button', { name: 'Row https://github.com/acme/payments-api' });
    await user.click(develop as HTMLElement);
    expect(within(table).getByText('Expanded row: 3')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('project')).toBe(`${payments.projectUUID}@develop`);
    await user.click(main as HTMLElement);
    expect(within(table).getByText('Expanded row: 0')).toBeTruthy();
  });

  it('applying new criteria closes the open row; applying the same ones keeps it', async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('region', { name: 'Projects table' });
    await user.click(within(table).getByRole('button', { name: 'Row https://github.com/acme/web-portal' }));
    expect(within(table).getByText('Expanded row: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      within(await screen.findByRole('region', { name: 'Projects table' })).getByText('Expanded row: 2'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Branches'));
    await user.type(screen.getByLabelText('Branches'), 'main');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const reloaded = await screen.findByRole('region', { name: 'Projects table' });
    expect(within(reloaded).getByText('Expanded row: none')).toBeTruthy();
    expect(within(reloaded).getByText('Scroll request: none')).toBeTruthy();
  });

  it('Explain opens a breakdown kept in the address: new criteria keep it, Close closes it, Back reopens it', async () => {
    const { user } = renderPage();
    const explain = await screen.findByRole('button', { name: 'Explain the change in Fixes' });
    expect(screen.queryByText('Breakdown of fixes')).toBeNull();
    await user.click(explain);
    expect(await screen.findByText('Breakdown of fixes')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('explain')).toBe('fixes');
    await user.clear(screen.getByLabelText('Branches'));
    await user.type(screen.getByLabelText('Branches'), 'main');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('branches')).toBe('main'));
    expect(new URLSearchParams(window.location.search).get('explain')).toBe('fixes');
    expect(await screen.findByText('Breakdown of fixes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Breakdown of fixes')).toBeNull());
    expect(new URLSearchParams(window.location.search).get('explain')).toBeNull();
    act(() => window.history.back());
    expect(await screen.findByText('Breakdown of fixes')).toBeTruthy();
  });

  it('the project-name filter reaches the overview 1 s after typing stops, without a new metrics call', async () => {
    const user = userEvent.setup({ delay: null });
    const { metricsRequests } = renderPage();
    const summary = await screen.findByRole('region', { name: 'Account summary' });
    await user.type(screen.getByLabelText('Project name'), 'payments');
    // The clock stops following real time as the typing ends: the wait is counted from the last key.
    pauseTestClock();
    await act(async () => vi.advanceTimersByTime(800));
    expect(summary.textContent).toBe('Whole account: 3 projects');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('region', { name: 'Account summary' }).textContent).toBe('Filtered overview: 1 projects');
    expect(
      within(screen.getByRole('region', { name: 'Projects table' }))
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Row https://github.com/acme/payments-api']);
    expect(metricsRequests()).toHaveLength(1);
  });

  it('shows the team selector only when the account has the teams feature', async () => {
    renderPage({ user: USER_WITHOUT_TEAMS });
    await screen.findByRole('region', { name: 'Account summary' });
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
    cleanup();

    renderPage({ user: DANA });
    await screen.findByRole('region', { name: 'Account summary' });
    expect(screen.getByRole('option', { name: 'Platform Security' })).toBeTruthy();
  });

  it('Compare teams puts each team in a row of its own, in the address; a team leads to its dashboard', async () => {
    const { user, metricsRequests } = renderPage();
    await screen.findByRole('region', { name: 'Account summary' });
    await user.click(screen.getByRole('button', { name: 'Compare teams' }));
    expect(new URLSearchParams(window.location.search).get('view')).toBe('teams');
    expect(screen.getByRole('button', { name: 'Compare teams' }).getAttribute('aria-pressed')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Team comparison' });
    await screen.findByText('1 of 1 teams loaded');
    const row = within(table).getByRole('rowheader', { name: TEAM.name }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('3');
    const teamCalls = metricsRequests().filter((request) => new URL(request.url).searchParams.has('teamUUID'));
    expect(new URL(teamCalls[0]?.url ?? '').searchParams.get('teamUUID')).toBe(TEAM.uuid);

    await user.click(within(row).getByRole('button', { name: TEAM.name }));
    const address = new URLSearchParams(window.location.search);
    expect(address.get('view')).toBeNull();
    expect(address.get('teamUUID')).toBe(TEAM.uuid);
    await screen.findByRole('region', { name: 'Account summary' });
    expect((screen.getByRole('combobox', { name: 'Team' }) as HTMLSelectElement).value).toBe(TEAM.uuid);
  });

  it('without the teams feature there is no team comparison, and an address asking for it shows the overview', async () => {
    window.history.replaceState(null, '', '/dashboard?view=teams&teams.sort=mttr:desc');
    const { fetch } = routeFetch({ [METRICS_ROUTE]: () => json(METRICS) });
    const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
    render(<MetricsPage user={USER_WITHOUT_TEAMS} loginRequiredView={<p>Login required view</p>} />, {
      wrapper: sdkWrapper(client),
    });
    await screen.findByRole('region', { name: 'Account summary' });
    expect(screen.queryByRole('button', { name: 'Compare teams' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Team comparison' })).toBeNull();
    expect(new URLSearchParams(window.location.search).get('view')).toBeNull();
  });

  it('Apply fetches the metrics of the chosen team and shows the spinner meanwhile', async () => {
    const { user, metricsRequests } = renderPage();
    await screen.findByRole('region', { name: 'Account summary' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Platform Security');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(within(metricsSection()).getByRole('status').textContent).toBe('Loading...');
    await waitFor(() => expect(metricsRequests()).toHaveLength(2));
    expect(new URL(metricsRequests()[1]?.url ?? '').searchParams.get('teamUUID')).toBe(TEAM.uuid);
    await screen.findByRole('region', { name: 'Account summary' });
  });

  it('a load error shows its message in an alert for 10 s, then the alert is gone', async () => {
    renderPage({ metrics: () => json({ message: 'requested time window is too large' }, 400) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Requested time window is too large.');
    expect(screen.queryByTestId('view')).toBeNull();
    // The clock stops as soon as the alert is seen; the alert arrived outside act, so its effects,
    // which start the 10 s, are flushed before the clock moves.
    pauseTestClock();
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(9_500));
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['null', () => json(null)],
    ['empty', () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['not JSON', () => new Response('<html></html>', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['a string', () => json('metrics')],
  ])(
    'a 200 whose body is %s shows the error alert with a plain message, not an empty dashboard',
    async (_case, answer) => {
      renderPage({ metrics: answer });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(`The metrics could not be loaded. ${EMPTY_METRICS_ANSWER_MESSAGE}`);
      expect(screen.queryByTestId('view')).toBeNull();
    },
  );

  it.each([
    [
      'a 500 whose body is an HTML page',
      () =>
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 500,
          headers: { 'content-type': 'text/html' },
        }),
      '502 Bad Gateway.',
    ],
    [
      'no answer within the time limit',
      () => new Promise<Response>(() => {}),
      'GET /api/v1/metrics/security/me timed out after 30000 ms.',
    ],
  ])(
    'after %s the section says the load failed, after the alert too, and Try again loads',
    async (_case, failing, message) => {
      let answer: Route = failing;
      const { user, metricsRequests } = renderPage({ metrics: (request) => answer(request) });
      await waitFor(() => expect(metricsRequests()).toHaveLength(1));
      pauseTestClock();
      // The HTML page may be answered already; the time-out comes at 30 s: step until the alert shows.
      for (let waited = 0; screen.queryByRole('alert') === null && waited < 31_000; waited += 1_000) {
        await act(async () => vi.advanceTimersByTime(1_000));
      }
      expect(screen.getByRole('alert').textContent).toBe(`The metrics could not be loaded. ${message}`);
      // The alert may have come outside act: flush its effects (which start its 10 s) before the clock moves.
      await act(async () => {});
      // The alert goes after 10 s; the section still says the load failed, never "No metrics to show".
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(within(metricsSection()).getByText('The last load failed.').parentElement?.textContent).toBe(
        `The last load failed. ${message}`,
      );
      expect(within(metricsSection()).queryByText(/No metrics to show/)).toBeNull();
      expect(screen.queryByTestId('view')).toBeNull();

      resumeTestClock();
      answer = () => json(METRICS);
      await user.click(within(metricsSection()).getByRole('button', { name: 'Try again' }));
      await screen.findByRole('region', { name: 'Account summary' });
      expect(metricsRequests()).toHaveLength(2);
      expect(within(metricsSection()).queryByText('The last load failed.')).toBeNull();
    },
  );

  it('shows the projects received so far under a progress bar, keeps a row opened meanwhile, then fills in', async () => {
    const text = JSON.stringify(METRICS);
    const bytes = new TextEncoder().encode(text);
    // Up to the third project: two have arrived.
    const cut = new TextEncoder().encode(text.slice(0, text.indexOf(JSON.stringify(METRICS.projects[2])))).length;
    let sendRest: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, cut));
        sendRest = () => {
          controller.enqueue(bytes.subarray(cut));
          controller.close();
        };
      },
    });
    const { user } = renderPage({
      metrics: () => new Response(body, { status: 200, headers: { 'content-length': String(bytes.length) } }),
    });
    const table = await screen.findByRole('region', { name: 'Projects table' });
    expect(
      within(table)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Row https://github.com/acme/payments-api', 'Row https://github.com/acme/ledger-service']);
    const bar = within(metricsSection()).getByRole('progressbar', { name: 'Metrics received' }) as HTMLProgressElement;
    expect(bar.max).toBe(bytes.length);
    expect(bar.value).toBeGreaterThan(0);
    expect(within(metricsSection()).getByText(/^2 projects received so far/).textContent).toContain(
      'Sorting and filters apply to these until the rest has arrived.',
    );
    await user.click(within(table).getByRole('button', { name: 'Row https://github.com/acme/ledger-service' }));
    expect(within(table).getByText('Expanded row: 1')).toBeTruthy();

    await act(async () => sendRest());
    await waitFor(() => expect(within(table).getAllByRole('button')).toHaveLength(3));
    expect(within(table).getByText('Expanded row: 1')).toBeTruthy();
    expect(within(metricsSection()).queryByRole('progressbar')).toBeNull();
    expect(within(metricsSection()).queryByText(/received so far/)).toBeNull();
  });

  it('a metrics call answered 401 shows the login-required view instead of the page', async () => {
    renderPage({ metrics: () => json({ message: 'Unauthorized' }, 401) });
    expect(await screen.findByText('Login required view')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Metrics' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Back and Forward bring back the applied criteria: the panel shows them and their metrics load', async () => {
    const { user, metricsRequests } = renderPage();
    await screen.findByRole('region', { name: 'Account summary' });
    await user.clear(screen.getByLabelText('Branches'));
    await user.type(screen.getByLabelText('Branches'), 'main');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(metricsRequests()).toHaveLength(2));
    expect(new URLSearchParams(window.location.search).get('branches')).toBe('main');

    // Back: the browser restores the previous address, then tells the page.
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Branches').value).toBe('*'));
    await screen.findByRole('region', { name: 'Account summary' });
    act(() => {
      window.history.forward();
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Branches').value).toBe('main'));
  });

  it.each([
    ['an error', () => json({ message: 'upstream down' }, 500), 'Upstream down.'],
    ['an answer without metrics', () => json(null), EMPTY_METRICS_ANSWER_MESSAGE],
  ])(
    'after %s, no frame ever shows "No metrics to show": the failure is drawn with the error',
    async (_case, failing, message) => {
      // Every node the page ever adds is looked at, even one a later render takes away before a paint.
      const emptyDrawn: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node.textContent?.includes('No metrics to show')) emptyDrawn.push(node.textContent);
          }
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      try {
        const { user, metricsRequests } = renderPage({ metrics: failing });
        await screen.findByRole('alert');
        expect(within(metricsSection()).getByText('The last load failed.').parentElement?.textContent).toBe(
          `The last load failed. ${message}`,
        );
        // Try again: the failure goes with the error it came from, straight to the spinner.
        await user.click(within(metricsSection()).getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(metricsRequests()).toHaveLength(2));
        await screen.findByRole('alert');
        await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
        expect(emptyDrawn).toEqual([]);
      } finally {
        observer.disconnect();
      }
    },
  );

  it('a failed load is not asked again behind the alert or after it', async () => {
    const { metricsRequests } = renderPage({ metrics: () => json({ message: 'upstream down' }, 500) });
    await screen.findByRole('alert');
    expect(within(metricsSection()).getByText('The last load failed.')).toBeTruthy();
    expect(within(metricsSection()).queryByText(/No metrics to show/)).toBeNull();
    pauseTestClock();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(metricsRequests()).toHaveLength(1);
  });

  it('a section that throws shows "This section could not be shown" with a retry; the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    overviewChart.broken = true;
    try {
      const { user } = renderPage();
      await screen.findByRole('region', { name: 'Projects table' });
      const failed = screen.getByRole('region', { name: 'Projects overview' });
      expect(failed.textContent).toContain('This section could not be shown');
      expect(screen.getAllByTestId('view').map((view) => view.getAttribute('aria-label'))).toEqual([
        'Account summary',
        'most-improved',
        'underachievers',
        'Projects performance chart',
        'Usage chart',
        'Projects table',
        'Remediation',
      ]);
      overviewChart.broken = false;
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(screen.getByRole('region', { name: 'Projects overview chart' })).toBeTruthy();
    } finally {
      overviewChart.broken = false;
      vi.restoreAllMocks();
    }
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RemediationSection,
  type RemediationSectionProps,
} from '@/dashboard/features/remediation/components/remediation-section';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import { createClient } from '../../../../../src/sdk';
import { json, type Route, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { drawnBars, drawnTexts, recordCanvas } from '../../../support/canvas-recorder';
import { wireFix, wireProject, wireResponse, wireScan } from '../../../support/metrics-fixtures';
import { sdkWrapper } from '../../../support/providers';

const DAY = 86_400_000;
const MONDAY = Date.UTC(2026, 2, 16);
const METRICS_ROUTE = 'GET /api/v1/metrics/security/me';
const QUERY: FilterQuery = {
  startDate: '2026-03-15',
  endDate: '2026-03-28',
  branches: 'main',
  tags: 'pci',
  cached: true,
};

const scan = (day: number, count: number, mitigated: number, delta: number) =>
  wireScan({
    timestamp: MONDAY + day * DAY,
    reportUUID: `report-${day}`,
    securityScore: 70,
    vulnerabilityCount: count,
    mitigationCount: mitigated,
    vulnerabilityDelta: delta,
  });
const fix = (severity: string, daysToFix: number) => wireFix({ severity, daysToFix, fixedWhen: MONDAY });
const project = (name: string, scans: unknown[], fixes: unknown[]) =>
  wireProject({
    projectUUID: `uuid-${name}`,
    projectUrl: `https://github.com/acme/${name}`,
    securityScore: 70,
    scans,
    vulnerabilitiesIdentified: 10,
    vulnerabilitiesAddressed: fixes.length,
    remediations: { vulnerabilities: fixes },
  });
const metricsOf = (...projects: unknown[]) => wireResponse({ projects });

/** Current period: 4 fixes (mean 5.5 days), two weeks of flow: 5 introduced, 6 fixed. */
const CURRENT = metricsOf(
  project(
    'payments-api',
    [scan(0, 10, 0, 0), scan(2, 8, 4, -2), scan(8, 9, 2, 1)],
    [fix('CRITICAL', 2), fix('CRITICAL', 9), fix('HIGH', 5)],
  ),
  project('ledger', [scan(1, 3, 0, 0)], [fix('LOW', 6)]),
);
/** Previous period: 2 fixes (mean 11 days). */
const PREVIOUS = metricsOf(project('payments-api', [scan(-14, 10, 0, 0)], [fix('CRITICAL', 20), fix('HIGH', 2)]));

function renderSection({ previous = (() => json(PREVIOUS)) as Route, searchFilter = '' } = {}) {
  const routes: Record<string, Route> = {
    [METRICS_ROUTE]: (request) =>
      new URL(request.url).searchParams.get('startDate') === QUERY.startDate ? json(CURRENT) : previous(request),
  };
  const { fetch, requests } = routeFetch(routes);
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  const view = render(
    <FixedChartSize width={600} height={300}>
      <RemediationSection query={QUERY} searchFilter={searchFilter} />
    </FixedChartSize>,
    { wrapper: sdkWrapper(client) },
  );
  return { requests, view, user: userEvent.setup() };
}

const tile = (label: string) => {
  const item = screen.getByText(label, { selector: 'span' }).closest('li');
  if (!item) throw new Error(`no tile ${label}`);
  return item as HTMLElement;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemediationSection', () => {
  it('shows the figures, then their change against the previous period, asked with the same criteria', async () => {
    const { requests } = renderSection();
    await screen.findByRole('heading', { name: 'Remediation', level: 3 });
    expect(within(tile('Fixes')).getByText('4')).toBeTruthy();
    expect(within(tile('Mean time to remediate')).getByText('5.5 d')).toBeTruthy();
    expect(within(tile('Mean time to remediate')).getByText('median 5.5 d · P90 9 d')).toBeTruthy();
    // fixes 4 vs 2: +100%; MTTR 5.5 vs 11: −50% (good news, shown as such)
    await waitFor(() => expect(within(tile('Fixes')).getByText('+100%')).toBeTruthy());
    const mttrChange = within(tile('Mean time to remediate')).getByText('−50%');
    expect(mttrChange.className).toMatch(/good/);

    const metricsRequests = requests.map((request) => new URL(request.url).searchParams);
    expect(metricsRequests).toHaveLength(2);
    const previous = metricsRequests[1];
    expect(previous?.get('startDate')).toBe('2026-03-01');
    expect(previous?.get('endDate')).toBe('2026-03-14');
    expect(previous?.get('branches')).toBe('main');
    expect(previous?.get('tags')).toBe('pci');
    expect(previous?.get('cache')).toBe('true');
  });

  it('asks for the previous period only after the current one has answered', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes: Record<string, Route> = {
      [METRICS_ROUTE]: async (request) => {
        if (new URL(request.url).searchParams.get('startDate') !== QUERY.startDate) return json(PREVIOUS);
        await gate;
        return json(CURRENT);
      },
    };
    const { fetch, requests } = routeFetch(routes);
    render(<RemediationSection query={QUERY} searchFilter="" />, {
      wrapper: sdkWrapper(createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false })),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    // Only its heading while the current period is on its way, in the place it will fill.
    expect(screen.getByRole('heading', { name: 'Remediation' })).toBeTruthy();
    expect(screen.queryByText('Fixes', { selector: 'span' })).toBeNull();
    release();
    await screen.findByText('Fixes', { selector: 'span' });
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('keeps the current figures when the previous period fails, and says so', async () => {
    renderSection({ previous: () => json({ message: 'boom' }, 500) });
    await screen.findByText('The previous period could not be loaded: changes are not shown.');
    expect(within(tile('Fixes')).getByText('4')).toBeTruthy();
    expect(within(tile('Fixes')).getByText('—')).toBeTruthy();
  });

  it('shows "—" as the change when the previous value is 0', async () => {
    renderSection({ previous: () => json(metricsOf()) });
    await waitFor(() => expect(screen.queryByText('Loading the previous period…')).toBeNull());
    expect(within(tile('Fixes')).getByText('—')).toBeTruthy();
  });

  it('follows the project-name filter', async () => {
    renderSection({ searchFilter: 'LEDGER' });
    await screen.findByRole('heading', { name: 'Remediation' });
    expect(within(tile('Fixes')).getByText('1')).toBeTruthy();
  });

  it('lists MTTR by severity and SLA compliance in captioned tables', async () => {
    renderSection();
    const mttr = await screen.findByRole('table', { name: 'Time to fix by severity, in days' });
    const critical = within(mttr).getByRole('row', { name: /Critical/ });
    expect(
      within(critical)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5.5 d', '5.5 d', '9 d', '2']);
    const sla = screen.getByRole('table', { name: 'SLA compliance by severity' });
    expect(within(within(sla).getByRole('row', { name: /Critical/ })).getByText('1 of 2')).toBeTruthy();
  });

  it('draws the charts, and shows each as a table on request', async () => {
    const drawing = recordCanvas();
    const { user } = renderSection();
    const flow = await screen.findByRole('figure', { name: /Introduced vs fixed: 2 weeks/ });
    const durations = await screen.findByRole('figure', { name: /Time to fix: 0–7 days 3/ });
    // Both drawn on their canvases: 2 weeks × introduced and fixed, and the backlog line's name.
    await waitFor(() => expect(drawing.frames.flatMap(drawnBars).length).toBeGreaterThanOrEqual(4));
    expect(drawing.frames.flatMap(drawnTexts)).toContain('Backlog');
    expect(within(flow).getByRole('img').getAttribute('aria-label')).toBe(flow.getAttribute('aria-label'));
    expect(within(durations).getByRole('img').getAttribute('aria-label')).toBe(durations.getAttribute('aria-label'));

    await user.click(screen.getByRole('button', { name: 'View as table: Introduced vs fixed' }));
    const table = screen.getByRole('table', { name: 'Introduced, fixed and backlog per week' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Week ofIntroducedFixedBacklog',
      '2026-03-162411', // introduced 2, fixed 4, backlog 8 + 3
      '2026-03-233212', // introduced 3, fixed 2, backlog 9 + 3
    ]);
    expect(
      screen.getByRole('button', { name: 'View as chart: Introduced vs fixed' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'View as table: Time to fix' }));
    expect(screen.getByRole('table', { name: 'Fixes by time to fix' })).toBeTruthy();
  });

  it('has no axe violations, as charts and as tables', async () => {
    const { user, view } = renderSection();
    await screen.findByRole('figure', { name: /Introduced vs fixed/ });
    await waitFor(() => expect(screen.queryByText('Loading the previous period…')).toBeNull());
    const check = async () => {
      const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    };
    await check();
    await user.click(screen.getByRole('button', { name: 'View as table: Introduced vs fixed' }));
    await user.click(screen.getByRole('button', { name: 'View as table: Time to fix' }));
    await check();
  }); // axe walks the whole section twice: slow in jsdom on a busy machine
});

describe('RemediationSection: explaining a change', () => {
  const EXPLAIN_NAMES = [
    'Explain the change in Fixes',
    'Explain the change in fixed vulnerabilities',
    'Explain the change in introduced vulnerabilities',
    'Explain the change in Risk removed',
    'Explain the change in Unaddressed vulnerabilities',
  ];

  function renderExplaining(explain: RemediationSectionProps['explain']) {
    const { fetch } = routeFetch({
      [METRICS_ROUTE]: (request) =>
        json(new URL(request.url).searchParams.get('startDate') === QUERY.startDate ? CURRENT : PREVIOUS),
    });
    const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
    render(
      <FixedChartSize width={600} height={300}>
        <RemediationSection query={QUERY} searchFilter="" explain={explain} />
      </FixedChartSize>,
      { wrapper: sdkWrapper(client) },
    );
    return userEvent.setup();
  }

  it('shows the unaddressed vulnerabilities: identified − addressed per project, summed, with their change', async () => {
    renderExplaining(undefined);
    await screen.findByRole('heading', { name: 'Remediation' });
    // payments-api 10 − 3, ledger 10 − 1; before: payments-api 10 − 2
    expect(within(tile('Unaddressed vulnerabilities')).getByText('16')).toBeTruthy();
    const change = await within(tile('Unaddressed vulnerabilities')).findByText('+100%');
    expect(change.className).toMatch(/bad/);
  });

  it('offers an Explain button on each figure the page can break down, only when the page gives one', async () => {
    const onExplain = vi.fn();
    const user = renderExplaining({ open: null, onExplain, panel: null });
    await screen.findByRole('heading', { name: 'Remediation' });
    const buttons = screen.getAllByRole('button', { name: /^Explain the change in/ });
    expect(buttons).toHaveLength(5);
    for (const name of EXPLAIN_NAMES) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(within(tile('Mean time to remediate')).queryByRole('button')).toBeNull();
    expect(within(tile('SLA compliance')).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Explain the change in introduced vulnerabilities' }));
    expect(onExplain).toHaveBeenLastCalledWith('introduced');
    cleanup();
    renderExplaining(undefined);
    await screen.findByRole('heading', { name: 'Remediation' });
    expect(screen.queryByRole('button', { name: /^Explain/ })).toBeNull();
  });

  it('shows the open breakdown under the tiles, and gives the focus back to its button when it closes', async () => {
    function Page() {
      const [open, setOpen] = useState<Measure | null>(null);
      const panel = open && (
        <button type="button" onClick={() => setOpen(null)}>
          Close the panel of {open}
        </button>
      );
      return <RemediationSection query={QUERY} searchFilter="" explain={{ open, onExplain: setOpen, panel }} />;
    }
    const { fetch } = routeFetch({ [METRICS_ROUTE]: () => json(CURRENT) });
    render(
      <FixedChartSize width={600} height={300}>
        <Page />
      </FixedChartSize>,
      { wrapper: sdkWrapper(createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false })) },
    );
    const user = userEvent.setup();
    const explainFixes = await screen.findByRole('button', { name: 'Explain the change in Fixes' });
    expect(explainFixes.getAttribute('aria-expanded')).toBe('false');
    await user.click(explainFixes);
    expect(explainFixes.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Close the panel of fixes' }));
    expect(screen.queryByRole('button', { name: /Close the panel/ })).toBeNull();
    expect(document.activeElement).toBe(explainFixes);
    // Its own button closes it too
    await user.click(explainFixes);
    await user.click(explainFixes);
    expect(screen.queryByRole('button', { name: /Close the panel/ })).toBeNull();
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSummaryCard } from '@/dashboard/features/overview/components/account-summary-card';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { recordCanvas } from '../../../support/canvas-recorder';
import { metricsModel } from './widget-fixtures';

const PROJECTS = [
  { url: 'https://github.com/acme/payments-api', scores: [40, 60], identified: 30, addressed: 12 },
  { url: 'https://github.com/acme/ledger', scores: [80, 70, 75], identified: 12, addressed: 0 },
  { url: 'https://gitlab.com/acme/checkout', scores: [90], identified: 0, addressed: 0 },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderCard(model: ReturnType<typeof metricsModel>, isFiltered = false) {
  return render(
    <FixedChartSize width={600} height={332}>
      <AccountSummaryCard overview={model.displayed} isFiltered={isFiltered} />
    </FixedChartSize>,
  );
}

const tileValue = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
const legendValue = (name: string) =>
  within(screen.getByText(name).parentElement as HTMLElement).getByRole('definition').textContent;

describe('AccountSummaryCard', () => {
  it('shows Total Projects and Total Scans as big grouped numbers from the server totals', () => {
    const model = metricsModel(PROJECTS, {
      accountOverview: {
        numberOfProjects: 1284,
        totalScans: 56_789,
        vulnerabilitiesIdentified: 42,
        vulnerabilitiesAddressed: 12,
      },
    });
    renderCard(model);
    expect(screen.getByRole('heading', { name: 'Account summary' })).toBeTruthy();
    expect(tileValue('Total Projects')).toBe('1,284');
    expect(tileValue('Total Scans')).toBe('56,789');
  });

  it('shows unaddressed (identified minus addressed) and addressed vulnerabilities in the legend and the doughnut', async () => {
    const drawing = recordCanvas();
    const model = metricsModel(PROJECTS);
    const { container } = renderCard(model);
    // 42 identified, 12 addressed over the three projects.
    expect(legendValue('Unaddressed')).toBe('30');
    expect(legendValue('Addressed')).toBe('12');
    expect(screen.getByText('28% of 42 identified addressed')).toBeTruthy();

    const doughnut = await screen.findByRole('figure', { name: 'Vulnerabilities: 30 unaddressed, 12 addressed' });
    // The drawing (a canvas, role img) carries the same name.
    expect(within(doughnut).getByRole('img').getAttribute('aria-label')).toBe(
      'Vulnerabilities: 30 unaddressed, 12 addressed',
    );
    // Two slices filled, each in its token's colour (jsdom computes no variable: the token itself).
    await waitFor(() => expect(drawing.latest().length).toBeGreaterThan(0));
    const slices = drawing.latest().filter((call) => call.method === 'fill');
    expect(slices.map((slice) => slice.fillStyle)).toEqual(['var(--color-bad)', 'var(--color-good)']);
    // The identified total over the hole, hidden from screen readers (the label says it).
    expect(
      within(container.querySelector('figure') as HTMLElement)
        .getByText('42')
        .closest('[aria-hidden]'),
    ).toBeTruthy();
  });

  it('says it shows the whole account when no search is applied', () => {
    renderCard(metricsModel(PROJECTS));
    expect(screen.getByText('Whole account')).toBeTruthy();
    expect(screen.queryByText('Filtered')).toBeNull();
  });

  it('shows the filtered overview, tagged Filtered, when a search is applied', () => {
    const model = metricsModel(PROJECTS, { search: 'github.com' });
    renderCard(model, model.filteredOverview !== null);
    expect(screen.getByText('Filtered')).toBeTruthy();
    expect(screen.getByText('Projects matching the search')).toBeTruthy();
    expect(tileValue('Total Projects')).toBe('2');
    expect(tileValue('Total Scans')).toBe('5');
    expect(legendValue('Unaddressed')).toBe('30');
  });

  it('shows a friendly empty state instead of an empty ring when there is no vulnerability', () => {
    const { container } = renderCard(metricsModel([{ url: 'https://github.com/acme/clean', scores: [99] }]));
    expect(screen.getByText(/No vulnerabilities identified here/)).toBeTruthy();
    expect(screen.queryByText('Unaddressed')).toBeNull();
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('holds the doughnut place with a loading skeleton until the chart code has loaded', async () => {
    // A fresh module graph: React.lazy remembers a chunk once loaded, as the browser does.
    vi.resetModules();
    const { AccountSummaryCard: FreshCard } = await import(
      '@/dashboard/features/overview/components/account-summary-card'
    );
    const { FixedChartSize: FreshSize } = await import('@/dashboard/shared/charts/chart-size');
    const model = metricsModel(PROJECTS);
    render(
      <FreshSize width={600} height={332}>
        <FreshCard overview={model.displayed} isFiltered={false} />
      </FreshSize>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading chart...');
    expect(await screen.findByRole('figure')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

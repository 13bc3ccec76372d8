import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectsPerformanceChart } from '@/dashboard/features/overview/components/projects-performance-chart';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { Overview } from '@/dashboard/shared/metrics/types';
import { type DrawnBar, drawnBars, drawnTexts, drawnTextsAt, recordCanvas } from '../../../support/canvas-recorder';
import { metricsModel } from './widget-fixtures';

// The chart's nivo view is a lazy chunk: load it once up front, so no test waits on its first transform.
beforeAll(() => import('@/dashboard/features/overview/components/projects-performance-chart-view'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// payments-api +20,000 and ledger +5,000 improved; checkout declined on two branches (-12,000 on
// main, -2,000 on release/2.4), so its labels carry the branch.
const OVERVIEW = metricsModel([
  { url: 'https://github.com/acme/payments-api', scores: [50, 70] },
  { url: 'https://github.com/acme/ledger', scores: [60, 65] },
  { url: 'https://github.com/acme/checkout', branch: 'main', scores: [80, 68] },
  { url: 'https://github.com/acme/checkout', branch: 'release/2.4', scores: [50, 48] },
  { url: 'https://github.com/acme/steady', scores: [70, 70] },
]).account;

function renderChart(overview: Overview) {
  return render(
    <FixedChartSize width={600} height={332}>
      <ProjectsPerformanceChart overview={overview} />
    </FixedChartSize>,
  );
}

let drawing: ReturnType<typeof recordCanvas>;
beforeEach(() => {
  drawing = recordCanvas();
});

/** The chart, once drawn on its canvas. */
async function drawnChart() {
  const figure = await screen.findByRole('figure', {
    name: 'Projects performance: performance score of the most improved and the underachieving projects',
  });
  await waitFor(() => expect(drawnBars(drawing.latest()).length).toBeGreaterThan(0));
  return figure;
}

/** The bars, top to bottom. */
const barsOf = () => drawnBars(drawing.latest()).sort((a, b) => a.y - b.y);
const texts = () => drawnTextsAt(drawing.latest());
/** The name the left axis writes beside the bar: the text left of the plot at the bar's middle. */
const rowNameOf = (bar: DrawnBar) =>
  texts().find((text) => text.x < 176 && Math.abs(text.y - (bar.y + bar.height / 2)) < 0.5)?.text;
/** The bottom axis's tick labels, left to right (each written twice by nivo). */
const valueTicksOf = () => [
  ...new Set(
    texts()
      .filter((text) => text.y > 332 - 40)
      .sort((a, b) => a.x - b.x)
      .map((text) => text.text),
  ),
];
/** The value label written at a bar's end, by its text. */
const valueLabel = (text: string) => texts().find((label) => label.text === text);
/** The text colour on the light theme, as jsdom computes it from nothing: the variable itself. */
const INVERSE = 'var(--color-text-inverse)';

describe('ProjectsPerformanceChart', () => {
  it('draws a bar for each most improved and underachieving project, labelled nameTail(:branch)', async () => {
    renderChart(OVERVIEW);
    const figure = await drawnChart();
    expect(barsOf()).toHaveLength(4);
    // The canvas is an image named like the figure; the hidden list below describes the bars.
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(figure.getAttribute('aria-label'));
    const written = drawnTexts(drawing.latest());
    expect(written).toEqual(
      expect.arrayContaining(['payments-api', 'ledger', 'checkout:main', 'checkout:release/2.4', '+20,000', '-12,000']),
    );
    expect(written).not.toContain('steady');
  });

  it('puts the most improved project on top and the worst underachiever at the bottom', async () => {
    renderChart(OVERVIEW);
    await drawnChart();
    const topToBottom = barsOf();
    expect(topToBottom.map(rowNameOf)).toEqual(['payments-api', 'ledger', 'checkout:release/2.4', 'checkout:main']);
    // Each bar as long as its score: 20,000, 5,000, 2,000 and 12,000.
    const unit = (topToBottom[2]?.width ?? Number.NaN) / 2_000;
    expect(topToBottom.map((bar) => Math.round(bar.width / unit))).toEqual([20_000, 5_000, 2_000, 12_000]);
  });

  it('draws improvements to the right of 0 in the good colour and declines to the left in the bad colour', async () => {
    renderChart(OVERVIEW);
    await drawnChart();
    // The line at 0: the one line 2 px wide.
    const zeroLine = drawing.latest().find((call) => call.method === 'moveTo' && call.lineWidth === 2);
    const zeroX = zeroLine?.at.x ?? Number.NaN;
    const byName = new Map(barsOf().map((bar) => [rowNameOf(bar), bar]));
    const improved = byName.get('payments-api');
    const declined = byName.get('checkout:main');
    expect(improved?.fill).toBe('var(--color-good)');
    expect(declined?.fill).toBe('var(--color-bad)');
    expect(improved?.x).toBeGreaterThanOrEqual(zeroX - 0.5);
    expect(declined?.x).toBeLessThan(zeroX);
  });

  it('writes at most 5 round value ticks in a compact signed format', async () => {
    renderChart(OVERVIEW);
    await drawnChart();
    expect(valueTicksOf()).toEqual(['\u221220k', '\u221210k', '0', '+10k', '+20k']);
  });

  it("writes a long bar's value inside it in white and a short bar's just outside, in the text colour", async () => {
    renderChart(OVERVIEW);
    await drawnChart();
    const byName = new Map(barsOf().map((bar) => [rowNameOf(bar), bar]));
    const long = byName.get('payments-api') as DrawnBar;
    const longLabel = valueLabel('+20,000');
    expect(longLabel?.fill).toBe(INVERSE);
    expect(longLabel?.x).toBeLessThan(long.x + long.width);
    const declined = byName.get('checkout:main') as DrawnBar;
    const declinedLabel = valueLabel('-12,000');
    expect(declinedLabel?.fill).toBe(INVERSE);
    expect(declinedLabel?.x).toBeGreaterThan(declined.x);
    const short = byName.get('ledger') as DrawnBar;
    const shortLabel = valueLabel('+5,000');
    expect(shortLabel?.fill).not.toBe(INVERSE);
    expect(shortLabel?.x).toBeGreaterThan(short.x + short.width);
    const shortDecline = byName.get('checkout:release/2.4') as DrawnBar;
    expect(valueLabel('-2,000')?.x).toBeLessThan(shortDecline.x);
  });

  it('lists every bar with its full label and signed score for screen readers', () => {
    renderChart(OVERVIEW);
    const summary = screen
      .getAllByRole('list')
      .find((list) => list.classList.contains('visually-hidden')) as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'https://github.com/acme/payments-api: +20,000',
      'https://github.com/acme/ledger: +5,000',
      'https://github.com/acme/checkout:release/2.4: -2,000',
      'https://github.com/acme/checkout:main: -12,000',
    ]);
  });

  it('shows an empty state when both lists are empty', () => {
    const { container } = renderChart(
      metricsModel([{ url: 'https://github.com/acme/steady', scores: [70, 70] }]).account,
    );
    expect(screen.getByText('No project improved or declined in this selection.')).toBeTruthy();
    expect(container.querySelector('canvas')).toBeNull();
  });
});

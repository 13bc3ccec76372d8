import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectsOverviewChart } from '@/dashboard/features/overview/components/projects-overview-chart';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { Overview } from '@/dashboard/shared/metrics/types';
import { type DrawnBar, drawnBars, drawnTexts, drawnTextsAt, recordCanvas } from '../../../support/canvas-recorder';
import { metricsModel } from './widget-fixtures';

// The chart's nivo view is a lazy chunk: load it once up front, so no test waits on its first transform.
beforeAll(() => import('@/dashboard/features/overview/components/projects-overview-chart-view'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Scores 10 and 30 are high risk, 31 and 60 moderate, 96 low (the band edges);
// none is low-moderate (61 to 95).
const OVERVIEW = metricsModel(
  [10, 30, 31, 60, 96].map((score, index) => ({ url: `https://github.com/acme/service-${index}`, scores: [score] })),
).account;

let drawing: ReturnType<typeof recordCanvas>;
beforeEach(() => {
  drawing = recordCanvas();
});

/** The chart, once drawn on its canvas. */
async function drawnChart() {
  const figure = await screen.findByRole('figure', {
    name: 'Projects overview: number of projects per security score band',
  });
  await waitFor(() => expect(drawnBars(drawing.latest()).length).toBeGreaterThan(0));
  return figure;
}

/** The bars, left to right. */
const barsOf = () => drawnBars(drawing.latest()).sort((a, b) => a.x - b.x);
const texts = () => drawnTextsAt(drawing.latest());
/** The band written under the bar: the first line below the plot at the bar's middle, then the rest. */
const bandUnder = (bar: DrawnBar) =>
  texts()
    .filter((text) => text.y > 332 - 44 && Math.abs(text.x - (bar.x + bar.width / 2)) < 0.5)
    .map((text) => text.text)
    .join(' ');

function renderChart(overview: Overview) {
  return render(
    <FixedChartSize width={600} height={332}>
      <ProjectsOverviewChart overview={overview} />
    </FixedChartSize>,
  );
}

describe('ProjectsOverviewChart', () => {
  it('draws one bar per score band, riskiest first, with the number of projects in it', async () => {
    renderChart(OVERVIEW);
    const figure = await drawnChart();
    const bars = barsOf();
    expect(bars.map(bandUnder)).toEqual(['high risk', 'moderate risk', 'low-moderate risk', 'low risk']);
    // Each bar as high as its count: 2, 2, 0 and 1 projects.
    const oneProject = bars[3]?.height ?? Number.NaN;
    expect(bars.map((bar) => bar.height / oneProject)).toEqual([2, 2, 0, 1]);
    // The canvas is an image named like the figure; the hidden summary describes the bands.
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(figure.getAttribute('aria-label'));
  });

  it('colours each band with its risk token', async () => {
    renderChart(OVERVIEW);
    await drawnChart();
    // Computed on the page; jsdom computes no variable, so the colour reads as the token itself.
    const fills = barsOf().map((bar) => bar.fill);
    expect(fills).toEqual(['var(--risk-high)', 'var(--risk-moderate)', 'var(--risk-low-moderate)', 'var(--risk-low)']);
  });

  it('is 332 px high and counts in whole projects on its axis', async () => {
    renderChart(OVERVIEW);
    const figure = await drawnChart();
    expect(figure.style.height).toBe('332px');
    // nivo's canvas axis writes each tick label twice, in the same place.
    const ticks = [...new Set(drawnTexts(drawing.latest()).filter((text) => /^\d+$/.test(text)))];
    expect(ticks.slice(0, 3)).toEqual(['0', '1', '2']);
    expect(ticks).not.toContain('0.5');
  });

  it('steps its count axis by round numbers on a large account, grouped like every count', async () => {
    // 1,487 projects in one band: 0, 500, 1,000, 1,500, not 0, 298, 596, …
    const many = metricsModel(
      Array.from({ length: 1_487 }, (_, index) => ({ url: `https://github.com/acme/service-${index}`, scores: [80] })),
    ).account;
    renderChart(many);
    await drawnChart();
    // The count axis's labels sit left of it, bottom to top; the totals above the bars.
    const axisLabels = texts()
      .filter((text) => text.x < 64 && !text.rotated)
      .sort((a, b) => b.y - a.y)
      .map((text) => text.text);
    expect([...new Set(axisLabels)]).toEqual(['0', '500', '1,000', '1,500']);
    expect(drawnTexts(drawing.latest())).toContain('1,487');
  });

  it('gives screen readers a text summary of every band', () => {
    renderChart(OVERVIEW);
    expect(
      screen.getByText(
        'high risk: 2 projects, moderate risk: 2 projects, low-moderate risk: 0 projects, low risk: 1 project',
      ),
    ).toBeTruthy();
  });

  it('says so instead of drawing empty bars when the selection has no project', () => {
    const { container } = renderChart(metricsModel([]).account);
    expect(screen.getByText('No projects in this selection.')).toBeTruthy();
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('shows a skeleton of the chart height while the chart code loads', async () => {
    vi.resetModules();
    const { ProjectsOverviewChart: FreshChart } = await import(
      '@/dashboard/features/overview/components/projects-overview-chart'
    );
    const { FixedChartSize: FreshSize } = await import('@/dashboard/shared/charts/chart-size');
    render(
      <FreshSize width={600} height={332}>
        <FreshChart overview={OVERVIEW} />
      </FreshSize>,
    );
    const skeleton = screen.getByRole('status');
    expect(skeleton.textContent).toBe('Loading chart...');
    expect(skeleton.style.height).toBe('332px');
    expect(await screen.findByRole('figure')).toBeTruthy();
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COVERAGE_FAILED, UsageChart } from '@/dashboard/features/overview/components/usage-chart';
import type { DashboardModel } from '@/dashboard/features/overview/model/derive-dashboard';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { drawnTexts, recordCanvas } from '../../../support/canvas-recorder';
import { fixtureDate, metricsModel } from './widget-fixtures';

// The chart's nivo view is a lazy chunk: load it once up front, so no test waits on its first transform.
beforeAll(() => import('@/dashboard/features/overview/components/usage-chart-view'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Coverage peaks at 60 analyses, so the y axis runs 0, 25, 50, 75; exclusions peak at 7 (0, 25).
const MODEL = metricsModel([], {
  usage: {
    coverage: [
      [3, 10],
      [5, 28],
      [8, 60],
      [9, 41],
    ],
    exclusions: [1, 4, 7],
  },
});

function renderChart(model: DashboardModel) {
  return render(
    <FixedChartSize width={600} height={332}>
      <UsageChart coverage={model.coverageChart} exclusions={model.exclusionsChart} />
    </FixedChartSize>,
  );
}

let drawing: ReturnType<typeof recordCanvas>;
beforeEach(() => {
  drawing = recordCanvas();
});

/** The chart's figure, once drawn on its canvas. */
async function drawnChart(name?: string) {
  const figure = await screen.findByRole('figure', name === undefined ? {} : { name });
  await waitFor(() => expect(drawing.latest().length).toBeGreaterThan(0));
  return figure;
}

/** The texts written, each once (nivo's canvas axis writes each tick label twice, in place). */
const writtenTexts = () => [...new Set(drawnTexts(drawing.latest()))];
/** The lines drawn: the strokes 2.5 px wide. */
const lineStrokes = () => drawing.latest().filter((call) => call.method === 'stroke' && call.lineWidth === 2.5);
/** The heights of the horizontal grid lines, in the grid's colour (the token itself in jsdom). */
const gridYs = () =>
  drawing
    .latest()
    .filter((call) => call.method === 'moveTo' && call.strokeStyle === 'var(--chart-grid)')
    .map((call) => call.at.y);

describe('UsageChart', () => {
  it('shows Coverage by default: two lines, Projects and Analyses, 332 px high', async () => {
    renderChart(MODEL);
    expect((screen.getByRole('combobox', { name: 'Usage' }) as HTMLSelectElement).value).toBe('coverage');
    const figure = await drawnChart('Usage over time, Coverage: Projects and Analyses per date');
    expect(figure.style.height).toBe('332px');
    expect(lineStrokes()).toHaveLength(2);
    expect(writtenTexts()).toEqual(expect.arrayContaining(['Projects', 'Analyses']));
  });

  it('switches to Exclusions, one line, with the select', async () => {
    const user = userEvent.setup();
    renderChart(MODEL);
    await screen.findByRole('figure');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage' }), 'Exclusions');
    await drawnChart('Usage over time, Exclusions: Exclusions per date');
    await waitFor(() => expect(lineStrokes()).toHaveLength(1));
    expect(writtenTexts()).not.toContain('Analyses');
  });

  it('hides the whole chart, saying why, when the chosen series has fewer than 2 dates', async () => {
    const user = userEvent.setup();
    const model = metricsModel([], { usage: { coverage: [[3, 10]], exclusions: [1, 2] } });
    const { container } = renderChart(model);
    expect(screen.getByText('Not enough data to draw coverage over time: it needs at least 2 dates.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(container.querySelector('canvas')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage' }), 'Exclusions');
    expect(await screen.findByRole('figure')).toBeTruthy();
    expect(screen.queryByText(/Not enough data/)).toBeNull();
  });

  it('while the answer is still arriving, holds the place of a series with too few dates instead of saying so', () => {
    const model = metricsModel([], { usage: { coverage: [[3, 10]], exclusions: [1, 2] } });
    const view = (arriving: boolean) => (
      <FixedChartSize width={600} height={332}>
        <UsageChart coverage={model.coverageChart} exclusions={model.exclusionsChart} arriving={arriving} />
      </FixedChartSize>
    );
    const { rerender } = render(view(true));
    expect(screen.getByRole('status').textContent).toBe('Loading chart...');
    expect(screen.queryByText(/Not enough data/)).toBeNull();
    rerender(view(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/Not enough data to draw coverage over time/)).toBeTruthy();
  });

  it('steps the y axis every 25 from 0 to the largest value rounded up to 25', async () => {
    renderChart(MODEL);
    await drawnChart();
    const yTicks = writtenTexts().filter((text) => /^\d+$/.test(text));
    expect(yTicks).toEqual(['0', '25', '50', '75']);
    // One horizontal grid line per tick, evenly spaced.
    const grid = gridYs();
    expect(grid).toHaveLength(4);
    const gaps = grid.slice(1).map((y, index) => (grid[index] ?? 0) - y);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0] ?? 0, 5);
  });

  it('keeps a grid line every 25 and thins only the labels when every 25 would crowd them', async () => {
    const days: [number, number][] = [
      [3, 10],
      [40, 460],
    ];
    renderChart(metricsModel([], { usage: { coverage: days } }));
    await drawnChart();
    const yLabels = writtenTexts().filter((text) => /^[\d,]+$/.test(text));
    expect(yLabels).toEqual(['0', '50', '100', '150', '200', '250', '300', '350', '400', '450']);
    // 0 to 475 every 25: 20 grid lines, evenly spaced, a label on every second.
    const grid = gridYs();
    expect(grid).toHaveLength(20);
    const gaps = grid.slice(1).map((y, index) => (grid[index] ?? 0) - y);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0] ?? 0, 5);
  });

  it('under a project-name filter, says that Coverage is of the filtered projects and Exclusions of the whole account', async () => {
    const user = userEvent.setup();
    render(
      <FixedChartSize width={600} height={332}>
        <UsageChart coverage={MODEL.coverageChart} exclusions={MODEL.exclusionsChart} isFiltered />
      </FixedChartSize>,
    );
    expect(screen.getByText('Projects and analyses per date, of the filtered projects only')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage' }), 'Exclusions');
    expect(screen.getByText(/for the whole account: exclusions are not tied to a project/)).toBeTruthy();
  });

  it('holds Coverage’s place while the filtered projects’ series is derived, and says when it cannot be; Exclusions draw', async () => {
    const user = userEvent.setup();
    const view = (coverageStatus: 'pending' | 'failed') => (
      <FixedChartSize width={600} height={332}>
        <UsageChart
          coverage={MODEL.coverageChart}
          exclusions={MODEL.exclusionsChart}
          isFiltered
          coverageStatus={coverageStatus}
        />
      </FixedChartSize>
    );
    const { rerender } = render(view('pending'));
    expect(screen.getByRole('status').textContent).toBe('Loading chart...');
    expect(screen.queryByRole('figure')).toBeNull();
    rerender(view('failed'));
    expect(screen.getByRole('alert').textContent).toBe(COVERAGE_FAILED);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage' }), 'Exclusions');
    expect(screen.queryByRole('alert')).toBeNull();
    await drawnChart();
  });

  it('draws no legend: each line is named once, at its end', async () => {
    renderChart(MODEL);
    await drawnChart();
    const texts = drawnTexts(drawing.latest());
    expect(texts.filter((text) => text === 'Projects')).toHaveLength(1);
    expect(texts.filter((text) => text === 'Analyses')).toHaveLength(1);
  });

  it('thins the points out: small, and at most 12 per line plus the last', async () => {
    const days = Array.from({ length: 60 }, (_, day): [number, number] => [day, day * 2]);
    renderChart(metricsModel([], { usage: { coverage: days } }));
    await drawnChart();
    const points = drawing.latest().filter((call) => call.method === 'arc');
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(2 * 13);
    for (const point of points) expect(Number(point.args[2])).toBeLessThanOrEqual(3);
  });

  it('writes at most 6 dates under the x axis, the first and the last included', async () => {
    const days = Array.from({ length: 30 }, (_, day): [number, number] => [day, day]);
    renderChart(metricsModel([], { usage: { coverage: days } }));
    await drawnChart();
    const dates = writtenTexts().filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text));
    expect(dates.length).toBeLessThanOrEqual(6);
    expect(dates[0]).toBe(fixtureDate(0));
    expect(dates[dates.length - 1]).toBe(fixtureDate(29));
  });

  it("shows every line's value on the date under the pointer", async () => {
    renderChart(MODEL);
    const figure = await drawnChart();
    // The points of the last date (the last one drawn of each line): Projects 9, Analyses 41.
    const last = drawing
      .latest()
      .filter((call) => call.method === 'arc')
      .sort((a, b) => b.at.x - a.at.x)[0];
    const canvas = figure.querySelector('canvas') as HTMLCanvasElement;
    fireEvent.mouseMove(canvas, { clientX: last?.at.x, clientY: last?.at.y });
    const date = await screen.findByText(fixtureDate(3));
    const tooltip = date.parentElement as HTMLElement;
    expect(tooltip.textContent).toContain('Projects: 9');
    expect(tooltip.textContent).toContain('Analyses: 41');
  });

  it('summarises each line in text for screen readers', () => {
    renderChart(MODEL);
    expect(screen.getByText(`Projects from 3 on ${fixtureDate(0)} to 9 on ${fixtureDate(3)} (peak 9)`)).toBeTruthy();
    expect(screen.getByText(`Analyses from 10 on ${fixtureDate(0)} to 41 on ${fixtureDate(3)} (peak 60)`)).toBeTruthy();
  });
});

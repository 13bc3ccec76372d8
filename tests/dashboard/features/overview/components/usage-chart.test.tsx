import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UsageChart } from '@/dashboard/features/overview/components/usage-chart';
import type { DashboardModel } from '@/dashboard/features/overview/model/derive-dashboard';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { fixtureDate, metricsModel } from './widget-fixtures';

// The chart's nivo view is a lazy chunk: load it once up front, so no test waits on its first transform.
beforeAll(() => import('@/dashboard/features/overview/components/usage-chart-view'));

afterEach(cleanup);

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

const svgTexts = (figure: HTMLElement) => [...figure.querySelectorAll('svg text')].map((text) => text.textContent);
const linePaths = (figure: HTMLElement) =>
  [...figure.querySelectorAll('svg path')].filter((path) => path.getAttribute('fill') === 'none');

describe('UsageChart', () => {
  it('shows Coverage by default: two lines, Projects and Analyses, 332 px high', async () => {
    renderChart(MODEL);
    expect((screen.getByRole('combobox', { name: 'Usage' }) as HTMLSelectElement).value).toBe('coverage');
    const figure = await screen.findByRole('figure', {
      name: 'Usage over time, Coverage: Projects and Analyses per date',
    });
    expect(figure.style.height).toBe('332px');
    expect(linePaths(figure)).toHaveLength(2);
    expect(svgTexts(figure)).toEqual(expect.arrayContaining(['Projects', 'Analyses']));
  });

  it('switches to Exclusions, one line, with the select', async () => {
    const user = userEvent.setup();
    renderChart(MODEL);
    await screen.findByRole('figure');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage' }), 'Exclusions');
    const figure = await screen.findByRole('figure', { name: 'Usage over time, Exclusions: Exclusions per date' });
    expect(linePaths(figure)).toHaveLength(1);
    expect(svgTexts(figure)).not.toContain('Analyses');
  });

  it('hides the whole chart, saying why, when the chosen series has fewer than 2 dates', async () => {
    const user = userEvent.setup();
    const model = metricsModel([], { usage: { coverage: [[3, 10]], exclusions: [1, 2] } });
    const { container } = renderChart(model);
    expect(screen.getByText('Not enough data to draw coverage over time: it needs at least 2 dates.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage' }), 'Exclusions');
    expect(await screen.findByRole('figure')).toBeTruthy();
    expect(screen.queryByText(/Not enough data/)).toBeNull();
  });

  it('steps the y axis every 25 from 0 to the largest value rounded up to 25', async () => {
    renderChart(MODEL);
    const figure = await screen.findByRole('figure');
    const yTicks = svgTexts(figure).filter((text) => /^\d+$/.test(text ?? ''));
    expect(yTicks).toEqual(['0', '25', '50', '75']);
    // One horizontal grid line per tick, evenly spaced.
    const gridYs = [...figure.querySelectorAll('line[opacity][stroke]')].map((line) => Number(line.getAttribute('y1')));
    expect(gridYs).toHaveLength(4);
    const gaps = gridYs.slice(1).map((y, index) => (gridYs[index] ?? 0) - y);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0] ?? 0, 5);
  });

  it('keeps a grid line every 25 and thins only the labels when every 25 would crowd them', async () => {
    const days: [number, number][] = [
      [3, 10],
      [40, 460],
    ];
    renderChart(metricsModel([], { usage: { coverage: days } }));
    const figure = await screen.findByRole('figure');
    const yLabels = svgTexts(figure).filter((text) => /^[\d,]+$/.test(text ?? ''));
    expect(yLabels).toEqual(['0', '50', '100', '150', '200', '250', '300', '350', '400', '450']);
    // 0 to 475 every 25: 20 grid lines, evenly spaced, a label on every second.
    const gridYs = [...figure.querySelectorAll('line[opacity][stroke]')].map((line) => Number(line.getAttribute('y1')));
    expect(gridYs).toHaveLength(20);
    const gaps = gridYs.slice(1).map((y, index) => (gridYs[index] ?? 0) - y);
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

  it('draws no legend: each line is named once, at its end', async () => {
    renderChart(MODEL);
    const figure = await screen.findByRole('figure');
    const texts = svgTexts(figure);
    expect(texts.filter((text) => text === 'Projects')).toHaveLength(1);
    expect(texts.filter((text) => text === 'Analyses')).toHaveLength(1);
  });

  it('thins the points out: small, and at most 12 per line plus the last', async () => {
    const days = Array.from({ length: 60 }, (_, day): [number, number] => [day, day * 2]);
    renderChart(metricsModel([], { usage: { coverage: days } }));
    const figure = await screen.findByRole('figure');
    const points = figure.querySelectorAll('circle');
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(2 * 13);
    for (const point of points) expect(Number(point.getAttribute('r'))).toBeLessThanOrEqual(3);
  });

  it('writes at most 6 dates under the x axis, the first and the last included', async () => {
    const days = Array.from({ length: 30 }, (_, day): [number, number] => [day, day]);
    renderChart(metricsModel([], { usage: { coverage: days } }));
    const figure = await screen.findByRole('figure');
    const dates = svgTexts(figure).filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text ?? ''));
    expect(dates.length).toBeLessThanOrEqual(6);
    expect(dates[0]).toBe(fixtureDate(0));
    expect(dates[dates.length - 1]).toBe(fixtureDate(29));
  });

  it('summarises each line in text for screen readers', () => {
    renderChart(MODEL);
    expect(screen.getByText(`Projects from 3 on ${fixtureDate(0)} to 9 on ${fixtureDate(3)} (peak 9)`)).toBeTruthy();
    expect(screen.getByText(`Analyses from 10 on ${fixtureDate(0)} to 41 on ${fixtureDate(3)} (peak 60)`)).toBeTruthy();
  });
});

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpandedProject } from '@/dashboard/features/projects-table/components/expanded-project';
import { ProjectScanChart } from '@/dashboard/features/projects-table/components/project-scan-chart';
import { ScanTooltip } from '@/dashboard/features/projects-table/components/project-scan-chart-view';
import { projectScanChart } from '@/dashboard/features/projects-table/model/scan-chart';
import { dualAxisScanChart } from '@/dashboard/features/projects-table/model/scan-chart-axes';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { DORMANT, localNoon, makeProject, PAYMENTS, SCANS } from './fixtures';

// The chart is 600 x 332 with margins of 56 left and 16 top: the plot is 488 x 276, and nivo's mesh
// reads the pointer relative to the whole chart (jsdom's bounding boxes are all at 0, 0).
const MARGIN = { left: 56, top: 16 };
const CHART_LABEL = 'Security score and vulnerabilities per scan date';

afterEach(cleanup);

function renderChart(project = PAYMENTS, onSelectScan = (_timestamp: number) => {}) {
  return render(
    <FixedChartSize width={600} height={332}>
      <ProjectScanChart chart={dualAxisScanChart(projectScanChart(project))} onSelectScan={onSelectScan} />
    </FixedChartSize>,
  );
}

/** The [x, y] of a nivo point inside the plot, from its transform. */
function pointPosition(svg: Element, testId: string): [number, number] {
  const transform = svg.querySelector(`[data-testid="${testId}"]`)?.getAttribute('transform') ?? '';
  const [, x, y] = /translate\(([-\d.]+),\s*([-\d.]+)\)/.exec(transform) ?? [];
  return [Number(x), Number(y)];
}

/** Tick labels of one axis, with the y of each tick (the axis groups are translated as a whole). */
function yTicks(axisGroup: Element): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const tick of Array.from(axisGroup.children)) {
    const label = tick.querySelector('text')?.textContent;
    const [, y] = /translate\(0,\s*([-\d.]+)\)/.exec(tick.getAttribute('transform') ?? '') ?? [];
    if (label && y !== undefined) ticks.set(label, Number(y));
  }
  return ticks;
}

async function chartSvg() {
  const figure = await screen.findByRole('figure', { name: CHART_LABEL });
  const svg = figure.querySelector('svg');
  if (!svg) throw new Error('the chart drew no svg');
  return svg;
}

function mesh(svg: Element) {
  const interceptor = svg.querySelector('rect[data-ref="mesh-interceptor"]');
  if (!interceptor) throw new Error('the chart has no mesh');
  return interceptor;
}

describe('ProjectScanChart', () => {
  it('holds its place with a skeleton while the chart code loads, then shows the chart with a text summary', async () => {
    renderChart();
    expect(screen.getByRole('status').textContent).toBe('Loading chart...');
    await chartSvg();
    expect(screen.getByRole('img', { name: CHART_LABEL }).getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: CHART_LABEL,
        description: '3 scans from 2024-05-01 to 2024-05-15. Security score 40 to 85; vulnerabilities 10 to 11.',
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Loading chart...')).toBeNull();
  });

  it('reads the score on a 0-100 left axis and the vulnerability count on a 0 to max+1 right axis', async () => {
    renderChart();
    const svg = await chartSvg();
    const texts = Array.from(svg.querySelectorAll('text')).map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Security score', 'Vulnerabilities', '2024-05-01', '2024-05-15']));

    const axisGroups = Array.from(svg.querySelectorAll('g')).filter((group) =>
      Array.from(group.children).some(
        (child) => child.tagName === 'text' && child.getAttribute('transform')?.includes('rotate(-90)'),
      ),
    );
    const [right, left] = axisGroups.map(yTicks);
    expect([...(left?.keys() ?? [])]).toEqual(['0', '25', '50', '75', '100']);
    // Largest count 14, so the axis runs to 15.
    expect([...(right?.keys() ?? [])]).toEqual(['0', '5', '10', '15']);

    // Each point sits at the height its own axis gives its value.
    const [, oldestVulnerabilities] = pointPosition(svg, 'line.point.Vulnerabilities.0'); // 10
    const [, oldestScore] = pointPosition(svg, 'line.point.Security score.0'); // 40
    expect(oldestVulnerabilities).toBeCloseTo(right?.get('10') ?? Number.NaN, 5);
    const y25 = left?.get('25') ?? Number.NaN;
    const y50 = left?.get('50') ?? Number.NaN;
    expect(oldestScore).toBeCloseTo(y25 + ((y50 - y25) * (40 - 25)) / 25, 5);
  });

  it('tells the two lines apart by more than colour: the vulnerability line is dashed with square points', async () => {
    renderChart();
    const svg = await chartSvg();
    expect(svg.querySelectorAll('path[stroke-dasharray]')).toHaveLength(1);
    expect(svg.querySelector('[data-testid="line.point.Vulnerabilities.0"] rect')).not.toBeNull();
    expect(svg.querySelector('[data-testid="line.point.Security score.0"] circle')).not.toBeNull();
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Security score (left axis)', 'Vulnerabilities (right axis)']);
  });

  it("shows a tooltip 'Scanned on {date}' with the scan's values and 'Fixed {n} vulnerabilities'", async () => {
    renderChart();
    const svg = await chartSvg();
    const [x, y] = pointPosition(svg, 'line.point.Security score.1');
    fireEvent.mouseMove(mesh(svg), { clientX: MARGIN.left + x, clientY: MARGIN.top + y });

    const title = await screen.findByText('Scanned on 2024-05-08');
    const tooltip = title.parentElement as HTMLElement;
    expect(within(tooltip).getByText('Fixed 1 vulnerabilities')).toBeTruthy();
    expect(tooltip.textContent).toContain('Security score55');
    expect(tooltip.textContent).toContain('Vulnerabilities14');
  });

  it("ends the tooltip of a scan that fixed nothing with 'no mitigation'", () => {
    const oldest = dualAxisScanChart(projectScanChart(PAYMENTS)).series[0]?.data[0];
    if (!oldest) throw new Error('no point');
    // The tooltip component alone: nivo passes it the hovered point.
    const point = { data: { ...oldest, xFormatted: '', yFormatted: '' } } as Parameters<typeof ScanTooltip>[0]['point'];
    render(<ScanTooltip point={point} />);
    expect(screen.getByText('Scanned on 2024-05-01')).toBeTruthy();
    expect(screen.getByText('no mitigation')).toBeTruthy();
  });

  it('clicking near a point selects that scan', async () => {
    const selected: number[] = [];
    renderChart(PAYMENTS, (timestamp) => selected.push(timestamp));
    const svg = await chartSvg();
    const [newestX, newestY] = pointPosition(svg, 'line.point.Vulnerabilities.2');
    fireEvent.click(mesh(svg), { clientX: MARGIN.left + newestX, clientY: MARGIN.top + newestY });
    const [oldestX, oldestY] = pointPosition(svg, 'line.point.Security score.0');
    fireEvent.click(mesh(svg), { clientX: MARGIN.left + oldestX + 3, clientY: MARGIN.top + oldestY - 3 });
    expect(selected).toEqual([PAYMENTS.scans[2]?.timestamp, PAYMENTS.scans[0]?.timestamp]);
  });

  it('writes no date over another: of two scans a day apart, only the newest keeps its date', async () => {
    const scan = (timestamp: number, index: number) => ({ ...SCANS[0], reportUUID: `report-${index}`, timestamp });
    const timestamps = [localNoon(2024, 1, 1), localNoon(2024, 3, 1), localNoon(2024, 5, 14), localNoon(2024, 5, 15)];
    renderChart(makeProject(7, { scans: timestamps.map(scan) }));
    const svg = await chartSvg();
    const dates = [...svg.querySelectorAll('text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text));
    expect(dates).toEqual(['2024-01-01', '2024-03-01', '2024-05-15']);
  });

  it('shows no chart for a project without scans in the period', () => {
    renderChart(DORMANT);
    expect(screen.getByText('No scans in this period.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('ExpandedProject: the chart beside the scans', () => {
  it("a click on a chart point opens that scan's detail", async () => {
    render(
      <FixedChartSize width={600} height={332}>
        <ExpandedProject project={PAYMENTS} id="payments-metrics" />
      </FixedChartSize>,
    );
    const svg = await chartSvg();
    const [x, y] = pointPosition(svg, 'line.point.Security score.2');
    fireEvent.click(mesh(svg), { clientX: MARGIN.left + x, clientY: MARGIN.top + y });
    expect(await screen.findByRole('heading', { name: 'Scan - 2024-05-15' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CVE-2024-1234' })).toBeTruthy();
  });
});

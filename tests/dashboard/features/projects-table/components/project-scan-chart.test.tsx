import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpandedProject } from '@/dashboard/features/projects-table/components/expanded-project';
import { ProjectScanChart } from '@/dashboard/features/projects-table/components/project-scan-chart';
import { ScanTooltip } from '@/dashboard/features/projects-table/components/project-scan-chart-view';
import { projectScanChart } from '@/dashboard/features/projects-table/model/scan-chart';
import { dualAxisScanChart } from '@/dashboard/features/projects-table/model/scan-chart-axes';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { drawnTexts, recordCanvas } from '../../../support/canvas-recorder';
import { DORMANT, localNoon, makeProject, PAYMENTS, SCANS } from './fixtures';

// The chart is 600 x 332 with margins of 56 left and right: the canvas recorder gives each drawing's
// place on the canvas, and nivo reads the pointer relative to the canvas (jsdom's boxes are all at 0, 0).
const WIDTH = 600;
const MARGIN = { left: 56, right: 56 };
const CHART_LABEL = 'Security score and vulnerabilities per scan date';

let drawing: ReturnType<typeof recordCanvas>;
beforeEach(() => {
  drawing = recordCanvas();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderChart(project = PAYMENTS, onSelectScan = (_timestamp: number) => {}) {
  return render(
    <FixedChartSize width={WIDTH} height={332}>
      <ProjectScanChart chart={dualAxisScanChart(projectScanChart(project))} onSelectScan={onSelectScan} />
    </FixedChartSize>,
  );
}

/** The chart's canvas, once drawn. */
async function chartCanvas() {
  const figure = await screen.findByRole('figure', { name: CHART_LABEL });
  await waitFor(() => expect(drawing.latest().length).toBeGreaterThan(0));
  const canvas = figure.querySelector('canvas');
  if (!canvas) throw new Error('the chart drew no canvas');
  return canvas;
}

/** The centres of the points of one series (circles for the score, squares for vulnerabilities), oldest first. */
function pointCentres(series: 'Security score' | 'Vulnerabilities'): { x: number; y: number }[] {
  const method = series === 'Security score' ? 'arc' : 'rect';
  const drawn = drawing.latest().filter((call) => call.method === method);
  const centres = drawn.map((call) =>
    method === 'arc' ? call.at : { x: call.at.x + Number(call.args[2]) / 2, y: call.at.y + Number(call.args[3]) / 2 },
  );
  return centres.sort((a, b) => a.x - b.x);
}

function pointAt(series: 'Security score' | 'Vulnerabilities', index: number) {
  const centre = pointCentres(series)[index];
  if (!centre) throw new Error(`no point ${index} of ${series}`);
  return centre;
}

/** Tick labels of one axis (left of the plot, or right of it), with the height each is written at. */
function yTicks(side: 'left' | 'right'): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const call of drawing.latest()) {
    if (call.method !== 'fillText' || call.rotated) continue;
    const onSide = side === 'left' ? call.at.x < MARGIN.left : call.at.x > WIDTH - MARGIN.right;
    if (onSide) ticks.set(String(call.args[0]), call.at.y);
  }
  return ticks;
}

describe('ProjectScanChart', () => {
  it('holds its place with a skeleton while the chart code loads, then shows the chart with a text summary', async () => {
    renderChart();
    expect(screen.getByRole('status').textContent).toBe('Loading chart...');
    await chartCanvas();
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
    await chartCanvas();
    expect(drawnTexts(drawing.latest())).toEqual(
      expect.arrayContaining(['Security score', 'Vulnerabilities', '2024-05-01', '2024-05-15']),
    );
    // The axes' names are written upwards, beside their axes.
    const legends = drawing.latest().filter((call) => call.method === 'fillText' && call.rotated);
    expect(legends.map((call) => call.args[0]).sort()).toEqual(['Security score', 'Vulnerabilities']);

    const left = yTicks('left');
    const right = yTicks('right');
    expect([...left.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(['0', '25', '50', '75', '100']);
    // Largest count 14, so the axis runs to 15.
    expect([...right.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(['0', '5', '10', '15']);

    // Each point sits at the height its own axis gives its value.
    const oldestVulnerabilities = pointAt('Vulnerabilities', 0).y; // 10
    const oldestScore = pointAt('Security score', 0).y; // 40
    expect(oldestVulnerabilities).toBeCloseTo(right.get('10') ?? Number.NaN, 5);
    const y25 = left.get('25') ?? Number.NaN;
    const y50 = left.get('50') ?? Number.NaN;
    expect(oldestScore).toBeCloseTo(y25 + ((y50 - y25) * (40 - 25)) / 25, 5);
  });

  it('tells the two lines apart by more than colour: the vulnerability line is dashed with square points', async () => {
    renderChart();
    await chartCanvas();
    const strokes = drawing.latest().filter((call) => call.method === 'stroke' && call.strokeStyle !== undefined);
    const lines = strokes.filter((call) => call.strokeStyle === '#1d4ed8' || call.strokeStyle === '#e07b00');
    expect(lines.map((call) => [call.strokeStyle, call.lineDash])).toEqual([
      ['#1d4ed8', []],
      ['#e07b00', [6, 4]],
    ]);
    // Three scans: three circles for the score, three squares for vulnerabilities.
    expect(pointCentres('Security score')).toHaveLength(3);
    expect(pointCentres('Vulnerabilities')).toHaveLength(3);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Security score (left axis)', 'Vulnerabilities (right axis)']);
  });

  it("shows a tooltip 'Scanned on {date}' with the scan's values and 'Fixed {n} vulnerabilities'", async () => {
    renderChart();
    const canvas = await chartCanvas();
    const { x, y } = pointAt('Security score', 1);
    fireEvent.mouseMove(canvas, { clientX: x, clientY: y });

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
    const canvas = await chartCanvas();
    const newest = pointAt('Vulnerabilities', 2);
    const oldest = pointAt('Security score', 0);
    fireEvent.click(canvas, { clientX: newest.x, clientY: newest.y });
    fireEvent.click(canvas, { clientX: oldest.x + 3, clientY: oldest.y - 3 });
    expect(selected).toEqual([PAYMENTS.scans[2]?.timestamp, PAYMENTS.scans[0]?.timestamp]);
  });

  it('writes no date over another: of two scans a day apart, only the newest keeps its date', async () => {
    const scan = (timestamp: number, index: number) => ({ ...SCANS[0], reportUUID: `report-${index}`, timestamp });
    const timestamps = [localNoon(2024, 1, 1), localNoon(2024, 3, 1), localNoon(2024, 5, 14), localNoon(2024, 5, 15)];
    renderChart(makeProject(7, { scans: timestamps.map(scan) }));
    await chartCanvas();
    // nivo's canvas axis writes each tick label twice, in the same place.
    const dates = new Set(drawnTexts(drawing.latest()).filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text)));
    expect([...dates]).toEqual(['2024-01-01', '2024-03-01', '2024-05-15']);
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
    const canvas = await chartCanvas();
    const { x, y } = pointAt('Security score', 2);
    fireEvent.click(canvas, { clientX: x, clientY: y });
    expect(await screen.findByRole('heading', { name: 'Scan - 2024-05-15' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CVE-2024-1234' })).toBeTruthy();
  });
});

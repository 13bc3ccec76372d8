import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectsOverviewChart } from '@/dashboard/features/overview/components/projects-overview-chart';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { Overview } from '@/dashboard/shared/metrics/types';
import { stubReducedMotion } from '../../../support/reduced-motion';
import { metricsModel } from './widget-fixtures';

// The chart's nivo view is a lazy chunk: load it once up front, so no test waits on its first transform.
beforeAll(() => import('@/dashboard/features/overview/components/projects-overview-chart-view'));

// Without motion, nivo draws the bars at their final size at once.
beforeEach(() => {
  stubReducedMotion();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Scores 10 and 30 are high risk, 31 and 60 moderate, 96 low (the band edges);
// none is low-moderate (61 to 95).
const OVERVIEW = metricsModel(
  [10, 30, 31, 60, 96].map((score, index) => ({ url: `https://github.com/acme/service-${index}`, scores: [score] })),
).account;

/** The bars (nivo marks each with a data-testid), left to right. */
const barsOf = (figure: HTMLElement) =>
  [...figure.querySelectorAll<SVGRectElement>('rect[data-testid^="bar.item."]')].sort(
    (a, b) => translation(a.parentElement).x - translation(b.parentElement).x,
  );
const translation = (element: Element | null) => {
  const match = /translate\(([-\d.]+),\s*([-\d.]+)/.exec(element?.getAttribute('transform') ?? '');
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};
/** The band the bottom axis writes under the bar: the tick at the bar's middle. */
const bandUnder = (figure: HTMLElement, bar: SVGRectElement) => {
  const middle = translation(bar.parentElement).x + Number(bar.getAttribute('width')) / 2;
  return [...figure.querySelectorAll('g > text')].find(
    (text) =>
      /^translate\([-\d.]+,0\)$/.test(text.parentElement?.getAttribute('transform') ?? '') &&
      Math.abs(translation(text.parentElement).x - middle) < 0.5,
  )?.textContent;
};

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
    const figure = await screen.findByRole('figure', {
      name: 'Projects overview: number of projects per security score band',
    });
    const bars = barsOf(figure);
    expect(bars.map((bar) => bandUnder(figure, bar))).toEqual([
      'high risk',
      'moderate risk',
      'low-moderate risk',
      'low risk',
    ]);
    // Each bar as high as its count: 2, 2, 0 and 1 projects.
    const oneProject = Number(bars[3]?.getAttribute('height'));
    expect(bars.map((bar) => Number(bar.getAttribute('height')) / oneProject)).toEqual([2, 2, 0, 1]);
    // A bar (an SVG rect) cannot carry a name: the hidden summary describes the bands.
    expect(figure.querySelectorAll('rect[aria-label]')).toHaveLength(0);
    const axisTexts = [...figure.querySelectorAll('text')].map((text) => text.textContent);
    expect(axisTexts).toEqual(expect.arrayContaining(['high risk', 'moderate risk', 'low-moderate risk', 'low risk']));
  });

  it('colours each band with its risk token', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    const fills = barsOf(figure).map((bar) => bar.getAttribute('fill'));
    expect(fills).toEqual(['var(--risk-high)', 'var(--risk-moderate)', 'var(--risk-low-moderate)', 'var(--risk-low)']);
  });

  it('is 332 px high and counts in whole projects on its axis', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    expect(figure.style.height).toBe('332px');
    const ticks = [...figure.querySelectorAll('text')]
      .map((text) => text.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(ticks.slice(0, 3)).toEqual(['0', '1', '2']);
    expect(ticks).not.toContain('0.5');
  });

  it('steps its count axis by round numbers on a large account, grouped like every count', async () => {
    // 1,487 projects in one band: 0, 500, 1,000, 1,500, not 0, 298, 596, …
    const many = metricsModel(
      Array.from({ length: 1_487 }, (_, index) => ({ url: `https://github.com/acme/service-${index}`, scores: [80] })),
    ).account;
    renderChart(many);
    const figure = await screen.findByRole('figure');
    // The count axis's labels sit left of it (anchored at their end); the totals above the bars.
    const axisLabels = [...figure.querySelectorAll('text[text-anchor="end"]')].map((text) => text.textContent);
    expect(axisLabels).toEqual(['0', '500', '1,000', '1,500']);
    expect([...figure.querySelectorAll('text')].map((text) => text.textContent)).toContain('1,487');
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
    expect(container.querySelector('svg')).toBeNull();
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

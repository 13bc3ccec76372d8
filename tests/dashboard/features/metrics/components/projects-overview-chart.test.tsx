import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectsOverviewChart } from '../../../../../src/dashboard/features/metrics/components/projects-overview-chart';
import type { Overview } from '../../../../../src/dashboard/features/metrics/model';
import { FixedChartSize } from '../../../../../src/dashboard/shared/charts/chart-size';
import { metricsModel } from './widget-fixtures';

afterEach(cleanup);

// Scores 10 and 30 are high risk, 31 and 60 moderate, 96 low (the band edges of spec section 9);
// none is low-moderate (61 to 95).
const OVERVIEW = metricsModel(
  [10, 30, 31, 60, 96].map((score, index) => ({ url: `https://github.com/acme/service-${index}`, scores: [score] })),
).account;

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
    const bars = [...figure.querySelectorAll('rect[aria-label]')].map((bar) => bar.getAttribute('aria-label'));
    expect(bars).toEqual([
      'high risk: 2 projects',
      'moderate risk: 2 projects',
      'low-moderate risk: 0 projects',
      'low risk: 1 project',
    ]);
    const axisTexts = [...figure.querySelectorAll('text')].map((text) => text.textContent);
    expect(axisTexts).toEqual(expect.arrayContaining(['high risk', 'moderate risk', 'low-moderate risk', 'low risk']));
  });

  it('colours each band with its risk token', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    const fills = [...figure.querySelectorAll('rect[aria-label]')].map((bar) => bar.getAttribute('fill'));
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
      '../../../../../src/dashboard/features/metrics/components/projects-overview-chart'
    );
    const { FixedChartSize: FreshSize } = await import('../../../../../src/dashboard/shared/charts/chart-size');
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

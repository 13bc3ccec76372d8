import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectsPerformanceChart } from '../../../../../src/dashboard/features/metrics/components/projects-performance-chart';
import type { Overview } from '../../../../../src/dashboard/features/metrics/model';
import { FixedChartSize } from '../../../../../src/dashboard/shared/charts/chart-size';
import { metricsModel } from './widget-fixtures';

afterEach(cleanup);

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

const barsOf = (figure: HTMLElement) => [...figure.querySelectorAll<SVGRectElement>('rect[aria-label]')];
const barPosition = (bar: SVGRectElement) => {
  const match = /translate\(([-\d.]+),\s*([-\d.]+)/.exec(bar.parentElement?.getAttribute('transform') ?? '');
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};

describe('ProjectsPerformanceChart', () => {
  it('draws a bar for each most improved and underachieving project, labelled nameTail(:branch)', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure', {
      name: 'Projects performance: performance score of the most improved and the underachieving projects',
    });
    expect(barsOf(figure)).toHaveLength(4);
    const texts = [...figure.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['payments-api', 'ledger', 'checkout:main', 'checkout:release/2.4', '+20,000', '-12,000']),
    );
    expect(texts).not.toContain('steady');
  });

  it('puts the most improved project on top and the worst underachiever at the bottom', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    const topToBottom = barsOf(figure)
      .sort((a, b) => barPosition(a).y - barPosition(b).y)
      .map((bar) => bar.getAttribute('aria-label'));
    expect(topToBottom).toEqual([
      'https://github.com/acme/payments-api: +20,000',
      'https://github.com/acme/ledger: +5,000',
      'https://github.com/acme/checkout:release/2.4: -2,000',
      'https://github.com/acme/checkout:main: -12,000',
    ]);
  });

  it('draws improvements to the right of 0 in the good colour and declines to the left in the bad colour', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    const zeroLine = figure.querySelector('line[stroke-width="2"]');
    const zeroX = Number(zeroLine?.getAttribute('x1'));
    const byLabel = new Map(barsOf(figure).map((bar) => [bar.getAttribute('aria-label'), bar]));
    const improved = byLabel.get('https://github.com/acme/payments-api: +20,000');
    const declined = byLabel.get('https://github.com/acme/checkout:main: -12,000');
    expect(improved?.getAttribute('fill')).toBe('var(--color-good)');
    expect(declined?.getAttribute('fill')).toBe('var(--color-bad)');
    expect(barPosition(improved as SVGRectElement).x).toBeGreaterThanOrEqual(zeroX - 0.5);
    expect(barPosition(declined as SVGRectElement).x).toBeLessThan(zeroX);
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
    expect(container.querySelector('svg')).toBeNull();
  });
});

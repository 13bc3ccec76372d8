import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectsPerformanceChart } from '@/dashboard/features/overview/components/projects-performance-chart';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { Overview } from '@/dashboard/shared/metrics/types';
import { stubReducedMotion } from '../../../support/reduced-motion';
import { metricsModel } from './widget-fixtures';

// The chart's nivo view is a lazy chunk: load it once up front, so no test waits on its first transform.
beforeAll(() => import('@/dashboard/features/overview/components/projects-performance-chart-view'));

// Without motion, nivo draws the bars at their final size at once.
beforeEach(() => {
  stubReducedMotion();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

/** The bars (nivo marks each with a data-testid), top to bottom. */
const barsOf = (figure: HTMLElement) =>
  [...figure.querySelectorAll<SVGRectElement>('rect[data-testid^="bar.item."]')].sort(
    (a, b) => barPosition(a).y - barPosition(b).y,
  );
const translation = (element: Element | null) => {
  const match = /translate\(([-\d.]+),\s*([-\d.]+)/.exec(element?.getAttribute('transform') ?? '');
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};
const barPosition = (bar: SVGRectElement) => translation(bar.parentElement);
const barWidth = (bar: SVGRectElement) => Number(bar.getAttribute('width'));
/** The name the left axis writes beside the bar: the tick at the bar's middle. */
const rowNameOf = (figure: HTMLElement, bar: SVGRectElement) => {
  const middle = barPosition(bar).y + Number(bar.getAttribute('height')) / 2;
  const tick = [...figure.querySelectorAll('g > text')].find(
    (text) =>
      text.parentElement?.getAttribute('transform')?.startsWith('translate(0,') &&
      Math.abs(translation(text.parentElement).y - middle) < 0.5,
  );
  return tick?.textContent;
};
/** The bottom axis's tick labels, left to right. */
const valueTicksOf = (figure: HTMLElement) =>
  [...figure.querySelectorAll('text[dominant-baseline="text-before-edge"]')].map((text) => text.textContent);
/** The value label written at a bar's end, by its text. */
const valueLabel = (figure: HTMLElement, text: string) =>
  [...figure.querySelectorAll<SVGTextElement>('text')].find((label) => label.textContent === text);

describe('ProjectsPerformanceChart', () => {
  it('draws a bar for each most improved and underachieving project, labelled nameTail(:branch)', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure', {
      name: 'Projects performance: performance score of the most improved and the underachieving projects',
    });
    expect(barsOf(figure)).toHaveLength(4);
    // A bar (an SVG rect) cannot carry a name: the hidden list below describes the bars.
    expect(figure.querySelectorAll('rect[aria-label]')).toHaveLength(0);
    const texts = [...figure.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['payments-api', 'ledger', 'checkout:main', 'checkout:release/2.4', '+20,000', '-12,000']),
    );
    expect(texts).not.toContain('steady');
  });

  it('puts the most improved project on top and the worst underachiever at the bottom', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    const topToBottom = barsOf(figure);
    expect(topToBottom.map((bar) => rowNameOf(figure, bar))).toEqual([
      'payments-api',
      'ledger',
      'checkout:release/2.4',
      'checkout:main',
    ]);
    // Each bar as long as its score: 20,000, 5,000, 2,000 and 12,000.
    const unit = barWidth(topToBottom[2] as SVGRectElement) / 2_000;
    expect(topToBottom.map((bar) => Math.round(barWidth(bar) / unit))).toEqual([20_000, 5_000, 2_000, 12_000]);
  });

  it('draws improvements to the right of 0 in the good colour and declines to the left in the bad colour', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    const zeroLine = figure.querySelector('line[stroke-width="2"]');
    const zeroX = Number(zeroLine?.getAttribute('x1'));
    const byName = new Map(barsOf(figure).map((bar) => [rowNameOf(figure, bar), bar]));
    const improved = byName.get('payments-api');
    const declined = byName.get('checkout:main');
    expect(improved?.getAttribute('fill')).toBe('var(--color-good)');
    expect(declined?.getAttribute('fill')).toBe('var(--color-bad)');
    expect(barPosition(improved as SVGRectElement).x).toBeGreaterThanOrEqual(zeroX - 0.5);
    expect(barPosition(declined as SVGRectElement).x).toBeLessThan(zeroX);
  });

  it('writes at most 5 round value ticks in a compact signed format', async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    expect(valueTicksOf(figure)).toEqual(['\u221220k', '\u221210k', '0', '+10k', '+20k']);
  });

  it("writes a long bar's value inside it in white and a short bar's just outside, in the text colour", async () => {
    renderChart(OVERVIEW);
    const figure = await screen.findByRole('figure');
    const byName = new Map(barsOf(figure).map((bar) => [rowNameOf(figure, bar), bar]));
    const long = byName.get('payments-api') as SVGRectElement;
    const longLabel = valueLabel(figure, '+20,000');
    expect(longLabel?.style.fill).toBe('var(--color-text-inverse)');
    expect(Number(longLabel?.getAttribute('x'))).toBeLessThan(barPosition(long).x + barWidth(long));
    const declined = byName.get('checkout:main') as SVGRectElement;
    const declinedLabel = valueLabel(figure, '-12,000');
    expect(declinedLabel?.style.fill).toBe('var(--color-text-inverse)');
    expect(Number(declinedLabel?.getAttribute('x'))).toBeGreaterThan(barPosition(declined).x);
    const short = byName.get('ledger') as SVGRectElement;
    const shortLabel = valueLabel(figure, '+5,000');
    expect(shortLabel?.style.fill).not.toBe('var(--color-text-inverse)');
    expect(Number(shortLabel?.getAttribute('x'))).toBeGreaterThan(barPosition(short).x + barWidth(short));
    const shortDecline = byName.get('checkout:release/2.4') as SVGRectElement;
    expect(Number(valueLabel(figure, '-2,000')?.getAttribute('x'))).toBeLessThan(barPosition(shortDecline).x);
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

import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { LoadBlocking } from '../../scripts/lib/page-marks.mjs';
import {
  DEFAULT_SIZES,
  isStringLimitError,
  niceCeiling,
  readCpuSlowdown,
  readScaleOptions,
  reasonNotToRun,
  type ScaleRun,
  type SizeResult,
  scaleChartSvg,
  scaleTable,
} from '../../scripts/lib/scale-report.mjs';

/** A load's blocking, quiet from `quietAtMs` (undefined: never quiet by a 60 s ceiling). */
const blocking = (
  figures: { totalBlockingMs: number; longestTaskMs: number },
  quietAtMs: number | undefined,
): LoadBlocking => ({ ...figures, quietAtMs, countedUntilMs: quietAtMs ?? 60_000, tasks: [] });

const opened = (firstRowMs: number, extra: Partial<Extract<ScaleRun, { opened: true }>> = {}): ScaleRun => ({
  opened: true,
  bodyBytes: 43_504_417,
  firstRowMs,
  settledMs: firstRowMs + 700,
  blocking: blocking({ totalBlockingMs: firstRowMs / 4, longestTaskMs: 274.4 }, firstRowMs + 900),
  heap: { peakBytes: 71_140_000, count: 12, longestGapMs: 570 },
  ...extra,
});

const overStringLimit: ScaleRun = {
  opened: false,
  bodyBytes: 1_088_000_000,
  reason:
    'the page showed: “The metrics could not be loaded. Cannot create a string longer than 0x1fffffe8 characters”',
  overStringLimit: true,
};
const timedOut: ScaleRun = {
  opened: false,
  bodyBytes: 435_000_000,
  reason: 'not settled within 180 s',
  overStringLimit: false,
};

/** Every element of an SVG document, by name, with its attributes; throws when it is not well-formed XML. */
function svgElements(svg: string) {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    elements.push({ name: tag.name, attributes: tag.attributes as Record<string, string> });
  });
  parser.write(svg).close();
  return elements;
}

const pointsOf = (svg: string, measure: string) =>
  (svgElements(svg).find((element) => element.attributes['data-measure'] === measure)?.attributes.points ?? '')
    .split(' ')
    .filter(Boolean)
    .map((point) => point.split(',').map(Number) as [number, number]);

describe('bench-browser-scale options', () => {
  it('measures every size once by default, with a 3 min limit each', () => {
    expect(readScaleOptions([])).toEqual({
      runs: 1,
      sizes: [2000, 5000, 10_000, 20_000, 50_000],
      timeLimitMs: 180_000,
      cpuSlowdown: 1,
      skipBuild: false,
      writeChart: false,
    });
    expect(DEFAULT_SIZES).toEqual([2000, 5000, 10_000, 20_000, 50_000]);
  });

  it('runs the sizes asked for in ascending order, each once, whatever order they are given in', () => {
    const options = readScaleOptions(['--sizes', '50000, 2000,5000,2000', '--runs', '3', '--time-limit', '60']);
    expect(options.sizes).toEqual([2000, 5000, 50_000]);
    expect(options.runs).toBe(3);
    expect(options.timeLimitMs).toBe(60_000);
    expect(readScaleOptions(['--skip-build', '--write-chart'])).toMatchObject({ skipBuild: true, writeChart: true });
    expect(readScaleOptions(['--cpu-slowdown', '2.5']).cpuSlowdown).toBe(2.5);
  });

  it('refuses a count or a limit it cannot use, saying which option is wrong', () => {
    expect(() => readScaleOptions(['--runs', '0'])).toThrow(/--runs must be a whole number ≥ 1, not "0"/);
    expect(() => readScaleOptions(['--sizes', '2000,lots'])).toThrow(/--sizes takes project counts/);
    expect(() => readScaleOptions(['--sizes', ''])).toThrow(/--sizes takes project counts/);
    expect(() => readScaleOptions(['--sizes', '2e3'])).toThrow(/--sizes takes project counts/);
    expect(() => readScaleOptions(['--sizes', '0'])).toThrow(/--sizes takes project counts/);
    expect(() => readScaleOptions(['--time-limit=-5'])).toThrow(/--time-limit must be a number of seconds above 0/);
    expect(() => readScaleOptions(['--time-limit', 'soon'])).toThrow(/--time-limit must be a number of seconds/);
    expect(() => readScaleOptions(['--cpu-slowdown', '0.5'])).toThrow(
      /--cpu-slowdown must be a number from 1 to 20, not "0.5"/,
    );
    expect(() => readScaleOptions(['--cpu-slowdown', 'slow'])).toThrow(/--cpu-slowdown must be a number/);
    // The trace bench reads the option the same way.
    expect(readCpuSlowdown('3')).toBe(3);
    expect(() => readCpuSlowdown('21')).toThrow(/--cpu-slowdown must be a number from 1 to 20, not "21"/);
    expect(() => readScaleOptions(['--sizez', '2000'])).toThrow();
  });
});

describe('which larger sizes are left out', () => {
  it('knows the longest-string error in the words Chromium and V8 use', () => {
    expect(isStringLimitError('Cannot create a string longer than 0x1fffffe8 characters')).toBe(true);
    expect(isStringLimitError('RangeError: Invalid string length')).toBe(true);
    expect(isStringLimitError('Failed to fetch')).toBe(false);
  });

  it('leaves out a larger account only after a smaller one failed on the longest string in every run', () => {
    const failed: SizeResult[] = [{ projects: 20_000, runs: [overStringLimit] }];
    expect(reasonNotToRun(failed, 50_000)).toMatch(/20,000 projects was already longer than the longest string/);
    expect(reasonNotToRun(failed, 10_000)).toBeUndefined();
  });

  it('still tries a larger account after a time limit, a crash or a size that opened once', () => {
    expect(reasonNotToRun([{ projects: 20_000, runs: [timedOut] }], 50_000)).toBeUndefined();
    expect(reasonNotToRun([{ projects: 20_000, runs: [opened(900), overStringLimit] }], 50_000)).toBeUndefined();
    expect(reasonNotToRun([{ projects: 20_000, runs: [], notRun: 'skipped' }], 50_000)).toBeUndefined();
  });
});

describe('the scale table', () => {
  it('gives each size its body, times, quiet, blocking and heap, in the order measured', () => {
    const lines = scaleTable([
      { projects: 2000, runs: [opened(1235.4)] },
      { projects: 5000, runs: [opened(3000), opened(2000), opened(2500, { bodyBytes: 108_000_000 })] },
    ]);
    expect(lines[0]).toMatch(
      /^\| projects × 60 scans \| visit \| metrics body \| navigation → first row \| settled \(no spinner\) \| quiet from \|/,
    );
    expect(lines[2]).toBe('| 2,000 | first | 43.5 MB | 1,235 ms | 1,935 ms | 2,135 ms | 309 ms | 274 ms | 71.1 MB |');
    expect(lines[3]).toBe(
      '| 5,000 | first | 43.5 MB (43.5 MB–108 MB) | 2,500 ms (2,000 ms–3,000 ms) | 3,200 ms (2,700 ms–3,700 ms) | 3,400 ms (2,900 ms–3,900 ms) | 625 ms (500 ms–750 ms) | 274 ms | 71.1 MB |',
    );
    expect(lines).toHaveLength(4);
  });

  it('puts the second visits in the same profile under the first ones, each their own medians', () => {
    const lines = scaleTable([{ projects: 2000, runs: [opened(1200)], secondVisits: [opened(600), opened(800)] }]);
    expect(lines[2]).toMatch(/^\| 2,000 \| first \| 43.5 MB \| 1,200 ms \|/);
    expect(lines[3]).toMatch(/^\| 2,000 \| second \| 43.5 MB \| 700 ms \(600 ms–800 ms\) \|/);
  });

  it('says when a page never went quiet, its blocking counted to the ceiling', () => {
    const restless = opened(1000, { blocking: blocking({ totalBlockingMs: 900, longestTaskMs: 120 }, undefined) });
    const [, , all] = scaleTable([{ projects: 2000, runs: [restless] }]);
    expect(all).toBe(
      '| 2,000 | first | 43.5 MB | 1,000 ms | 1,700 ms | never quiet by 60,000 ms | 900 ms | 120 ms | 71.1 MB |',
    );
    const [, , some] = scaleTable([{ projects: 2000, runs: [restless, opened(1000), opened(1000)] }]);
    expect(some).toContain('| 1,900 ms (1 of 3 never quiet by 60,000 ms) |');
  });

  it('says that a size did not open, with what the page showed and the bytes sent, and why one was not run', () => {
    const lines = scaleTable([
      { projects: 20_000, runs: [{ ...timedOut, reason: 'a | b' }] },
      { projects: 50_000, runs: [overStringLimit] },
      { projects: 100_000, runs: [], notRun: 'the answer of 50,000 projects was already longer' },
    ]);
    expect(lines[2]).toBe('| 20,000 | first | 435 MB sent | did not open: a \\| b | | | | | |');
    expect(lines[3]).toContain(
      '| 50,000 | first | 1,088 MB sent | did not open: the page showed: “The metrics could not',
    );
    expect(lines[4]).toBe(
      '| 100,000 | first | | not run: the answer of 50,000 projects was already longer | | | | | |',
    );
  });

  it('counts the runs that did not open beside the figures of those that did', () => {
    const [, , row] = scaleTable([{ projects: 10_000, runs: [opened(4000), timedOut] }]);
    expect(row).toContain('| 4,000 ms (1 of 2 runs did not open) |');
  });
});

describe('the scale chart', () => {
  it('draws the first row and the blocking time through the sizes that opened, and marks the one that did not', () => {
    const svg = scaleChartSvg(
      [
        { projects: 2000, runs: [opened(1000)] },
        { projects: 10_000, runs: [opened(4000)] },
        { projects: 50_000, runs: [overStringLimit] },
      ],
      { caption: '2026-11-27, build <abc> & co' },
    );
    const firstRow = pointsOf(svg, 'navigation → first row');
    expect(firstRow).toHaveLength(2);
    const [[x1, y1] = [], [x2, y2] = []] = firstRow;
    expect(x2).toBeGreaterThan(x1 as number);
    expect(y2).toBeLessThan(y1 as number); // more time is higher up
    expect(pointsOf(svg, 'total blocking time')).toHaveLength(2);
    expect(pointsOf(svg, 'JS heap, peak')).toHaveLength(2);
    expect(svgElements(svg).filter((element) => element.attributes['data-size'] === '50000')).toHaveLength(2);
    expect(svg).toContain('did not open');
    expect(svg).toContain('build &lt;abc&gt; &amp; co');
  });

  it('is a well-formed SVG whose points stay inside the chart, for any results', () => {
    const run = fc.oneof(
      fc.record({
        opened: fc.constant(true as const),
        bodyBytes: fc.nat(),
        firstRowMs: fc.double({ min: 0, max: 1e6, noNaN: true }),
        settledMs: fc.double({ min: 0, max: 1e6, noNaN: true }),
        blocking: fc.record({
          totalBlockingMs: fc.double({ min: 0, max: 1e6, noNaN: true }),
          longestTaskMs: fc.double({ min: 0, max: 1e6, noNaN: true }),
          quietAtMs: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: undefined }),
          countedUntilMs: fc.double({ min: 0, max: 1e6, noNaN: true }),
          tasks: fc.constant<LoadBlocking['tasks']>([]),
        }),
        heap: fc.record({
          peakBytes: fc.double({ min: 0, max: 1e10, noNaN: true }),
          count: fc.nat(),
          longestGapMs: fc.nat(),
        }),
      }),
      fc.record({
        opened: fc.constant(false as const),
        bodyBytes: fc.nat(),
        reason: fc.string(),
        overStringLimit: fc.boolean(),
      }),
    );
    const results = fc.uniqueArray(
      fc.record({ projects: fc.integer({ min: 1, max: 1_000_000 }), runs: fc.array(run, { maxLength: 3 }) }),
      { selector: (result) => result.projects, maxLength: 6 },
    );
    // A blocking time of a denormal's size once made the axis step NaN (fast-check found it).
    const denormal: SizeResult = {
      projects: 1,
      runs: [opened(0, { blocking: blocking({ totalBlockingMs: 1.5e-323, longestTaskMs: 0 }, 0) })],
    };
    fc.assert(
      fc.property(results, fc.string(), (sizes, caption) => {
        const svg = scaleChartSvg(sizes, { caption });
        const elements = svgElements(svg);
        const [root] = elements;
        const width = Number(root?.attributes.width);
        const height = Number(root?.attributes.height);
        const withRows = sizes.filter((size) => size.runs.some((entry) => entry.opened)).length;
        for (const measure of ['navigation → first row', 'total blocking time', 'JS heap, peak']) {
          const points = pointsOf(svg, measure);
          expect(points).toHaveLength(withRows);
          for (const [x, y] of points) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(width);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(y).toBeLessThanOrEqual(height);
          }
        }
      }),
      { numRuns: 200, examples: [[[denormal], '']] },
    );
  });

  it('rounds an axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 7, 10, 11, 180, 2100, 43_000].map(niceCeiling)).toEqual([1, 10, 10, 20, 200, 5000, 50_000]);
    // A quarter of 1.5e-323 is below every power of ten a double holds.
    expect(niceCeiling(1.5e-323 / 4)).toBe(1);
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), (value) => {
        const top = niceCeiling(value);
        expect(top).toBeGreaterThanOrEqual(value);
        expect(top).toBeLessThanOrEqual(value * 10);
        const mantissa = top / 10 ** Math.floor(Math.log10(top) + 1e-9);
        expect([1, 2, 5].some((step) => Math.abs(mantissa - step) < 1e-6)).toBe(true);
      }),
    );
  });
});

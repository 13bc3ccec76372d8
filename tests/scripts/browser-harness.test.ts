import { describe, expect, it } from 'vitest';
import { hugeProjectReport, loadReport, median, reportLine, TARGETS } from '../../scripts/bench-browser.mjs';
import { API_PATHS, apiProxy } from '../../scripts/lib/api-paths.mjs';
import { scenarioPrefer } from '../../scripts/lib/browser-harness.mjs';
import { summariseLongTasks } from '../../scripts/lib/page-marks.mjs';

describe('browser harness', () => {
  it('proxies every API path to the mock, and nothing else', () => {
    expect(apiProxy('http://127.0.0.1:4010')).toEqual(
      Object.fromEntries(API_PATHS.map((path) => [path, { target: 'http://127.0.0.1:4010', changeOrigin: true }])),
    );
    expect(API_PATHS).toEqual(['/api', '/admin', '/plans', '/stats']);
  });

  it("picks a scenario with Prism's Prefer header, naming the status of an error scenario", () => {
    expect(scenarioPrefer('metrics', 'large')).toBe('example=large');
    expect(scenarioPrefer('metrics', 'date-window-error')).toBe('code=400, example=date-window-error');
    expect(scenarioPrefer('user', 'unauthenticated')).toBe('code=401, example=unauthenticated');
    expect(scenarioPrefer('user', 'default-account')).toBe('example=default-account');
    expect(() => scenarioPrefer('user', 'large')).toThrow(/No mock scenario "large" for the user call/);
  });
});

describe('bench:browser report', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('reports the median, the spread and the verdict against the target', () => {
    expect(reportLine('First row', [900.4, 1100, 1000], TARGETS.firstRowMs, 'ms')).toBe(
      'First row: 1000 ms (median of 3; 900–1100) — target ≤ 1000 ms  OK',
    );
    expect(reportLine('Expand', [180, 120, 150], TARGETS.expandMs, 'ms')).toBe(
      'Expand: 150 ms (median of 3; 120–180) — target ≤ 100 ms  OVER TARGET by 50 ms',
    );
    expect(reportLine('Rows', [40, 41], TARGETS.domRows, 'rows')).toBe(
      'Rows: 40.5 rows (median of 2; 40–41) — target ≤ 100 rows  OK',
    );
  });

  it('writes every amount like its measure: ratios with 2 decimals, milliseconds whole, never a float’s tail', () => {
    expect(reportLine('Own work', [3.78, 3.5, 4.1], 3, '×')).toBe(
      'Own work: 3.78 × (median of 3; 3.50–4.10) — target ≤ 3 ×  OVER TARGET by 0.78 ×',
    );
    expect(reportLine('Load', [100.6, 120.2], 100, 'ms')).toBe(
      'Load: 110 ms (median of 2; 101–120) — target ≤ 100 ms  OVER TARGET by 10 ms',
    );
    expect(reportLine('Rows', [100.1, 100.3], 100, 'rows')).toBe(
      'Rows: 100.2 rows (median of 2; 100.1–100.3) — target ≤ 100 rows  OVER TARGET by 0.2 rows',
    );
  });

  it('sums the time of the long tasks beyond 50 ms, and names the longest', () => {
    expect(summariseLongTasks([{ duration: 60 }, { duration: 480 }, { duration: 51 }])).toEqual({
      longestTaskMs: 480,
      totalBlockingMs: 10 + 430 + 1,
    });
    expect(summariseLongTasks([])).toEqual({ longestTaskMs: 0, totalBlockingMs: 0 });
  });

  it("reports a visit's load against the targets, counted until quiet, and the runs that never went quiet", () => {
    const load = (firstRowMs: number, totalBlockingMs: number, quietAtMs: number | undefined) => ({
      firstRowMs,
      responseMs: firstRowMs + 400,
      settledMs: firstRowMs + 700,
      loadBlocking: {
        longestTaskMs: 50 + totalBlockingMs,
        totalBlockingMs,
        quietAtMs,
        countedUntilMs: quietAtMs ?? 61_700,
        tasks: [],
      },
    });
    const lines = loadReport('First visit', [load(800, 120, 2000), load(900, 200, undefined), load(1000, 90, 2400)]);
    expect(lines[0]).toBe(
      'First visit: navigation → first table row: 900 ms (median of 3; 800–1000) — target ≤ 1000 ms  OK',
    );
    expect(lines[1]).toContain('quiet from 2200 ms (1 of 3 runs never quiet: counted to the ceiling)');
    expect(lines[2]).toBe(
      '  total blocking time, navigation → quiet: 120 ms (median of 3; 90–200) — target ≤ 150 ms  OK',
    );
    expect(lines[3]).toBe(
      '  longest task, navigation → quiet: 170 ms (median of 3; 140–250) — target ≤ 100 ms  OVER TARGET by 70 ms',
    );
  });

  it('reports an action on the huge project that did not finish, and the ones after it as not measured', () => {
    const blocking = { longestTaskMs: 120, totalBlockingMs: 70 };
    const lines = hugeProjectReport([
      [
        { ms: 400, blocking },
        { ms: undefined, blocking: undefined },
      ],
      [{ ms: 600, blocking }],
    ]);
    expect(lines[0]).toContain('500 ms (median of 2; 400–600) — target ≤ 1000 ms  OK');
    expect(lines[0]).toContain('longest main-thread task 120 ms, total blocking time 70 ms');
    expect(lines[1]).toMatch(/: did not finish in 20 s — target ≤ 1000 ms {2}OVER TARGET$/);
    expect(lines[2]).toMatch(/: not measured \(an earlier action did not finish\)$/);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetLine,
  initialJsFiles,
  KB,
  reactQuerySize,
  sdkSize,
  sizeReport,
} from '../../scripts/size-report.mjs';

// The shape of `.vite/manifest.json`: index.html imports the vendor chunk statically and the chart
// views lazily; the views share a nivo chunk.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: ['src/usage-chart-view.tsx', 'src/bar-view.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  'src/usage-chart-view.tsx': { file: 'assets/usage-chart-view-d4.js', imports: ['_nivo-e5.js', '_vendor-b2.js'] },
  'src/bar-view.tsx': { file: 'assets/bar-view-f6.js', imports: ['_nivo-e5.js'] },
  '_nivo-e5.js': { file: 'assets/nivo-e5.js' },
};

let outDir: string | undefined;
afterEach(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  outDir = undefined;
});

describe('size report', () => {
  it('counts as initial the entry chunk and its static imports, never the lazy chart chunks', () => {
    expect(initialJsFiles(MANIFEST)).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
  });

  it('reports OK within a budget and how far over it otherwise, without failing', () => {
    expect(budgetLine('Initial JS (gzip)', 100 * KB, BUDGETS.initial)).toBe(
      'Initial JS (gzip): 100.0 KB of 170.0 KB  OK',
    );
    expect(budgetLine('All JS (gzip)', 360 * KB, BUDGETS.total)).toBe(
      'All JS (gzip): 360.0 KB of 350.0 KB  OVER BUDGET by 10.0 KB',
    );
  });

  it('sums the gzip sizes of a build: initial files only for the first figure, every JS file for the second', () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'size-report-'));
    mkdirSync(path.join(outDir, '.vite'));
    mkdirSync(path.join(outDir, 'assets'));
    writeFileSync(path.join(outDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const chunk of Object.values(MANIFEST)) {
      writeFileSync(path.join(outDir, chunk.file), `export const code = ${JSON.stringify(chunk.file.repeat(50))};`);
    }
    writeFileSync(path.join(outDir, 'assets', 'index-c3.css'), 'body { margin: 0 }');

    const report = sizeReport(outDir);
    expect(report.initialBytes).toBeGreaterThan(0);
    expect(report.totalBytes).toBeGreaterThan(report.initialBytes);
    const rows = report.lines.filter((line) => line.startsWith('assets/'));
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.endsWith('initial'))).toHaveLength(2);
    expect(rows.some((row) => row.includes('.css'))).toBe(false);
    expect(report.lines.at(-2)).toMatch(/^Initial JS \(gzip\): [\d.]+ KB of 170\.0 KB {2}OK$/);
  });
});

describe('the SDK size', () => {
  it('createClient with every resource and openapi-fetch stays within 15 KB gzip', async () => {
    const { bytes, line } = await sdkSize();
    // More than a few KB: openapi-fetch and the resources really are in the bundle.
    expect(bytes).toBeGreaterThan(5 * KB);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.sdk);
    expect(line).toMatch(/^SDK: .* of 15\.0 KB {2}OK$/);
  });

  it('depsight/react-query adds at most 3 KB gzip to an application that ships createClient', async () => {
    const { bytes, line } = await reactQuerySize();
    // Its operation lists and write-to-read map really are counted.
    expect(bytes).toBeGreaterThan(KB);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.reactQuery);
    expect(line).toMatch(/^depsight\/react-query beyond createClient \(gzip\): [\d.]+ KB of 3\.0 KB {2}OK$/);
  });
});

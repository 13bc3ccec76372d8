import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKDOWN_CSV_COLUMNS,
  breakdownBars,
  breakdownCsvRows,
  breakdownDomain,
  breakdownTable,
  formatSignedAmount,
} from '@/dashboard/features/change-breakdown/model/breakdown-table';
import {
  type Contributor,
  deriveChangeBreakdown,
  type MeasureBreakdown,
} from '@/dashboard/features/change-breakdown/model/derive-change-breakdown';
import {
  explainParameterValue,
  parseExplainedMeasure,
} from '@/dashboard/features/change-breakdown/model/explained-measure';
import { toCsv } from '@/dashboard/shared/export/csv';
import { MEASURES } from '@/dashboard/shared/metrics/measures';

const contributor = (name: string, previous: number, current: number, branch = 'main'): Contributor => ({
  projectUUID: `uuid-${name}`,
  projectUrl: `https://github.com/acme/${name}`,
  projectBranch: branch,
  previous,
  current,
  change: current - previous,
  presence: previous === 0 ? 'new' : current === 0 ? 'gone' : 'both',
});

const breakdownOf = (contributors: Contributor[], totals: { previous: number; current: number }): MeasureBreakdown => {
  const change = totals.current - totals.previous;
  const listed = contributors.reduce((sum, entry) => sum + entry.change, 0);
  return { ...totals, change, contributors, othersChange: change - listed };
};

describe('breakdownTable', () => {
  it('lists the contributors, then All others with the rest of each total, so the rows add up', () => {
    const table = breakdownTable(
      breakdownOf([contributor('api', 2, 9), contributor('web', 4, 0)], { previous: 10, current: 12 }),
    );
    expect(table.rows.map((row) => [row.label, row.previous, row.current, row.change, row.presence])).toEqual([
      ['https://github.com/acme/api', 2, 9, 7, 'both'],
      ['https://github.com/acme/web', 4, 0, -4, 'gone'],
      ['All others', 4, 3, -1, null],
    ]);
    expect(table.total).toEqual({ previous: 10, current: 12, change: 2 });
    expect(table.isEmpty).toBe(false);
  });

  it('leaves All others out when the rest had nothing, and is empty when nothing moved', () => {
    expect(breakdownTable(breakdownOf([contributor('api', 0, 3)], { previous: 0, current: 3 })).rows).toHaveLength(1);
    const still = breakdownTable(breakdownOf([], { previous: 5, current: 5 }));
    expect(still.isEmpty).toBe(true);
    expect(still.rows.map((row) => row.label)).toEqual(['All others']);
  });

  it('adds up for any pair of answers: the rows’ changes, previous and current sum to the totals', () => {
    const entry = fc.record({
      projectUUID: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      projectUrl: fc.constantFrom('https://x/a', 'https://x/b', 'https://x/c'),
      projectBranch: fc.constantFrom('main', 'dev'),
      vulnerabilitiesIdentified: fc.nat(50),
      vulnerabilitiesAddressed: fc.nat(50),
      remediations: fc.array(fc.record({ severity: fc.constantFrom('HIGH', 'LOW'), daysToFix: fc.nat(40) }), {
        maxLength: 4,
      }),
    });
    const answer = fc.array(entry, { maxLength: 12 }).map((projects) => ({ projects }));
    fc.assert(
      fc.property(answer, answer, fc.nat(6), (current, previous, limit) => {
        const breakdown = deriveChangeBreakdown(current, previous, { limit });
        for (const measure of MEASURES) {
          const table = breakdownTable(breakdown[measure]);
          const sum = (key: 'previous' | 'current' | 'change') =>
            table.rows.reduce((total, row) => total + row[key], 0);
          expect(sum('previous')).toBeCloseTo(table.total.previous, 6);
          expect(sum('current')).toBeCloseTo(table.total.current, 6);
          expect(sum('change')).toBeCloseTo(table.total.change, 6);
        }
      }),
    );
  });
});

describe('breakdownBars and breakdownDomain', () => {
  const table = breakdownTable(
    breakdownOf([contributor('a-very-long-repository-name-indeed', 1, 4, 'release/2.4'), contributor('web', 3, 1)], {
      previous: 6,
      current: 7,
    }),
  );

  it('colours each bar by whether its direction is good news for the measure', () => {
    expect(breakdownBars(table, true).map((bar) => [bar.valueLabel, bar.color])).toEqual([
      ['+3', 'var(--color-good)'],
      ['−2', 'var(--color-bad)'],
    ]);
    expect(breakdownBars(table, false).map((bar) => bar.color)).toEqual(['var(--color-bad)', 'var(--color-good)']);
  });

  it('labels a bar with the URL’s last part and the branch, cut to 24 characters; the description is whole', () => {
    const [long, web] = breakdownBars(table, true);
    expect(long?.shortLabel).toBe('a-very-long-repository-…');
    expect(Array.from(long?.shortLabel ?? '')).toHaveLength(24);
    expect(long?.description).toBe('https://github.com/acme/a-very-long-repository-name-indeed (release/2.4): +3');
    expect(web?.shortLabel).toBe('web:main');
  });

  it('draws All others when the rest moved, and scales both sides alike with room for the labels', () => {
    const withOthers = breakdownTable(breakdownOf([contributor('api', 0, 2)], { previous: 5, current: 12 }));
    const bars = breakdownBars(withOthers, true);
    expect(bars.map((bar) => bar.shortLabel)).toEqual(['api:main', 'All others']);
    expect(breakdownDomain(bars)).toEqual({ min: -5 * 1.35, max: 5 * 1.35 });
    expect(breakdownDomain([])).toEqual({ min: -1.35, max: 1.35 });
  });
});

describe('formatSignedAmount', () => {
  it('signs a change with a plus or a minus sign, and rounds to 2 decimals', () => {
    expect(formatSignedAmount(1204)).toBe('+1,204');
    expect(formatSignedAmount(-3)).toBe('−3');
    expect(formatSignedAmount(0)).toBe('0');
    expect(formatSignedAmount(-0.001)).toBe('0');
    expect(formatSignedAmount(2.345)).toBe('+2.35');
  });
});

describe('the CSV of a breakdown', () => {
  it('holds the rows and the total, numbers unformatted, text neutralised', () => {
    const table = breakdownTable(
      breakdownOf([{ ...contributor('api', 1, 3), projectUrl: '=HYPERLINK("x")' }], { previous: 4, current: 5 }),
    );
    const csv = toCsv(BREAKDOWN_CSV_COLUMNS, breakdownCsvRows(table));
    expect(csv.split('\r\n')).toEqual([
      'Project,Branch,Presence,Previous period,Current period,Change',
      `"'=HYPERLINK(""x"")",main,Both periods,1,3,2`,
      'All others,,,3,2,-1',
      'Total,,,4,5,1',
      '',
    ]);
  });
});

describe('the explain parameter', () => {
  it('reads each measure’s word in any case, and nothing else', () => {
    for (const measure of MEASURES) {
      const word = explainParameterValue(measure) ?? '';
      expect(parseExplainedMeasure(word)).toBe(measure);
      expect(parseExplainedMeasure(` ${word.toUpperCase()} `)).toBe(measure);
    }
    expect(explainParameterValue(null)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const measure = parseExplainedMeasure(text);
        expect(measure === null || explainParameterValue(measure) === text.trim().toLowerCase()).toBe(true);
      }),
    );
  });
});

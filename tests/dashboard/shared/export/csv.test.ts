import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_CSV_COLUMNS } from '@/dashboard/features/projects-table/model/table-csv';
import { type CsvColumn, neutralizeFormula, toCsv } from '@/dashboard/shared/export/csv';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { fix, wire } from '../../support/fix-fixtures';

type Row = readonly string[];

const columnsOf = (count: number): CsvColumn<Row>[] =>
  Array.from({ length: count }, (_, index) => ({ header: `Column ${index + 1}`, value: (row: Row) => row[index] }));

/** Parsed by csv-parse, a parser this project did not write, as strictly as RFC 4180 allows. */
function parseCsv(csv: string): string[][] {
  return parse(csv, { relax_column_count: false, skip_empty_lines: false, record_delimiter: '\r\n' });
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe('toCsv', () => {
  it('writes a header row and RFC 4180 quoting, lines ended by CRLF', () => {
    const csv = toCsv(columnsOf(3), [['plain', 'a, b', 'say "hi"\nbye']]);
    expect(csv).toBe('Column 1,Column 2,Column 3\r\nplain,"a, b","say ""hi""\nbye"\r\n');
  });

  it('writes numbers unformatted, dates as ISO 8601 and missing values as empty cells', () => {
    type Mixed = { count: number; when: Date | null; missing?: string };
    const columns: CsvColumn<Mixed>[] = [
      { header: 'Count', value: (row) => row.count },
      { header: 'When', value: (row) => row.when },
      { header: 'Missing', value: (row) => row.missing },
    ];
    const csv = toCsv(columns, [
      { count: 12345.5, when: new Date(Date.UTC(2026, 10, 21, 9, 30)) },
      { count: -3, when: null },
      { count: Number.NaN, when: new Date(Number.NaN) },
    ]);
    expect(parseCsv(csv)).toEqual([
      ['Count', 'When', 'Missing'],
      ['12345.5', '2026-11-21T09:30:00.000Z', ''],
      // A negative number is data, not a formula: it stays a number.
      ['-3', '', ''],
      ['', '', ''],
    ]);
  });

  it.each(['=1+1', '+1', '-1+2', '@SUM(A1)', '\tcmd', '\r=x', '=HYPERLINK("http://evil","click")'])(
    'neutralises a text cell starting like a formula: %j',
    (text) => {
      const [, row] = parseCsv(toCsv(columnsOf(1), [[text]]));
      expect(row).toEqual([`'${text}`]);
    },
  );

  it('parses back, with a parser it did not write, to the same rows, neutralised (any strings)', () => {
    const table = fc
      .integer({ min: 1, max: 4 })
      .chain((width) =>
        fc
          .array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: width, maxLength: width }), { maxLength: 8 })
          .map((rows) => ({ width, rows })),
      );
    fc.assert(
      fc.property(table, ({ width, rows }) => {
        const parsed = parseCsv(toCsv(columnsOf(width), rows));
        expect(parsed[0]).toEqual(columnsOf(width).map((column) => column.header));
        expect(parsed.slice(1)).toEqual(rows.map((row) => row.map(neutralizeFormula)));
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a parsed text cell start like a formula (any strings, any characters)', () => {
    // Any code points, and half of the cells forced to start with a formula trigger.
    const cell = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc
        .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string({ unit: 'binary', maxLength: 30 }))
        .map(([trigger, rest]) => trigger + rest),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 5 }), (cells) => {
        const parsed = parseCsv(toCsv(columnsOf(cells.length), [cells]));
        for (const cell of parsed[1] ?? []) expect(cell).not.toMatch(FORMULA_START);
        expect(parsed[1]?.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, ''))).toEqual(cells);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the projects export', () => {
  it('has an MTTR (days) column: the mean days to fix, unrounded, empty without usable fixes', () => {
    const { projects } = normalizeMetrics({
      projects: [wire('https://h/a', [fix(1), fix(2)]), wire('https://h/b', [fix(-4)]), wire('https://h/c', [])],
    });
    const [header, ...rows] = parseCsv(toCsv(PROJECT_CSV_COLUMNS, projects));
    const mttr = (header ?? []).indexOf('MTTR (days)');
    expect(mttr).toBeGreaterThan(-1);
    expect(rows.map((row) => row[mttr])).toEqual(['1.5', '', '']);
  });
});

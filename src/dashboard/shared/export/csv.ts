// CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds
// a quote, a comma, a line break or edge spaces, quotes doubled; one header row. A text cell that a
// spreadsheet would run as a formula is neutralised (OWASP "CSV injection"). Pure: any table can use it.

/** What a cell may hold: numbers are written unformatted, dates as ISO 8601 (UTC), null as empty. */
type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => CsvValue;
}

/** Characters that make a spreadsheet read a cell as a formula (or start one after a line break). */
const FORMULA_TRIGGERS = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A text cell prefixed with `'` when it starts like a formula: the spreadsheet shows it as text. */
export function neutralizeFormula(text: string): string {
  return FORMULA_TRIGGERS.test(text) ? `'${text}` : text;
}

/** The text of one cell before quoting. Numbers come from the data, never from text, so `-3` stays a number. */
function csvCellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return neutralizeFormula(String(value));
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const LINE_END = '\r\n';

/** The CSV of `rows` under `columns`: the header row, then one line per row, each ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines: string[] = [];
  const line = (cells: readonly string[]) => {
    // A lone empty field would read as an empty line, which parsers skip: quote it.
    if (cells.length === 1 && cells[0] === '') return '""';
    return cells.map(quote).join(',');
  };
  lines.push(line(columns.map((column) => neutralizeFormula(column.header))));
  for (const row of rows) lines.push(line(columns.map((column) => csvCellText(column.value(row)))));
  return lines.join(LINE_END) + LINE_END;
}

/** Epoch milliseconds as an ISO 8601 instant, or null (an empty cell) for no time. */
export function isoInstant(epochMilliseconds: number | null): Date | null {
  if (epochMilliseconds === null || !Number.isFinite(epochMilliseconds)) return null;
  const date = new Date(epochMilliseconds);
  return Number.isNaN(date.getTime()) ? null : date;
}

// What the breakdown of one measure shows: its table rows (the listed projects, then "All others"),
// the totals line, the bars of its chart and the CSV of its table. Pure: one measure's breakdown in.

import type { CsvColumn } from '@/dashboard/shared/export/csv';
import type { Contributor, MeasureBreakdown, Presence } from './derive-change-breakdown';

const ALL_OTHERS_LABEL = 'All others';

interface BreakdownRow {
  /** Unique per row: the project's uuid and branch, or `others`. */
  readonly key: string;
  /** A listed project, or the rest of them together. */
  readonly kind: 'project' | 'others';
  readonly projectUUID: string;
  /** The project's URL; "All others" for the rest. */
  readonly label: string;
  readonly projectBranch: string;
  readonly previous: number;
  readonly current: number;
  readonly change: number;
  /** Null for "All others". */
  readonly presence: Presence | null;
}

export interface BreakdownTable {
  readonly rows: readonly BreakdownRow[];
  readonly total: { readonly previous: number; readonly current: number; readonly change: number };
  /** No project moved: the view shows an empty state instead of the chart and the table. */
  readonly isEmpty: boolean;
}

export const PRESENCE_LABELS: Readonly<Record<Presence, string>> = {
  both: 'Both periods',
  new: 'New',
  gone: 'Gone',
};

/** Sums of floating amounts can leave dust (0.1 + 0.2): a figure is shown to 2 decimals at most. */
const tidy = (value: number) => {
  const rounded = Math.round(value * 1e6) / 1e6;
  return rounded === 0 ? 0 : rounded;
};

const projectRow = (contributor: Contributor): BreakdownRow => ({
  key: JSON.stringify([contributor.projectUUID, contributor.projectBranch]),
  kind: 'project',
  projectUUID: contributor.projectUUID,
  label: contributor.projectUrl,
  projectBranch: contributor.projectBranch,
  previous: contributor.previous,
  current: contributor.current,
  change: contributor.change,
  presence: contributor.presence,
});

/**
 * The listed projects in the breakdown's order, then "All others": what the rest had in each period
 * and their change, so that the rows add up to the totals. "All others" is left out when the rest
 * have nothing in either period.
 */
export function breakdownTable(breakdown: MeasureBreakdown): BreakdownTable {
  const rows = breakdown.contributors.map(projectRow);
  let listedPrevious = 0;
  let listedCurrent = 0;
  for (const row of rows) {
    listedPrevious += row.previous;
    listedCurrent += row.current;
  }
  const others = {
    previous: tidy(breakdown.previous - listedPrevious),
    current: tidy(breakdown.current - listedCurrent),
    change: tidy(breakdown.othersChange),
  };
  if (others.previous !== 0 || others.current !== 0 || others.change !== 0) {
    rows.push({
      key: 'others',
      kind: 'others',
      projectUUID: '',
      label: ALL_OTHERS_LABEL,
      projectBranch: '',
      ...others,
      presence: null,
    });
  }
  return {
    rows,
    total: { previous: breakdown.previous, current: breakdown.current, change: breakdown.change },
    isEmpty: breakdown.contributors.length === 0,
  };
}

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount for display: "1,204", "2.5". */
export const formatAmount = (value: number) => amountFormat.format(value);

/** A change for display: "+6", "−3" (a minus sign, not a hyphen), "0". */
export function formatSignedAmount(value: number): string {
  const text = amountFormat.format(Math.abs(value));
  if (text === '0') return '0';
  return `${value > 0 ? '+' : '−'}${text}`;
}

// A type, not an interface: nivo's bar data must be indexable by key.
export type BreakdownBar = {
  readonly key: string;
  /** The axis label: the URL's last part (with the branch), cut to fit; the full one is in `description`. */
  readonly shortLabel: string;
  readonly change: number;
  /** The signed change written at the bar's end: '+6'. */
  readonly valueLabel: string;
  /** A design token: good news or bad news, by the measure's direction. */
  readonly color: string;
  /** The bar as a sentence for screen readers and the tooltip: 'https://github.com/acme/api (main): +6'. */
  readonly description: string;
};

/** Longest axis label before it is cut with an ellipsis. */
const SHORT_LABEL_LENGTH = 24;

function shortLabelOf(row: BreakdownRow): string {
  if (row.kind === 'others') return row.label;
  const tail = row.label.replace(/\/+$/, '').split('/').pop() || row.label || row.projectUUID;
  const text = row.projectBranch === '' ? tail : `${tail}:${row.projectBranch}`;
  const characters = Array.from(text);
  return characters.length <= SHORT_LABEL_LENGTH ? text : `${characters.slice(0, SHORT_LABEL_LENGTH - 1).join('')}…`;
}

/** One bar per row that moved, largest first as the table lists them; "All others" last. */
export function breakdownBars(table: BreakdownTable, higherIsBetter: boolean): BreakdownBar[] {
  return table.rows
    .filter((row) => row.change !== 0)
    .map((row) => {
      const valueLabel = formatSignedAmount(row.change);
      const name =
        row.kind === 'others' || row.projectBranch === '' ? row.label : `${row.label} (${row.projectBranch})`;
      return {
        key: row.key,
        shortLabel: shortLabelOf(row),
        change: row.change,
        valueLabel,
        color: row.change > 0 === higherIsBetter ? 'var(--color-good)' : 'var(--color-bad)',
        description: `${name}: ${valueLabel}`,
      };
    });
}

/** Room beyond the longest bar for its value label: the axis reaches 35 % further. */
const DOMAIN_HEADROOM = 1.35;

/** A value axis symmetric around 0, so rises and falls are drawn to the same scale. */
export function breakdownDomain(bars: readonly BreakdownBar[]): { min: number; max: number } {
  let largest = 0;
  for (const bar of bars) largest = Math.max(largest, Math.abs(bar.change));
  const extent = (largest === 0 ? 1 : largest) * DOMAIN_HEADROOM;
  return { min: -extent, max: extent };
}

/** The CSV row of the totals line, after the table's rows. */
export interface BreakdownCsvRow {
  readonly label: string;
  readonly projectBranch: string;
  readonly presence: string;
  readonly previous: number;
  readonly current: number;
  readonly change: number;
}

/** The table as the CSV has it: its rows, then "Total". Numbers unformatted. */
export function breakdownCsvRows(table: BreakdownTable): BreakdownCsvRow[] {
  return [
    ...table.rows.map((row) => ({
      label: row.label,
      projectBranch: row.projectBranch,
      presence: row.presence === null ? '' : PRESENCE_LABELS[row.presence],
      previous: row.previous,
      current: row.current,
      change: row.change,
    })),
    { label: 'Total', projectBranch: '', presence: '', ...table.total },
  ];
}

export const BREAKDOWN_CSV_COLUMNS: readonly CsvColumn<BreakdownCsvRow>[] = [
  { header: 'Project', value: (row) => row.label },
  { header: 'Branch', value: (row) => row.projectBranch },
  { header: 'Presence', value: (row) => row.presence },
  { header: 'Previous period', value: (row) => row.previous },
  { header: 'Current period', value: (row) => row.current },
  { header: 'Change', value: (row) => row.change },
];

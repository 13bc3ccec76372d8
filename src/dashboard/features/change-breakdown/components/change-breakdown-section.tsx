import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { toCsv } from '@/dashboard/shared/export/csv';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import printStyles from '@/dashboard/shared/print/print.module.css';
import toolbarButton from '@/dashboard/shared/ui/toolbar-button.module.css';
import { useChangeBreakdown } from '../api/use-change-breakdown';
import {
  BREAKDOWN_CSV_COLUMNS,
  type BreakdownTable,
  breakdownCsvRows,
  breakdownTable,
  formatAmount,
  formatSignedAmount,
} from '../model/breakdown-table';
import { explainParameterValue, MEASURE_TEXTS, type MeasureText } from '../model/explained-measure';
import styles from './change-breakdown.module.css';
import { ChangeBreakdownChart } from './change-breakdown-chart';
import { ChangeBreakdownTable } from './change-breakdown-table';

export interface ChangeBreakdownSectionProps {
  /** The applied criteria; null until they are applied. */
  query: FilterQuery | null;
  /** The project-name filter, as the table uses it. */
  searchFilter: string;
  /** The measure whose change is explained. */
  measure: Measure;
  /** Moves the focus to the panel's heading when it opens (the user asked for it, not a reload); one panel per measure (keyed). */
  autoFocus: boolean;
  onClose: () => void;
  /** Opens a project's row in the projects table and brings it into view. */
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}

const STATUS_MESSAGES = {
  loading: 'Loading both periods…',
  unavailable: 'Choose a start and an end date to compare with the previous period.',
  failed: 'The previous period could not be loaded, so the change cannot be explained.',
} as const;

/**
 * What moved one figure since the previous period: the projects that moved it most, up and down, and
 * all the others, as diverging bars and as a table that adds up to the change. Escape or Close shuts it.
 */
export function ChangeBreakdownSection({
  query,
  searchFilter,
  measure,
  autoFocus,
  onClose,
  onOpenProject,
}: ChangeBreakdownSectionProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, breakdown, previousDates } = useChangeBreakdown(query, searchFilter);
  const texts = MEASURE_TEXTS[measure];
  const measureBreakdown = breakdown?.[measure];
  const table = useMemo(() => (measureBreakdown ? breakdownTable(measureBreakdown) : null), [measureBreakdown]);

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  // Escape anywhere in the panel closes it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  const periods =
    query && previousDates
      ? `${query.startDate} – ${query.endDate} against ${previousDates.startDate} – ${previousDates.endDate}`
      : null;
  const title = `The change in ${texts.label}`;

  return (
    <section className={styles.panel} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className={styles.header}>
        <div>
          <h4 className={styles.title} id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h4>
          <p className={styles.subtitle}>
            {texts.description}.{periods && ` ${periods}.`}
          </p>
        </div>
        <div className={`${styles.actions} ${printStyles.screenOnly}`}>
          {table && !table.isEmpty && <BreakdownCsvButton table={table} measure={measure} />}
          <button type="button" className={toolbarButton.button} onClick={onClose}>
            Close <span className="visually-hidden">{title.toLowerCase()}</span>
          </button>
        </div>
      </header>
      {status !== 'ready' || !table ? (
        // A polite live region, not role=status: the page treats a status in main as 'still loading'.
        <p className={styles.message} aria-live="polite">
          {STATUS_MESSAGES[status === 'ready' ? 'loading' : status]}
        </p>
      ) : (
        <BreakdownBody table={table} texts={texts} onOpenProject={onOpenProject} />
      )}
    </section>
  );
}

/** Export CSV: the table and its total, named after the page's criteria and the measure. */
function BreakdownCsvButton({ table, measure }: { table: BreakdownTable; measure: Measure }) {
  const naming = useExportNaming();
  if (!naming) return null;
  return (
    <CsvExportButton
      label="Export CSV"
      build={() => ({
        fileName: exportFileName(naming, `change-${explainParameterValue(measure)}`),
        csv: toCsv(BREAKDOWN_CSV_COLUMNS, breakdownCsvRows(table)),
      })}
    />
  );
}

interface BreakdownBodyProps {
  table: BreakdownTable;
  texts: MeasureText;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}

/** A loaded breakdown: "Nothing changed" when no project moved, else the totals line, the chart and the table. */
function BreakdownBody({ table, texts, onOpenProject }: BreakdownBodyProps) {
  if (table.isEmpty) {
    return (
      <p className={styles.message}>
        Nothing changed: no project’s {texts.label.toLowerCase()} moved ({formatAmount(table.total.current)} in both
        periods).
      </p>
    );
  }
  return (
    <>
      <p className={styles.totals}>
        <span className={styles.totalsLabel}>Previous period</span> {formatAmount(table.total.previous)}
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden">, </span>
        <span className={styles.totalsLabel}>this period</span> {formatAmount(table.total.current)}
        <span className="visually-hidden">, </span>
        <span className={styles.totalsChange}>change {formatSignedAmount(table.total.change)}</span>
      </p>
      <ChangeBreakdownChart
        table={table}
        higherIsBetter={texts.higherIsBetter}
        label={`${texts.label}: change by project against the previous period`}
      />
      <ChangeBreakdownTable
        table={table}
        caption={`${texts.label} by project, previous and current period`}
        higherIsBetter={texts.higherIsBetter}
        onOpenProject={onOpenProject}
      />
    </>
  );
}

import { memo, useEffect, useRef } from 'react';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import printStyles from '@/dashboard/shared/print/print.module.css';
import type { PreviousPeriodStatus } from '../api/use-remediation-data';
import { formatChange, type Kpi } from '../model/period-comparison';
import styles from './kpi-tiles.module.css';

/**
 * What an Explain button says: its accessible name is "Explain the change in {subject}"; a tile with
 * two of them shows which one (`shown`) beside the word Explain.
 */
const EXPLAIN_BUTTONS: Readonly<Record<Measure, { subject: string; shown: string }>> = {
  fixes: { subject: 'Fixes', shown: '' },
  fixed: { subject: 'fixed vulnerabilities', shown: 'fixed' },
  introduced: { subject: 'introduced vulnerabilities', shown: 'introduced' },
  riskRemoved: { subject: 'Risk removed', shown: '' },
  unaddressed: { subject: 'Unaddressed vulnerabilities', shown: '' },
};

export interface KpiExplain {
  /** The measure whose breakdown is open, or null. */
  open: Measure | null;
  /** Opens a measure's breakdown; null closes it. */
  onExplain: (measure: Measure | null) => void;
}

const STATUS_NOTES: Readonly<Record<PreviousPeriodStatus, string | null>> = {
  loading: 'Loading the previous period…',
  ready: null,
  failed: 'The previous period could not be loaded: changes are not shown.',
  unavailable: 'Choose a start and an end date to compare with the previous period.',
};

function changeTone(kpi: Kpi): 'good' | 'bad' | 'neutral' {
  if (kpi.change === null || Math.round(kpi.change) === 0) return 'neutral';
  return kpi.change > 0 === kpi.higherIsBetter ? 'good' : 'bad';
}

/** The headline figures, each with its change against the previous period. */
export const KpiTiles = memo(function KpiTiles({
  kpis,
  previousStatus,
  previousDates,
  explain,
}: {
  kpis: readonly Kpi[];
  previousStatus: PreviousPeriodStatus;
  previousDates: { startDate: string; endDate: string } | null;
  /** Given by the page when it can show a breakdown: each tile then offers to explain its change. */
  explain?: KpiExplain;
}) {
  const note = STATUS_NOTES[previousStatus];
  const buttons = useRef(new Map<Measure, HTMLButtonElement>());
  const open = explain?.open ?? null;
  const lastOpen = useRef(open);
  // A breakdown that closes takes the focus with it: give it back to the button that opened it.
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = open;
    if (closed === null || closed === open) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) buttons.current.get(closed)?.focus();
  }, [open]);
  const against = previousDates ? `vs ${previousDates.startDate} – ${previousDates.endDate}` : 'vs previous period';
  return (
    <div className={styles.wrapper}>
      <ul className={styles.tiles} aria-label="Remediation figures">
        {kpis.map((kpi) => {
          const tone = changeTone(kpi);
          const change = previousStatus === 'ready' ? formatChange(kpi.change) : '—';
          return (
            <li key={kpi.id} className={styles.tile} title={kpi.description}>
              <span className={styles.label}>{kpi.label}</span>
              <span className={styles.value}>{kpi.value}</span>
              {kpi.detail && <span className={styles.detail}>{kpi.detail}</span>}
              <span className={`${styles.change} ${previousStatus === 'ready' ? styles[tone] : styles.neutral}`}>
                {change} <span className={styles.against}>{against}</span>
              </span>
              <span className="visually-hidden">{kpi.description}.</span>
              {explain && kpi.explains.length > 0 && (
                <span className={`${styles.explains} ${printStyles.screenOnly}`}>
                  {kpi.explains.map((measure) => {
                    const { subject, shown } = EXPLAIN_BUTTONS[measure];
                    const expanded = open === measure;
                    return (
                      <button
                        key={measure}
                        type="button"
                        className={styles.explain}
                        aria-expanded={expanded}
                        ref={(element) => {
                          if (element) buttons.current.set(measure, element);
                          else buttons.current.delete(measure);
                        }}
                        onClick={() => explain.onExplain(expanded ? null : measure)}
                      >
                        {/* Spaces outside the hidden parts: the name reads "Explain the change in …" everywhere. */}
                        Explain <span className="visually-hidden">the change in {subject}</span>
                        {shown && <span aria-hidden="true"> {shown}</span>}
                      </button>
                    );
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {/* A polite live region, not role=status: the page treats a status in main as 'still loading'. */}
      <p className={styles.note} aria-live="polite">
        {note}
      </p>
    </div>
  );
});

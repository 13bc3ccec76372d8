import { memo } from 'react';
import type { PreviousPeriodStatus } from '../api/use-remediation-data';
import { formatChange, type Kpi } from '../model/period-comparison';
import styles from './kpi-tiles.module.css';

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
}: {
  kpis: readonly Kpi[];
  previousStatus: PreviousPeriodStatus;
  previousDates: { startDate: string; endDate: string } | null;
}) {
  const note = STATUS_NOTES[previousStatus];
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

import { useCallback, useId, useMemo, useState } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { useRemediationData } from '../api/use-remediation-data';
import { remediationKpis } from '../model/period-comparison';
import { loadSlaTargets, type SlaTargets, saveSlaTargets } from '../model/sla-targets';
import { FlowCard } from './flow-card';
import { KpiTiles } from './kpi-tiles';
import { DurationBucketsCard, MttrCard } from './mttr-card';
import styles from './remediation-section.module.css';
import { SlaCard } from './sla-card';

/** localStorage, or undefined where the browser refuses it (some privacy modes throw on access). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export interface RemediationSectionProps {
  /** The applied filters; null until they are applied. */
  query: FilterQuery | null;
  /** The project-name filter, as the table uses it. */
  searchFilter: string;
}

/**
 * Remediation analytics of the applied filters: KPI tiles against the previous period, MTTR by
 * severity, the duration buckets, SLA compliance with editable targets, and introduced vs fixed.
 */
export function RemediationSection({ query, searchFilter }: RemediationSectionProps) {
  const titleId = useId();
  const [targets, setTargets] = useState<SlaTargets>(() => loadSlaTargets(browserStorage()));
  const data = useRemediationData(query, searchFilter, targets);
  const saveTargets = useCallback((next: SlaTargets) => {
    setTargets(next);
    saveSlaTargets(browserStorage(), next);
  }, []);
  const kpis = useMemo(() => (data.analytics ? remediationKpis(data.analytics, data.previous) : []), [data]);

  const analytics = data.analytics;
  if (!analytics) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 className={styles.title} id={titleId}>
        Remediation
      </h3>
      <p className={styles.intro}>
        How fast fixes land, whether they meet their targets, and whether more is fixed than introduced
      </p>
      <KpiTiles kpis={kpis} previousStatus={data.previousStatus} previousDates={data.previousDates} />
      <div className={styles.cards}>
        <MttrCard mttr={analytics.mttr} />
        <DurationBucketsCard durationBuckets={analytics.durationBuckets} />
      </div>
      <div className={styles.cards}>
        <SlaCard sla={analytics.sla} targets={targets} onTargetsChange={saveTargets} />
        <FlowCard weekly={analytics.weekly} />
      </div>
    </section>
  );
}

import { useMemo } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { PageSection } from '@/dashboard/shared/ui/page-section';
import { useRemediationData } from '../api/use-remediation-data';
import { remediationKpis } from '../model/period-comparison';
import { BacklogForecastCard } from './backlog-forecast-card';
import { FlowCard } from './flow-card';
import { KpiTiles } from './kpi-tiles';
import { DurationBucketsCard, MttrCard } from './mttr-card';
import styles from './remediation-section.module.css';
import { SlaCard } from './sla-card';

export interface RemediationSectionProps {
  /** The applied filters; null until they are applied. */
  query: FilterQuery | null;
  /** The project-name filter, as the table uses it. */
  searchFilter: string;
}

/**
 * Remediation analytics of the applied filters: KPI tiles against the previous period, MTTR by
 * severity, the duration buckets, SLA compliance with editable targets, introduced vs fixed, and when
 * the backlog would be gone at the recent pace.
 */
export function RemediationSection({ query, searchFilter }: RemediationSectionProps) {
  // One setting for the page: the worklist reads the same targets.
  const [targets, saveTargets] = useSlaTargets();
  const data = useRemediationData(query, searchFilter, targets);
  const kpis = useMemo(() => (data.analytics ? remediationKpis(data.analytics, data.previous) : []), [data]);

  const analytics = data.analytics;
  if (!analytics) return null;
  return (
    <PageSection
      title="Remediation"
      intro="How fast fixes land, whether they meet their targets, and whether more is fixed than introduced"
    >
      <KpiTiles kpis={kpis} previousStatus={data.previousStatus} previousDates={data.previousDates} />
      <div className={styles.cards}>
        <MttrCard mttr={analytics.mttr} />
        <DurationBucketsCard durationBuckets={analytics.durationBuckets} />
      </div>
      <div className={styles.cards}>
        <SlaCard sla={analytics.sla} targets={targets} onTargetsChange={saveTargets} />
        <FlowCard weekly={analytics.weekly} />
      </div>
      <BacklogForecastCard weekly={analytics.weekly} periodEnd={query?.endDate} />
    </PageSection>
  );
}

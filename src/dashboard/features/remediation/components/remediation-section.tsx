import { type ReactNode, useMemo } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { HeldSection } from '@/dashboard/shared/ui/deferred-section';
import { PageSection } from '@/dashboard/shared/ui/page-section';
import { useRemediationData } from '../api/use-remediation-data';
import { remediationKpis } from '../model/period-comparison';
import { BacklogForecastCard } from './backlog-forecast-card';
import { FlowCard } from './flow-card';
import { type KpiExplain, KpiTiles } from './kpi-tiles';
import { DurationBucketsCard, MttrCard } from './mttr-card';
import styles from './remediation-section.module.css';
import { SlaCard } from './sla-card';
import { SlaPolicy } from './sla-policy';

export interface RemediationSectionProps {
  /** The applied filters; null until they are applied. */
  query: FilterQuery | null;
  /** The project-name filter, as the table uses it. */
  searchFilter: string;
  /**
   * Given by the page: which figure's change is open and how to open one (each tile then has an
   * Explain button), and the open breakdown itself, shown under the tiles. The section knows nothing
   * of how a breakdown is made.
   */
  explain?: KpiExplain & { panel: ReactNode };
  /** The signed-in account: its SLA targets are its policy (a team's own when the query names a team). */
  accountUUID?: string;
  /** The signed-in user's e-mail: their role decides whether they may change the targets. */
  userEmail?: string;
}

/**
 * Remediation analytics of the applied filters: KPI tiles against the previous period, MTTR by
 * severity, the duration buckets, SLA compliance with editable targets, introduced vs fixed, and when
 * the backlog would be gone at the recent pace.
 */
export function RemediationSection({ query, searchFilter, explain, accountUUID, userEmail }: RemediationSectionProps) {
  // The account's policy, or the team's own: the worklist reads the same targets.
  const teamUUID = query?.teamUUID || undefined;
  const sla = useSlaTargets(accountUUID, teamUUID);
  const data = useRemediationData(query, searchFilter, sla.targets);
  const kpis = useMemo(() => (data.analytics ? remediationKpis(data.analytics, data.previous) : []), [data]);
  // The tiles are memoised: they redraw when the open measure changes, not with every page render.
  const open = explain?.open ?? null;
  const onExplain = explain?.onExplain;
  const tileExplain = useMemo<KpiExplain | undefined>(() => onExplain && { open, onExplain }, [open, onExplain]);

  const analytics = data.analytics;
  const { targets } = sla;
  // Until its figures come, its place keeps its height.
  if (!analytics || !targets) return <HeldSection title="Remediation" />;
  return (
    <PageSection
      title="Remediation"
      intro="How fast fixes land, whether they meet their targets, and whether more is fixed than introduced"
    >
      <KpiTiles
        kpis={kpis}
        previousStatus={data.previousStatus}
        previousDates={data.previousDates}
        explain={tileExplain}
      />
      {explain?.panel}
      <div className={styles.cards}>
        <MttrCard mttr={analytics.mttr} />
        <DurationBucketsCard durationBuckets={analytics.durationBuckets} />
      </div>
      <div className={styles.cards}>
        <SlaCard sla={analytics.sla}>
          <SlaPolicy
            read={{ ...sla, targets: targets as SlaTargets }}
            accountUUID={accountUUID}
            userEmail={userEmail}
            teamUUID={teamUUID}
          />
        </SlaCard>
        <FlowCard weekly={analytics.weekly} />
      </div>
      <BacklogForecastCard weekly={analytics.weekly} periodEnd={query?.endDate} />
    </PageSection>
  );
}

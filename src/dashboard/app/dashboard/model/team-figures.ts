// A team's row of the comparison, from its metrics: the page composes the models two features own
// (the remediation analytics for MTTR, SLA compliance and net resolve rate; the worklist for the
// open and overdue counts), so that neither feature knows the other. Pure.

import { pooledCompliance } from '@/dashboard/features/remediation/model/period-comparison';
import { remediationAnalyticsOf } from '@/dashboard/features/remediation/model/remediation-analytics';
import type { TeamFigures } from '@/dashboard/features/team-comparison/model/team-row';
import { type Acceptance, worklistOfProjects } from '@/dashboard/features/worklist/model/derive-worklist';
import { percentChange } from '@/dashboard/shared/metrics/previous-period';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import type { NormalizedMetrics } from '@/dashboard/shared/metrics/types';

export interface TeamFiguresOptions {
  /** The page's clock reading: open vulnerabilities are aged to it. */
  readonly now: number;
  readonly slaDays: SlaTargets;
  /** The account's accepted risks: an accepted vulnerability is not overdue, as on the worklist. */
  readonly acceptances?: readonly Acceptance[];
}

/**
 * A team's figures over the applied period, with the change of MTTR, SLA compliance and net resolve
 * rate against the previous period (`previous`, when it loaded; otherwise no change).
 */
export function teamFiguresOf(
  current: NormalizedMetrics,
  previous: NormalizedMetrics | undefined,
  { now, slaDays, acceptances }: TeamFiguresOptions,
): TeamFigures {
  const analytics = remediationAnalyticsOf(current, { slaDays });
  const before = previous === undefined ? undefined : remediationAnalyticsOf(previous, { slaDays });
  const open = worklistOfProjects(current.projects, { now, slaDays, acceptances }).summary.ALL;
  const compliance = pooledCompliance(analytics);
  return {
    projects: current.projects.length,
    open: open.open,
    overdue: open.overdue,
    mttrDays: analytics.mttr.ALL.meanDays,
    slaCompliance: compliance,
    netResolveRate: analytics.netResolveRate,
    mttrChange: percentChange(analytics.mttr.ALL.meanDays, before?.mttr.ALL.meanDays),
    slaChange: percentChange(compliance, before === undefined ? undefined : pooledCompliance(before)),
    netResolveRateChange: percentChange(analytics.netResolveRate, before?.netResolveRate),
  };
}

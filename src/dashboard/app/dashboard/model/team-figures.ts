// A team's row of the comparison, from its metrics: the page composes the models two features own
// (the remediation analytics for MTTR, SLA compliance and net resolve rate; the worklist for the
// open and overdue counts), so that neither feature knows the other. Pure. Each period's figures are
// derived where its answer is (`teamPeriodFigures`, in the worker that read it); only they come to
// the page, which compares the two periods.

import { pooledCompliance } from '@/dashboard/features/remediation/model/period-comparison';
import { remediationAnalyticsOf } from '@/dashboard/features/remediation/model/remediation-analytics';
import type { TeamFigures } from '@/dashboard/features/team-comparison/model/team-row';
import { type Acceptance, worklistOfProjects } from '@/dashboard/features/worklist/model/derive-worklist';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
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

/** A team's figures over one period: the row's figures without the changes. */
export type TeamPeriodFigures = Omit<TeamFigures, 'mttrChange' | 'slaChange' | 'netResolveRateChange'>;

function periodFiguresOf(metrics: NormalizedMetrics, { now, slaDays, acceptances }: TeamFiguresOptions) {
  const analytics = remediationAnalyticsOf(metrics, { slaDays });
  const open = worklistOfProjects(metrics.projects, { now, slaDays, acceptances }).summary.ALL;
  return {
    projects: metrics.projects.length,
    open: open.open,
    overdue: open.overdue,
    mttrDays: analytics.mttr.ALL.meanDays,
    slaCompliance: pooledCompliance(analytics),
    netResolveRate: analytics.netResolveRate,
  };
}

/** One period's figures of a team, asked of the worker that read its answer. */
export const teamPeriodFigures: MetricsDerivation<TeamFiguresOptions, TeamPeriodFigures> = {
  name: 'team-period-figures',
  run: periodFiguresOf,
};

/** The row's figures: the period's, with the change of the period figures against `previous` (none without it). */
function teamFiguresOfPeriods(current: TeamPeriodFigures, previous: TeamPeriodFigures | undefined): TeamFigures {
  return {
    ...current,
    mttrChange: percentChange(current.mttrDays, previous?.mttrDays),
    slaChange: percentChange(current.slaCompliance, previous?.slaCompliance),
    netResolveRateChange: percentChange(current.netResolveRate, previous?.netResolveRate),
  };
}

/**
 * A team's figures over the applied period, with the change of MTTR, SLA compliance and net resolve
 * rate against the previous period (`previous`, when it loaded; otherwise no change).
 */
export function teamFiguresOf(
  current: NormalizedMetrics,
  previous: NormalizedMetrics | undefined,
  options: TeamFiguresOptions,
): TeamFigures {
  const before = previous === undefined ? undefined : periodFiguresOf(previous, options);
  return teamFiguresOfPeriods(periodFiguresOf(current, options), before);
}

/** `teamFiguresOf`, each period's figures derived where its answer is held (`MetricsAnswer.ask`). */
export async function askTeamFigures(
  current: MetricsAnswer,
  previous: MetricsAnswer | undefined,
  options: TeamFiguresOptions,
): Promise<TeamFigures> {
  const [now, before] = await Promise.all([
    current.ask(teamPeriodFigures, options),
    previous?.ask(teamPeriodFigures, options),
  ]);
  return teamFiguresOfPeriods(now, before);
}

// A team's row of the comparison, from its metrics: the page composes the models two features own
// (the remediation analytics for MTTR, SLA compliance and net resolve rate; the worklist for the
// open and overdue counts), so that neither feature knows the other. Pure. Each period's figures are
// derived where its answer is (in the worker that read it); only they come to the page, which
// compares the two periods. A team's answer is its own (`teamPeriodFigures`), or, when the account's
// answer names each project's teams, the account's shared out among every asked team in one pass
// (`teamsPeriodFigures`): the same figures, with no answer read per team.

import { pooledCompliance } from '@/dashboard/features/remediation/model/period-comparison';
import { remediationAnalyticsOf } from '@/dashboard/features/remediation/model/remediation-analytics';
import type { TeamFigures } from '@/dashboard/features/team-comparison/model/team-row';
import { type Acceptance, worklistOfProjects } from '@/dashboard/features/worklist/model/derive-worklist';
import { fixDurationsOf } from '@/dashboard/shared/metrics/fix-durations';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { percentChange } from '@/dashboard/shared/metrics/previous-period';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { teamKey } from '@/dashboard/shared/metrics/team-uuids';
import type { NormalizedMetrics, Project } from '@/dashboard/shared/metrics/types';
import { weeklyFlowOf } from '@/dashboard/shared/metrics/weekly-flow';

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

/** A team whose figures are asked of the account's answer, with its own SLA targets. */
interface AskedTeam {
  readonly uuid: string;
  readonly slaDays: SlaTargets;
}

/** Every asked team's figures over one period, from the account's answer: the page's clock and accepted risks, the teams. */
export interface TeamsFiguresRequest extends Omit<TeamFiguresOptions, 'slaDays'> {
  readonly teams: readonly AskedTeam[];
}

const NO_USAGE = Object.freeze({ sortedDates: [], dates: {} });

/** The projects of each asked team (by its uuid in lower case), in the answer's order, grouped in one pass. */
function projectsByTeam(projects: readonly Project[], teams: readonly AskedTeam[]): Map<string, Project[]> {
  const groups = new Map<string, Project[]>();
  for (const team of teams) {
    const key = teamKey(team.uuid);
    if (key !== undefined) groups.set(key, []);
  }
  for (const project of projects) {
    for (const uuid of project.teamUUIDs ?? []) groups.get(uuid)?.push(project);
  }
  return groups;
}

/**
 * A team's part of the account's answer, as the team's own answer normalises: its projects, and their
 * flow and fix durations (the account-wide series, which no team figure reads, left empty).
 */
function teamPartOf(projects: readonly Project[]): NormalizedMetrics {
  return {
    accountOverview: {},
    projects,
    projectsUsage: NO_USAGE,
    exclusionUsage: NO_USAGE,
    weeklyFlow: weeklyFlowOf(projects),
    fixDurations: fixDurationsOf(projects),
  };
}

/**
 * Every asked team's figures over one period, in the order asked, from the account's answer whose
 * projects name their teams (`teamUUIDs`): a team's projects are those that name it. A team named by
 * no project (or whose uuid is none) has the figures of nothing.
 */
export const teamsPeriodFigures: MetricsDerivation<TeamsFiguresRequest, readonly TeamPeriodFigures[]> = {
  name: 'teams-period-figures',
  run: (metrics, { teams, ...options }) => {
    const groups = projectsByTeam(metrics.projects, teams);
    return teams.map((team) =>
      periodFiguresOf(teamPartOf(groups.get(teamKey(team.uuid) ?? '') ?? []), { ...options, slaDays: team.slaDays }),
    );
  },
};

/**
 * Every asked team's row (`teamFiguresOf`), in the order asked, from the account's answers of the
 * period and of the previous one (when it loaded), each period's figures derived where its answer is.
 */
export async function askTeamsFigures(
  current: MetricsAnswer,
  previous: MetricsAnswer | undefined,
  request: TeamsFiguresRequest,
): Promise<readonly TeamFigures[]> {
  const [now, before] = await Promise.all([
    current.ask(teamsPeriodFigures, request),
    previous?.ask(teamsPeriodFigures, request),
  ]);
  return now.map((figures, index) => teamFiguresOfPeriods(figures, before?.[index]));
}

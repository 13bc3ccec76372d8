import { useCallback, useMemo } from 'react';
import {
  TeamComparisonSection,
  type TeamComparisonSectionProps,
} from '@/dashboard/features/team-comparison/components/team-comparison-section';
import { useAcceptedRisks } from '@/dashboard/features/worklist/api/use-accepted-risks';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { useTeamsSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { askTeamFigures, askTeamsFigures } from './model/team-figures';

export type TeamComparisonTabProps = Omit<TeamComparisonSectionProps, 'figuresOf' | 'teamsFiguresOf'> & {
  /** The page's clock reading (once per load). */
  now: number;
  /** The signed-in account: its accepted risks are kept out of the Overdue counts, as on the worklist. */
  accountUUID: string | undefined;
};

/**
 * The team comparison with its figures composed by the page from the remediation and worklist
 * models (each period's derived in the worker that read it): from each team's own answers, or from the
 * account's when they name each project's teams; loaded in its own chunk (team-comparison-slot.tsx),
 * with them.
 */
export function TeamComparisonTab({ now, accountUUID, ...props }: TeamComparisonTabProps) {
  // Each team's SLA targets: its own over the account's.
  const teamUUIDs = useMemo(() => props.teams.map((team) => team.uuid), [props.teams]);
  const slaDaysOf = useTeamsSlaTargets(accountUUID, teamUUIDs);
  const { risks } = useAcceptedRisks(accountUUID);
  const figuresOf = useCallback(
    (current: MetricsAnswer, previous: MetricsAnswer | undefined, teamUUID: string) =>
      slaDaysOf
        ? askTeamFigures(current, previous, { now, slaDays: slaDaysOf(teamUUID), acceptances: risks })
        : new Promise<never>(() => {}),
    [now, slaDaysOf, risks],
  );
  const teamsFiguresOf = useCallback(
    (current: MetricsAnswer, previous: MetricsAnswer | undefined, uuids: readonly string[]) =>
      slaDaysOf
        ? askTeamsFigures(current, previous, {
            now,
            acceptances: risks,
            teams: uuids.map((uuid) => ({ uuid, slaDays: slaDaysOf(uuid) })),
          })
        : new Promise<never>(() => {}),
    [now, slaDaysOf, risks],
  );
  return <TeamComparisonSection {...props} figuresOf={figuresOf} teamsFiguresOf={teamsFiguresOf} />;
}

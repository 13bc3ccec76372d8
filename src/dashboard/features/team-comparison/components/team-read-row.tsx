import { useEffect } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { type SlotStatus, teamReadIds } from '@/dashboard/shared/model/slot-queue';
import { type TeamFiguresOf, useTeamRow } from '../api/use-team-row';
import type { ComparedTeam, TeamRowState } from '../model/team-row';
import { TeamRowView } from './team-row-view';

export interface TeamReadRowProps {
  team: ComparedTeam;
  query: FilterQuery;
  signal: AbortSignal;
  /** Where each read stands in the queue (`teamReadIds`). */
  statusOf: (id: string) => SlotStatus;
  figuresOf: TeamFiguresOf;
  onRowState: (uuid: string, state: TeamRowState) => void;
  /** A read has ended, or is no longer needed. */
  onSettled: (id: string) => void;
  onRetry: (uuid: string) => void;
  onShowTeam: (teamUUID: string) => void;
}

/** A team's row that reads the team's own answers (the period's and the previous one) when its slots come. */
export function TeamReadRow({
  team,
  query,
  signal,
  statusOf,
  figuresOf,
  onRowState,
  onSettled,
  onRetry,
  onShowTeam,
}: TeamReadRowProps) {
  const ids = teamReadIds(team.uuid);
  const currentStatus = statusOf(ids.current);
  const previousStatus = statusOf(ids.previous);
  const row = useTeamRow({
    query,
    teamUUID: team.uuid,
    readingCurrent: currentStatus !== 'waiting',
    readingPrevious: previousStatus !== 'waiting',
    signal,
    figuresOf,
  });
  const { state, currentSettled, previousSettled, forgetFailed } = row;
  useEffect(() => onRowState(team.uuid, state), [team.uuid, state, onRowState]);
  useEffect(() => {
    if (currentSettled && currentStatus === 'running') onSettled(ids.current);
  }, [currentSettled, currentStatus, ids.current, onSettled]);
  // The previous period's read gives its slot back when it ends, and leaves the line at once when
  // there is nothing to ask (no previous period, or its answer is already cached).
  useEffect(() => {
    if (previousSettled && previousStatus !== 'done') onSettled(ids.previous);
  }, [previousSettled, previousStatus, ids.previous, onSettled]);

  return (
    <TeamRowView
      team={team}
      state={state}
      onShowTeam={onShowTeam}
      onRetry={() => {
        forgetFailed();
        onRetry(team.uuid);
      }}
    />
  );
}

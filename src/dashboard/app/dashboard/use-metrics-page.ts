import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { SignedInTeam } from '@/dashboard/features/session/normalize-user';
import type { TeamSort } from '@/dashboard/features/team-comparison/model/team-table';
import type { WorklistView } from '@/dashboard/features/worklist/model/worklist-view';
import type { ExportNaming } from '@/dashboard/shared/export/export-file-name';
import { buildFilterQuery, type FilterQuery } from '@/dashboard/shared/metrics/filters';
import { hasTeamsFeature } from '@/sdk';
import { correctedView, criteriaForm, criteriaOfQuery } from './model/address-resolution';
import { criteriaSummary } from './model/criteria-summary';
import { type PageTab, sameCriteria } from './model/page-address';
import { useDashboardData } from './use-dashboard-data';
import { usePageAddress } from './use-page-address';

/** What the page reads of the signed-in user (see `normalizeUser`). */
export interface MetricsPageUser {
  readonly email?: string;
  readonly account: { readonly uuid?: string; readonly name?: string; readonly features?: readonly string[] };
  readonly teams?: readonly SignedInTeam[];
}

const NO_TEAMS: readonly SignedInTeam[] = [];

/**
 * The dashboard page's state, all of it derived from the page address (usePageAddress): the applied
 * criteria, the query they make and its data, how exported files are named, the criteria line.
 * User actions write the address; the address is corrected in place where the user or the data
 * refutes it (a team that is not the user's, a project or scan the answer does not hold).
 */
export function useMetricsPage(user: MetricsPageUser) {
  const read = usePageAddress();
  const { change, settle } = read;
  // The clock, read once per load: every age on the page is counted to the same instant.
  const [now] = useState(() => Date.now());
  const teams = user.teams ?? NO_TEAMS;
  const showTeamSelector = hasTeamsFeature(user.account);
  const form = useMemo(
    () => criteriaForm(read.view.criteria, { teams, showTeamSelector }),
    [read.view.criteria, teams, showTeamSelector],
  );
  const query = useMemo(() => buildFilterQuery(form), [form]);
  const data = useDashboardData(query, read.view.q);
  const projects = data.model && !data.isPending ? data.model.account.projects : null;

  // The address is corrected once, as it is read: what the user and the answer to its own criteria
  // refute in it is derived here, and only filled into the browser's address (nothing is read again).
  const view = useMemo(
    () => correctedView(read.view, { criteria: criteriaOfQuery(query), teamsOffered: showTeamSelector, projects }),
    [read.view, query, showTeamSelector, projects],
  );
  useLayoutEffect(() => settle(view), [settle, view]);
  const address = useMemo(() => ({ ...read, view }), [read, view]);

  const actions = usePageActions(change, data.retry);

  const teamName = teams.find((team) => team.uuid === view.criteria.teamUUID)?.name;
  const accountName = user.account?.name ?? '';
  const exportNaming = useMemo<ExportNaming>(
    () => ({ account: accountName, criteria: view.criteria, teamName, q: view.q }),
    [accountName, view.criteria, teamName, view.q],
  );

  return {
    address,
    data,
    form,
    ...actions,
    /** The applied criteria, whether or not their load failed (the team comparison reads each team with them). */
    appliedQuery: query,
    /** Whether the teams view is offered: the account has the 'teams' feature. */
    showTeams: showTeamSelector,
    teams,
    now,
    /** The signed-in account: the worklist and the team comparison read its accepted risks. */
    accountUUID: user.account.uuid,
    /** The signed-in user's e-mail: the worklist finds their role among the account's members. */
    userEmail: user.email,
    exportNaming,
    summary: criteriaSummary({ account: accountName, criteria: view.criteria, teamName, q: view.q, sort: view.sort }),
  };
}

/** What the page's controls do: each writes the address (and new criteria read their answer). */
function usePageActions(change: ReturnType<typeof usePageAddress>['change'], retry: (query: FilterQuery) => void) {
  const onApply = useCallback(
    (next: FilterQuery) => {
      retry(next);
      const criteria = criteriaOfQuery(next);
      // New criteria start with every row collapsed, as a new search does.
      change(
        (current) => (sameCriteria(current.criteria, criteria) ? {} : { criteria, project: null, scan: null }),
        'push',
      );
    },
    [retry, change],
  );

  const onWorklistChange = useCallback((worklist: WorklistView) => change({ worklist }, 'push'), [change]);
  const onTabChange = useCallback((tab: PageTab) => change({ tab }, 'push'), [change]);
  const onTeamsSortChange = useCallback((teamsSort: TeamSort) => change({ teamsSort }, 'push'), [change]);
  // A team's row leads to the dashboard of that team: its teamUUID applied, the overview shown.
  const onShowTeam = useCallback(
    (teamUUID: string) =>
      change(
        (current) => ({ tab: 'overview', criteria: { ...current.criteria, teamUUID }, project: null, scan: null }),
        'push',
      ),
    [change],
  );
  return { onApply, onWorklistChange, onTabChange, onTeamsSortChange, onShowTeam };
}

import { useCallback, useEffect, useMemo } from 'react';
import { nextSort, type SortColumn, sortProjects } from '@/dashboard/features/projects-table/model/project-sort';
import { PROJECT_CSV_COLUMNS } from '@/dashboard/features/projects-table/model/table-csv';
import type { SignedInTeam } from '@/dashboard/features/session/normalize-user';
import { toCsv } from '@/dashboard/shared/export/csv';
import type { CsvFile } from '@/dashboard/shared/export/csv-export-button';
import { type ExportNaming, exportFileName } from '@/dashboard/shared/export/export-file-name';
import { buildFilterQuery, type FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { Project } from '@/dashboard/shared/metrics/types';
import { hasTeamsFeature } from '@/sdk';
import { criteriaForm, criteriaOfQuery, resolveViewAgainstProjects } from './model/address-resolution';
import { criteriaSummary } from './model/criteria-summary';
import { sameCriteria } from './model/page-address';
import { rowAddresses, rowIdAt } from './model/row-address';
import { useDashboardData } from './use-dashboard-data';
import { usePageAddress } from './use-page-address';

/** What the page reads of the signed-in user (see `normalizeUser`). */
export interface MetricsPageUser {
  readonly account: { readonly name?: string; readonly features?: readonly string[] };
  readonly teams?: readonly SignedInTeam[];
}

const NO_TEAMS: readonly SignedInTeam[] = [];
const NO_PROJECTS: readonly Project[] = [];

/**
 * The dashboard page's state, all of it derived from the page address (usePageAddress): the applied
 * criteria and the query they make, the sorted projects, the expanded row and the files' naming.
 * User actions write the address; the address is corrected in place where the user or the data
 * refutes it (a team that is not the user's, a project or scan the answer does not hold).
 */
export function useMetricsPage(user: MetricsPageUser) {
  const { view, reveal, change } = usePageAddress();
  const teams = user.teams ?? NO_TEAMS;
  const showTeamSelector = hasTeamsFeature(user.account);
  const form = useMemo(
    () => criteriaForm(view.criteria, { teams, showTeamSelector }),
    [view.criteria, teams, showTeamSelector],
  );
  const query = useMemo(() => buildFilterQuery(form), [form]);
  const data = useDashboardData(query, view.q);
  const model = data.model;

  // The address says what was applied; only data of those criteria may refute its project or scan.
  useEffect(() => {
    const applied = { ...view, criteria: criteriaOfQuery(query) };
    const checked = model && !data.isPending ? resolveViewAgainstProjects(applied, model.account.projects) : applied;
    change(checked, 'replace');
  }, [view, query, model, data.isPending, change]);

  const { retry } = data;
  const onApply = useCallback(
    (next: FilterQuery) => {
      retry();
      const criteria = criteriaOfQuery(next);
      // New criteria start with every row collapsed, as a new search does.
      change(
        (current) => (sameCriteria(current.criteria, criteria) ? {} : { criteria, project: null, scan: null }),
        'push',
      );
    },
    [retry, change],
  );

  const displayed = model?.displayed.projects ?? NO_PROJECTS;
  const projects = useMemo(() => sortProjects(displayed, view.sort), [displayed, view.sort]);
  // Every row has an address, over the whole answer: a filter does not rename the open row.
  const addresses = useMemo(() => rowAddresses(model?.account.projects ?? NO_PROJECTS), [model]);
  const expandedRowId = useMemo(() => {
    const rowId = rowIdAt(addresses, view.project);
    return rowId !== null && displayed.some((project) => project.rowId === rowId) ? rowId : null;
  }, [addresses, displayed, view.project]);
  // Stable callbacks: the rows and ranking lists are memoised and redraw only when their data changes.
  const toggleRow = useCallback(
    (rowId: number) => {
      const address = addresses.get(rowId);
      if (address) change((current) => ({ project: current.project === address ? null : address, scan: null }), 'push');
    },
    [addresses, change],
  );
  const openFromRanking = useCallback(
    (rowId: number) => {
      const address = addresses.get(rowId);
      if (address) change({ project: address, scan: null }, 'push', { reveal: true });
    },
    [addresses, change],
  );
  const onSort = useCallback(
    (column: SortColumn) => change((current) => ({ sort: nextSort(current.sort, column) }), 'push'),
    [change],
  );
  // The open project is scrolled to once its row is there, each time the address asks for it.
  const scrollRequest = useMemo(
    () => (reveal !== null && expandedRowId !== null ? { rowId: expandedRowId, nonce: reveal } : null),
    [reveal, expandedRowId],
  );

  const teamName = teams.find((team) => team.uuid === view.criteria.teamUUID)?.name;
  const accountName = user.account?.name ?? '';
  const exportNaming = useMemo<ExportNaming>(
    () => ({ account: accountName, criteria: view.criteria, teamName, q: view.q }),
    [accountName, view.criteria, teamName, view.q],
  );
  const exportProjects =
    model === null
      ? null
      : (): CsvFile => ({
          fileName: exportFileName(exportNaming, 'projects'),
          csv: toCsv(PROJECT_CSV_COLUMNS, projects),
        });

  return {
    view,
    change,
    data,
    form,
    onApply,
    projects,
    onSort,
    expandedRowId,
    toggleRow,
    openFromRanking,
    scrollRequest,
    exportNaming,
    exportProjects,
    summary: criteriaSummary({ account: accountName, criteria: view.criteria, teamName, q: view.q, sort: view.sort }),
  };
}

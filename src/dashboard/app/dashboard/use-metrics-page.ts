import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UsageChartMode } from '@/dashboard/features/overview/model/charts/usage-series';
import type { DashboardModel } from '@/dashboard/features/overview/model/derive-dashboard';
import type { ScanSelection } from '@/dashboard/features/projects-table/components/scan-selection-context';
import {
  nextSort,
  type ProjectSort,
  type SortColumn,
  sortProjects,
} from '@/dashboard/features/projects-table/model/project-sort';
import { PROJECT_CSV_COLUMNS } from '@/dashboard/features/projects-table/model/table-csv';
import type { SignedInTeam } from '@/dashboard/features/session/normalize-user';
import { toCsv } from '@/dashboard/shared/export/csv';
import type { CsvFile } from '@/dashboard/shared/export/csv-export-button';
import { type ExportNaming, exportFileName } from '@/dashboard/shared/export/export-file-name';
import type { FilterForm, FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { Project } from '@/dashboard/shared/metrics/types';
import { hasTeamsFeature } from '@/sdk';
import { criteriaForm, criteriaOfQuery, resolveViewAgainstProjects } from './model/address-resolution';
import { criteriaSummary } from './model/criteria-summary';
import { sameCriteria } from './model/page-address';
import type { SharedViewState } from './use-page-address';

/** What this hook needs of the dashboard's data hook. */
export interface DashboardDataSource {
  readonly query: FilterQuery | null;
  readonly apply: (query: FilterQuery) => void;
  readonly model: DashboardModel | null;
  readonly isPending: boolean;
}

export interface DashboardView {
  /** The filter panel: remounted (key) with the address's criteria on Back and Forward. */
  readonly filterPanelKey: string;
  readonly initialForm: FilterForm;
  readonly onApply: (query: FilterQuery) => void;
  /** The project-name filter: remounted (key) with the address's text on Back and Forward. */
  readonly projectFilterKey: string;
  readonly projectName: string;
  readonly onProjectNameChange: (projectName: string) => void;
  /** The displayed projects, in the chosen order. */
  readonly projects: readonly Project[];
  readonly sort: ProjectSort | null;
  readonly onSort: (column: SortColumn) => void;
  readonly expandedRowId: number | null;
  readonly toggleRow: (rowId: number) => void;
  readonly openFromRanking: (rowId: number) => void;
  readonly scrollRequest: { rowId: number; nonce: number } | null;
  readonly usage: UsageChartMode;
  readonly onUsageChange: (mode: UsageChartMode) => void;
  readonly scanSelection: ScanSelection;
  readonly exportNaming: ExportNaming;
  /** The criteria as one line, printed at the top of the page. */
  readonly summary: string;
  /** Builds the projects CSV; null while there is nothing to export. */
  readonly exportProjects: (() => CsvFile) | null;
}

/** What the page reads of the signed-in user (see `normalizeUser`). */
export interface MetricsPageUser {
  readonly account: { readonly name?: string; readonly features?: readonly string[] };
  readonly teams?: readonly SignedInTeam[];
}

const NO_TEAMS: readonly SignedInTeam[] = [];
const NO_PROJECTS: readonly Project[] = [];

/**
 * The dashboard page's view state, kept in the address (useSharedView): what the filter panel starts
 * with, how the table is sorted, which row is expanded and which scan opened, and the usage mode.
 * Each user action is a history entry; what the address asks for that the data refutes (an unknown
 * project or scan) is dropped in place once the data for the address's criteria is there.
 */
export function useDashboardView(
  shared: SharedViewState,
  data: DashboardDataSource,
  user: MetricsPageUser,
): DashboardView {
  const { view, update, criteriaRestoreCount, filterRestoreCount, restoreCount } = shared;
  const teams = user.teams ?? NO_TEAMS;
  const showTeamSelector = hasTeamsFeature(user.account);
  const { apply } = data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel reads it only when it mounts (criteriaRestoreCount)
  const initialForm = useMemo(
    () => criteriaForm(view.criteria, { teams, showTeamSelector }),
    [criteriaRestoreCount, teams, showTeamSelector],
  );

  // The panel applies its first values when it mounts: that fills in the current entry; an Apply pushes one.
  const appliedOnMount = useRef(-1);
  const onApply = useCallback(
    (query: FilterQuery) => {
      const mounting = appliedOnMount.current !== criteriaRestoreCount;
      appliedOnMount.current = criteriaRestoreCount;
      apply(query);
      const criteria = criteriaOfQuery(query);
      update(
        (current) => {
          // New criteria start with every row collapsed, as a new search does.
          if (mounting || sameCriteria(current.criteria, criteria)) return { criteria };
          return { criteria, project: null, scan: null };
        },
        mounting ? 'replace' : 'push',
      );
    },
    [apply, update, criteriaRestoreCount],
  );

  const onProjectNameChange = useCallback((q: string) => update({ q }, 'push'), [update]);

  const model = data.model;
  const displayed = model?.displayed.projects ?? NO_PROJECTS;
  const projects = useMemo(() => sortProjects(displayed, view.sort), [displayed, view.sort]);
  const onSort = useCallback(
    (column: SortColumn) => update((current) => ({ sort: nextSort(current.sort, column) }), 'push'),
    [update],
  );

  // Only data of the address's own criteria may refute its project or scan.
  const dataMatchesView =
    model !== null &&
    !data.isPending &&
    data.query !== null &&
    sameCriteria(criteriaOfQuery(data.query), view.criteria);
  useEffect(() => {
    if (!dataMatchesView || model === null) return;
    const resolved = resolveViewAgainstProjects(view, model.account.projects);
    if (resolved !== view) update({ project: resolved.project, scan: resolved.scan }, 'replace');
  }, [dataMatchesView, model, view, update]);

  const expandedRowId = useMemo(() => {
    if (view.project === null) return null;
    return displayed.find((project) => project.projectUUID === view.project)?.rowId ?? null;
  }, [displayed, view.project]);

  const uuidOfRow = useCallback(
    (rowId: number) => displayed.find((project) => project.rowId === rowId)?.projectUUID ?? null,
    [displayed],
  );
  const toggleRow = useCallback(
    (rowId: number) => {
      const uuid = uuidOfRow(rowId);
      if (uuid === null) return;
      update((current) => ({ project: current.project === uuid ? null : uuid, scan: null }), 'push');
    },
    [uuidOfRow, update],
  );

  const [scrollRequest, setScrollRequest] = useState<{ rowId: number; nonce: number } | null>(null);
  const requestScroll = useCallback((rowId: number) => {
    setScrollRequest((previous) => ({ rowId, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);
  const openFromRanking = useCallback(
    (rowId: number) => {
      const uuid = uuidOfRow(rowId);
      if (uuid === null) return;
      update({ project: uuid, scan: null }, 'push');
      requestScroll(rowId);
    },
    [uuidOfRow, update, requestScroll],
  );

  // A project opened from the address (a shared link, Back or Forward) is scrolled to once its row is there.
  const revealFor = useRef<number | null>(view.project === null ? null : restoreCount);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when Back or Forward restores a view, not on every change
  useEffect(() => {
    if (restoreCount > 0) revealFor.current = view.project === null ? null : restoreCount;
  }, [restoreCount]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a restore may bring back the row already expanded
  useEffect(() => {
    if (revealFor.current === null || expandedRowId === null) return;
    revealFor.current = null;
    requestScroll(expandedRowId);
  }, [expandedRowId, requestScroll, restoreCount]);

  const onUsageChange = useCallback((usage: UsageChartMode) => update({ usage }, 'push'), [update]);
  const selectScan = useCallback((scan: string | null) => update({ scan }, 'push'), [update]);

  const teamName = teams.find((team) => team.uuid === view.criteria.teamUUID)?.name;
  const accountName = user.account?.name ?? '';
  const exportNaming = useMemo<ExportNaming>(
    () => ({ account: accountName, criteria: view.criteria, teamName, q: view.q }),
    [accountName, view.criteria, teamName, view.q],
  );
  const scanSelection = useMemo<ScanSelection>(
    () => ({ selectedScan: view.scan, selectScan }),
    [view.scan, selectScan],
  );
  const summary = criteriaSummary({
    account: accountName,
    criteria: view.criteria,
    teamName,
    q: view.q,
    sort: view.sort,
  });

  const exportProjects = useMemo(
    () =>
      model === null
        ? null
        : () => ({
            fileName: exportFileName(exportNaming, 'projects'),
            csv: toCsv(PROJECT_CSV_COLUMNS, projects),
          }),
    [model, exportNaming, projects],
  );

  return {
    filterPanelKey: `criteria-${criteriaRestoreCount}`,
    initialForm,
    onApply,
    projectFilterKey: `project-name-${filterRestoreCount}`,
    projectName: view.q,
    onProjectNameChange,
    projects,
    sort: view.sort,
    onSort,
    expandedRowId,
    toggleRow,
    openFromRanking,
    scrollRequest,
    usage: view.usage,
    onUsageChange,
    scanSelection,
    exportNaming,
    summary,
    exportProjects,
  };
}

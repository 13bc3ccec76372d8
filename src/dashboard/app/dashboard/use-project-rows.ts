import { useCallback, useMemo } from 'react';
import type { DashboardModel } from '@/dashboard/features/overview/model/derive-dashboard';
import { nextSort, type SortColumn, sortProjects } from '@/dashboard/features/projects-table/model/project-sort';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { rowAddressBook } from './model/row-address';
import type { PageAddress } from './use-page-address';

const NO_PROJECTS: readonly ProjectSummary[] = [];

/**
 * The projects table's rows as the page address says: sorted by its sort, with its project
 * expanded (named by its row address, model/row-address.ts). Sorting, expanding and choosing a
 * ranking entry write the address; the open project is scrolled to once its row is there, each time
 * the address asks for it.
 */
export function useProjectRows({ view, reveal, change }: PageAddress, model: DashboardModel | null) {
  const displayed = model?.displayed.projects ?? NO_PROJECTS;
  const projects = useMemo(() => sortProjects(displayed, view.sort), [displayed, view.sort]);
  // Every row has an address, over the whole answer: a filter does not rename the open row. They are
  // worked out when one is first needed, not for every report of an arriving answer.
  const addresses = rowAddressBook(model?.account.projects ?? NO_PROJECTS);
  const expandedRowId = useMemo(() => {
    const rowId = addresses.rowIdAt(view.project);
    return rowId !== null && displayed.some((project) => project.rowId === rowId) ? rowId : null;
  }, [addresses, displayed, view.project]);
  // Stable callbacks: the rows and ranking lists are memoised and redraw only when their data changes.
  const toggleRow = useCallback(
    (rowId: number) => {
      const address = addresses.addressOf(rowId);
      if (address) change((current) => ({ project: current.project === address ? null : address, scan: null }), 'push');
    },
    [addresses, change],
  );
  const openFromRanking = useCallback(
    (rowId: number) => {
      const address = addresses.addressOf(rowId);
      if (address) change({ project: address, scan: null }, 'push', { reveal: true });
    },
    [addresses, change],
  );
  // A worklist row leads to its project's row, as a ranking entry does.
  const openProject = useCallback(
    (projectUUID: string, projectBranch: string) => {
      const row = displayed.find(
        (project) => project.projectUUID === projectUUID && project.projectBranch === projectBranch,
      );
      if (row) openFromRanking(row.rowId);
    },
    [displayed, openFromRanking],
  );
  const onSort = useCallback(
    (column: SortColumn) => change((current) => ({ sort: nextSort(current.sort, column) }), 'push'),
    [change],
  );
  const scrollRequest = useMemo(
    () => (reveal !== null && expandedRowId !== null ? { rowId: expandedRowId, nonce: reveal } : null),
    [reveal, expandedRowId],
  );
  return { projects, sort: view.sort, onSort, expandedRowId, toggleRow, openFromRanking, openProject, scrollRequest };
}

/** The table's rows and what opens, sorts and reveals them. */
export type ProjectRows = ReturnType<typeof useProjectRows>;

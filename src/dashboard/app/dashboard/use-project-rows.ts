import { useCallback, useMemo } from 'react';
import { nextSort, type SortColumn, sortProjects } from '@/dashboard/features/projects-table/model/project-sort';
import type { Project } from '@/dashboard/shared/metrics/types';
import type { PageAddress } from './use-page-address';

/**
 * The projects table's rows as the page address says: sorted by its sort, with its project
 * expanded. Sorting, expanding and choosing a ranking entry write the address; the open project is
 * scrolled to once its row is there, each time the address asks for it.
 */
export function useProjectRows({ view, reveal, change }: PageAddress, displayed: readonly Project[]) {
  const projects = useMemo(() => sortProjects(displayed, view.sort), [displayed, view.sort]);
  const expandedRowId = useMemo(
    () => displayed.find((project) => project.projectUUID === view.project)?.rowId ?? null,
    [displayed, view.project],
  );
  // Stable callbacks: the rows and ranking lists are memoised and redraw only when their data changes.
  const toggleRow = useCallback(
    (rowId: number) => {
      const uuid = displayed.find((project) => project.rowId === rowId)?.projectUUID;
      if (uuid) change((current) => ({ project: current.project === uuid ? null : uuid, scan: null }), 'push');
    },
    [displayed, change],
  );
  const openFromRanking = useCallback(
    (rowId: number) => {
      const uuid = displayed.find((project) => project.rowId === rowId)?.projectUUID;
      if (uuid) change({ project: uuid, scan: null }, 'push', { reveal: true });
    },
    [displayed, change],
  );
  const onSort = useCallback(
    (column: SortColumn) => change((current) => ({ sort: nextSort(current.sort, column) }), 'push'),
    [change],
  );
  const scrollRequest = useMemo(
    () => (reveal !== null && expandedRowId !== null ? { rowId: expandedRowId, nonce: reveal } : null),
    [reveal, expandedRowId],
  );
  return { projects, sort: view.sort, onSort, expandedRowId, toggleRow, openFromRanking, scrollRequest };
}

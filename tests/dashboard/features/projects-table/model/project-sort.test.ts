import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectMttr } from '@/dashboard/features/projects-table/model/project-mttr';
import {
  ariaSortOf,
  nextSort,
  type ProjectSort,
  parseProjectSort,
  SORT_COLUMNS,
  sortColumnOfLabel,
  sortProjects,
} from '@/dashboard/features/projects-table/model/project-sort';
import { PROJECTS_TABLE_COLUMNS } from '@/dashboard/features/projects-table/model/projects-table-display';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import type { Project } from '@/dashboard/shared/metrics/types';
import { fix, wire } from '../../../support/fix-fixtures';
import { makeProject } from '../../../support/metrics-fixtures';

function project(rowId: number, overrides: Partial<Project> = {}): Project {
  return makeProject({ rowId, projectUUID: `uuid-${rowId}`, ...overrides });
}

const rowIds = (projects: readonly Project[]) => projects.map((entry) => entry.rowId);

describe('sortProjects', () => {
  it('keeps the response order without a sort', () => {
    const projects = [project(0), project(1)];
    expect(sortProjects(projects, null)).toBe(projects);
  });

  it('sorts the name by the displayed name, naturally and ignoring case', () => {
    const projects = [
      project(0, { nameFront: 'https://github.com/acme/', nameTail: 'web-10' }),
      project(1, { nameFront: 'https://a.example/zed/', nameTail: 'Web-2' }),
      project(2, { nameFront: 'https://zzz.example/', nameTail: 'api' }),
      project(3, { nameFront: 'https://github.com/acme/', nameTail: 'Web-2' }),
    ];
    // The displayed name is the repository (the tail); its host and owner break ties.
    expect(rowIds(sortProjects(projects, { column: 'projectUrl', direction: 'asc' }))).toEqual([2, 1, 3, 0]);
    expect(rowIds(sortProjects(projects, { column: 'projectUrl', direction: 'desc' }))).toEqual([0, 3, 1, 2]);
  });

  it('sorts numbers numerically, not as text', () => {
    const projects = [project(0, { vulns: 9 }), project(1, { vulns: 100 }), project(2, { vulns: 20 })];
    expect(rowIds(sortProjects(projects, { column: 'vulns', direction: 'asc' }))).toEqual([0, 2, 1]);
    expect(rowIds(sortProjects(projects, { column: 'vulns', direction: 'desc' }))).toEqual([1, 2, 0]);
  });

  it('sorts Last scanned by time, never-scanned projects last either way', () => {
    const projects = [
      project(0, { lastScanned: null }),
      project(1, { lastScanned: Date.UTC(2026, 10, 2) }),
      project(2, { lastScanned: Date.UTC(2025, 0, 1) }),
    ];
    expect(rowIds(sortProjects(projects, { column: 'lastScanned', direction: 'asc' }))).toEqual([2, 1, 0]);
    expect(rowIds(sortProjects(projects, { column: 'lastScanned', direction: 'desc' }))).toEqual([1, 2, 0]);
  });

  it('sorts MTTR by mean days to fix, projects without usable fixes last either way', () => {
    const { projects } = normalizeMetrics({
      projects: [
        wire('https://h/none', []),
        wire('https://h/slow', [fix(40), fix(20)]),
        wire('https://h/unusable', [fix(-1)]),
        wire('https://h/fast', [fix(2)]),
      ],
    });
    const urls = (sort: ProjectSort) => sortProjects(projects, sort).map((entry) => entry.projectUrl.slice(10));
    expect(urls({ column: 'mttr', direction: 'asc' })).toEqual(['fast', 'slow', 'none', 'unusable']);
    expect(urls({ column: 'mttr', direction: 'desc' })).toEqual(['slow', 'fast', 'none', 'unusable']);
    expect(parseProjectSort('mttr:desc')).toEqual({ column: 'mttr', direction: 'desc' });
  });

  it('keeps ties in the response order in both directions, for every column', () => {
    const sorts = fc.record({
      column: fc.constantFrom(...SORT_COLUMNS),
      direction: fc.constantFrom('asc' as const, 'desc' as const),
    });
    const projects = fc.array(
      fc.record({
        nameTail: fc.constantFrom('api', 'API', 'web'),
        projectBranch: fc.constantFrom('main', 'dev'),
        vulns: fc.integer({ min: 0, max: 3 }),
        totalScans: fc.integer({ min: 0, max: 3 }),
        securityScore: fc.integer({ min: 0, max: 2 }),
        lastScanned: fc.option(fc.constantFrom(1, 2), { nil: null }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(projects, sorts, (fields, sort: ProjectSort) => {
        const list = fields.map((overrides, rowId) => project(rowId, { ...overrides, nameFront: 'https://h/' }));
        const sorted = sortProjects(list, sort);
        expect(sorted).toHaveLength(list.length);
        const keyOf = (entry: Project) => {
          if (sort.column === 'mttr') return projectMttr(entry).meanDays;
          const value = entry[sort.column === 'projectUrl' ? 'nameTail' : sort.column];
          return typeof value === 'string' ? value.toLowerCase() : value;
        };
        for (let index = 1; index < sorted.length; index += 1) {
          const previous = sorted[index - 1] as Project;
          const current = sorted[index] as Project;
          if (keyOf(previous) === keyOf(current)) expect(previous.rowId).toBeLessThan(current.rowId);
        }
      }),
    );
  });

  it('does not change the list it is given', () => {
    const projects = [project(0, { vulns: 2 }), project(1, { vulns: 1 })];
    sortProjects(projects, { column: 'vulns', direction: 'asc' });
    expect(rowIds(projects)).toEqual([0, 1]);
  });
});

describe('sort state', () => {
  it('parses only known columns and directions', () => {
    expect(parseProjectSort('lastScanned:asc')).toEqual({ column: 'lastScanned', direction: 'asc' });
    expect(parseProjectSort('constructor:asc')).toBeNull();
    expect(parseProjectSort('vulns:asc:x')).toBeNull();
  });

  it('flips the direction of the sorted column; starts text A to Z and numbers highest first', () => {
    expect(nextSort(null, 'projectBranch')).toEqual({ column: 'projectBranch', direction: 'asc' });
    expect(nextSort(null, 'securityScore')).toEqual({ column: 'securityScore', direction: 'desc' });
    expect(nextSort({ column: 'vulns', direction: 'desc' }, 'vulns')).toEqual({ column: 'vulns', direction: 'asc' });
  });

  it('gives aria-sort to the sorted column only', () => {
    const sort: ProjectSort = { column: 'vulns', direction: 'asc' };
    expect(ariaSortOf(sort, 'vulns')).toBe('ascending');
    expect(ariaSortOf({ ...sort, direction: 'desc' }, 'vulns')).toBe('descending');
    expect(ariaSortOf(sort, 'totalScans')).toBeUndefined();
  });

  it('has a sort column for every header of the table, the MTTR column last', () => {
    expect([...PROJECTS_TABLE_COLUMNS.map(sortColumnOfLabel), 'mttr']).toEqual([...SORT_COLUMNS]);
  });
});

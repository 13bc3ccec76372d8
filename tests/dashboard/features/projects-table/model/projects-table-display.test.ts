import { describe, expect, it } from 'vitest';
import {
  FIXED_VULNERABILITY_COLUMNS,
  lastScannedText,
  NOT_SCANNED,
  PROJECTS_TABLE_COLUMNS,
  projectAriaRowIndex,
  projectCountText,
  projectIndexByRowId,
  projectsTableRowCount,
  severityTone,
} from '@/dashboard/features/projects-table/model/projects-table-display';
import type { Project } from '@/dashboard/shared/metrics/types';

describe('projects table columns', () => {
  it('are the product headers, word for word', () => {
    expect(PROJECTS_TABLE_COLUMNS).toEqual([
      'Project Name',
      'Branch',
      'Vulnerabilities',
      'Total scans',
      'Security score',
      'Last scanned',
    ]);
    expect(FIXED_VULNERABILITY_COLUMNS).toEqual(['Vulnerability ID', 'Severity', 'Days to fix', 'Fixed by']);
  });
});

describe('lastScannedText', () => {
  it('formats the newest scan as YYYY-MM-DD in local time', () => {
    expect(lastScannedText(new Date(2024, 4, 15, 12).getTime())).toBe('2024-05-15');
  });

  it('shows an em dash without a scan or with an unusable time', () => {
    expect(NOT_SCANNED).toBe('\u2014');
    expect(lastScannedText(null)).toBe('\u2014');
    expect(lastScannedText(Number.NaN)).toBe('\u2014');
  });
});

describe('projectCountText', () => {
  it('counts in the singular for one and groups thousands', () => {
    expect(projectCountText(0)).toBe('0 projects');
    expect(projectCountText(1)).toBe('1 project');
    expect(projectCountText(10_000)).toBe('10,000 projects');
  });
});

describe('projectIndexByRowId', () => {
  const projects = [{ rowId: 4 }, { rowId: 9 }, { rowId: 2 }] as Project[];

  it('finds a project by its rowId, whatever its position', () => {
    expect(projectIndexByRowId(projects, 9)).toBe(1);
    expect(projectIndexByRowId(projects, 2)).toBe(2);
  });

  it('gives -1 for a rowId not in the list (filtered out by the search)', () => {
    expect(projectIndexByRowId(projects, 7)).toBe(-1);
  });
});

describe('row positions for screen readers', () => {
  it('counts the header and every project, plus the metrics row of an expanded one', () => {
    expect(projectsTableRowCount(10_000, -1)).toBe(10_001);
    expect(projectsTableRowCount(10_000, 0)).toBe(10_002);
    expect(projectsTableRowCount(0, -1)).toBe(1);
  });

  it('ignores an expanded index outside the list', () => {
    expect(projectsTableRowCount(3, 3)).toBe(4);
  });

  it('numbers projects from 2 (the header is 1) and moves those after the expanded one down by one', () => {
    expect(projectAriaRowIndex(0, -1)).toBe(2);
    expect(projectAriaRowIndex(8999, -1)).toBe(9001);
    // Project 5 expanded: its metrics row is 8, so project 6 is 9.
    expect(projectAriaRowIndex(4, 5)).toBe(6);
    expect(projectAriaRowIndex(5, 5)).toBe(7);
    expect(projectAriaRowIndex(6, 5)).toBe(9);
  });
});

describe('severityTone', () => {
  it('tints the known severities from critical to low, whatever their case', () => {
    expect(severityTone('CRITICAL')).toBe('critical');
    expect(severityTone('high')).toBe('high');
    expect(severityTone(' Medium ')).toBe('medium');
    expect(severityTone('LOW')).toBe('low');
  });

  it('leaves NONE, UNKNOWN and new values neutral', () => {
    expect(severityTone('NONE')).toBe('neutral');
    expect(severityTone('UNKNOWN')).toBe('neutral');
    expect(severityTone('INFORMATIONAL')).toBe('neutral');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deltaDisplay,
  fixedVulnerabilities,
  SCAN_TABLE_COLUMNS,
  SCAN_TABLE_MAX_HEIGHT,
  scanDetail,
  scanRows,
  scansNewestFirst,
} from '@/dashboard/features/projects-table/model/scan-list';
import { dashboardOf, exampleResponse, makeProject, runInUtc } from '../../../support/metrics-fixtures';

runInUtc();

const paymentsApi = () => {
  const project = dashboardOf(exampleResponse()).account.projects[0];
  if (!project) throw new Error('example changed');
  return project;
};

describe('scan list', () => {
  it('scans newest first', () => {
    const project = paymentsApi();
    expect(scansNewestFirst(project.scans).map((scan) => scan.timestamp)).toEqual([
      1794906000000, 1792486800000, 1791277200000,
    ]);
    expect(project.scans[0]?.timestamp).toBe(1791277200000); // the model's own order is untouched
    expect(scanRows(project).map((row) => row.date)).toEqual(['2026-11-17', '2026-10-20', '2026-10-06']);
  });

  it('delta display: zero → a minus icon with no number', () => {
    expect(deltaDisplay(0)).toEqual({ icon: 'minus', tone: 'neutral' });
    expect(deltaDisplay(Number.NaN)).toEqual({ icon: 'minus', tone: 'neutral' });
  });

  it('delta display: positive → a red up arrow with the absolute value; negative → a green down arrow', () => {
    expect(deltaDisplay(4)).toEqual({ icon: 'up', tone: 'bad', value: 4 });
    expect(deltaDisplay(-5)).toEqual({ icon: 'down', tone: 'good', value: 5 });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }).filter((delta) => delta !== 0),
        (delta) => {
          const display = deltaDisplay(delta);
          expect(display.value).toBe(Math.abs(delta));
          expect(display.icon).toBe(delta > 0 ? 'up' : 'down');
          expect(display.tone).toBe(delta > 0 ? 'bad' : 'good');
        },
      ),
    );
  });

  it('rows carry the delta, score, counts, date and the report link', () => {
    expect(scanRows(paymentsApi())[0]).toEqual({
      key: '7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f',
      timestamp: 1794906000000,
      date: '2026-11-17',
      delta: { icon: 'down', tone: 'good', value: 2 },
      securityScore: 82,
      vulnerabilityCount: 7,
      mitigationCount: 2,
      reportLink: '/projects?pid=0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90&reportUuid=7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f',
    });
  });

  it("a selected scan's fixed list holds the remediations whose fixedWhen equals that scan's timestamp", () => {
    const project = paymentsApi();
    expect(fixedVulnerabilities(project, 1792486800000).map((fix) => fix.id)).toEqual(['CVE-2024-37890', 'CWE-1333']);
    expect(fixedVulnerabilities(project, 1794906000000).map((fix) => fix.id)).toEqual(['GHSA-78xj-cgh5-2h22']);
    expect(fixedVulnerabilities(project, 1791277200000)).toEqual([]);
  });

  it("scan detail: titled 'Scan - {date}', rows after the display rules, 'no mitigations' when none", () => {
    const project = paymentsApi();
    const detail = scanDetail(project, 1794906000000);
    expect(detail.title).toBe('Scan - 2026-11-17');
    expect(detail.breadcrumb).toBe('Project scans');
    expect(detail.emptyText).toBeNull();
    expect(detail.rows).toEqual([
      {
        key: 'GHSA-78xj-cgh5-2h22|GHSA-78xj-cgh5-2h22|0',
        vulnerabilityId: 'MET-GHSA',
        severity: 'CRITICAL',
        daysToFix: 28,
        fixedBy: 'priya.raman@acme-payments.com',
        link: '/vulns?id=GHSA-78xj-cgh5-2h22&mode=eli',
      },
    ]);
    expect(scanDetail(project, 1792486800000).rows.map((row) => [row.vulnerabilityId, row.severity])).toEqual([
      ['CVE-2024-37890', 'HIGH'],
      ['CWE-1333', 'MEDIUM'],
    ]);
    const none = scanDetail(project, 1791277200000);
    expect(none.rows).toEqual([]);
    expect(none.emptyText).toBe('no mitigations');
    expect(scanDetail(makeProject(), 0).emptyText).toBe('no mitigations');
  });

  it('scan table: max height 435 and the columns Delta, Score, Vulnerabilities (Vulns), Mitigations (Fixes), Scan date', () => {
    expect(SCAN_TABLE_MAX_HEIGHT).toBe(435);
    expect(
      SCAN_TABLE_COLUMNS.map((column) => [column.label, 'shortLabel' in column ? column.shortLabel : null]),
    ).toEqual([
      ['Delta', null],
      ['Score', null],
      ['Vulnerabilities', 'Vulns'],
      ['Mitigations', 'Fixes'],
      ['Scan date', null],
    ]);
  });
});

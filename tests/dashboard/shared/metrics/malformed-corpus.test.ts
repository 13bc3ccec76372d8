import { describe, expect, it } from 'vitest';
import { projectLink, safeExternalUrl } from '@/dashboard/features/projects-table/model/links';
import { projectScanChart } from '@/dashboard/features/projects-table/model/scan-chart';
import { scanDetail, scanRows } from '@/dashboard/features/projects-table/model/scan-list';
import {
  DAY,
  dashboardOf,
  exampleResponse,
  numbersIn,
  T0,
  wireProject,
  wireScan,
} from '../../support/metrics-fixtures';

const circular = wireProject({ scans: [wireScan()] }) as unknown as Record<string, unknown>;
circular.self = circular;

/** Hostile payloads as the metrics call might deliver them (most via JSON.parse, a few beyond JSON). */
const CORPUS: Record<string, unknown> = {
  null: null,
  undefined: undefined,
  'an array': [],
  'a string': 'Internal Server Error',
  NaN: Number.NaN,
  'projects: null': { projects: null },
  'projects: a string': { projects: 'none', projectsUsage: 'x', exclusionUsage: 7 },
  'projects of the wrong kinds': { projects: [null, 1, 'project', [], true, [wireProject()]] },
  'strings for numbers': {
    accountOverview: { numberOfProjects: '3', totalScans: 'many' },
    projects: [
      wireProject({
        securityScore: '82' as never,
        vulnerabilitiesIdentified: '19' as never,
        vulnerabilitiesAddressed: 'twelve' as never,
        scans: [
          wireScan({
            timestamp: String(T0) as never,
            securityScore: 'high' as never,
            vulnerabilityCount: '7' as never,
          }),
          wireScan({ timestamp: T0 + DAY, mitigationCount: '' as never, vulnerabilityDelta: '-2' as never }),
        ],
      }),
    ],
  },
  'NaN and Infinity everywhere': {
    accountOverview: { numberOfProjects: Number.NaN, totalScans: Number.POSITIVE_INFINITY },
    projects: [
      wireProject({
        securityScore: Number.NaN,
        vulnerabilitiesIdentified: Number.POSITIVE_INFINITY,
        scans: [
          wireScan({ timestamp: Number.NaN }),
          wireScan({
            securityScore: Number.NaN,
            vulnerabilityCount: Number.NEGATIVE_INFINITY,
            vulnerabilityDelta: Number.NaN,
          }),
        ],
      }),
    ],
  },
  'negative counts': {
    accountOverview: {
      numberOfProjects: -3,
      totalScans: -9,
      vulnerabilitiesIdentified: -1,
      vulnerabilitiesAddressed: -1,
    },
    projects: [
      wireProject({
        vulnerabilitiesIdentified: -19,
        vulnerabilitiesAddressed: -12,
        scans: [wireScan({ securityScore: -40, vulnerabilityCount: -7, mitigationCount: -2 })],
      }),
    ],
  },
  'duplicate timestamps': {
    projects: [wireProject({ scans: [wireScan(), wireScan(), wireScan({ timestamp: T0 - DAY }), wireScan()] })],
  },
  'huge counts that would overflow when summed': {
    projects: Array.from({ length: 3 }, () =>
      wireProject({
        vulnerabilitiesIdentified: 1e308,
        vulnerabilitiesAddressed: 1e308,
        scans: [wireScan({ vulnerabilityCount: 1e308, vulnerabilityDelta: -1e308 }), wireScan({ timestamp: T0 + DAY })],
      }),
    ),
  },
  'huge arrays of nulls': {
    projects: [...Array.from({ length: 100_000 }, () => null), wireProject({ scans: Array(100_000).fill(null) })],
    projectsUsage: { sortedDates: Array(100_000).fill(null), dates: {} },
  },
  'javascript: and data: URLs': {
    projects: [
      wireProject({ projectUrl: 'javascript:alert(document.cookie)', projectBranch: 'main' }),
      wireProject({ projectUrl: 'javascript:alert(document.cookie)', projectBranch: '"><img src=x onerror=alert(1)>' }),
      wireProject({ projectUrl: 'data:text/html;base64,PHNjcmlwdD4=' }),
    ],
  },
  'prototype keys (JSON.parse makes __proto__ an own key)': JSON.parse(
    '{"__proto__": {"polluted": true}, "projects": [{"__proto__": {"scans": 1}, "projectUrl": "constructor"}],' +
      ' "projectsUsage": {"sortedDates": ["__proto__", "constructor", "2026-01-01"],' +
      ' "dates": {"__proto__": {"totalProjects": 5}, "2026-01-01": {"totalProjects": 1, "totalScans": 1}}},' +
      ' "exclusionUsage": {"sortedDates": ["toString"], "dates": {}}}',
  ),
  'usage series of the wrong shapes': {
    projects: [],
    projectsUsage: { sortedDates: '2026-01-01', dates: null },
    exclusionUsage: {
      sortedDates: ['2026-01-02', '2026-01-01'],
      dates: { '2026-01-01': [], '2026-01-02': { exclusions: 'x' } },
    },
  },
  'remediations of every wrong kind': {
    projects: [
      wireProject({ scans: [wireScan()], remediations: 5 as never }),
      wireProject({
        scans: [wireScan()],
        remediations: { vulnerabilities: [null, 1, { fixedWhen: T0, severity: 7 }] } as never,
      }),
    ],
  },
  'a circular project': { projects: [circular] },
  'a very long URL': { projects: [wireProject({ projectUrl: `https://github.com/${'a/'.repeat(200_000)}repo.git` })] },
};

describe('malformed-input corpus', () => {
  it('has at least 15 hostile payloads', () => {
    expect(Object.keys(CORPUS).length).toBeGreaterThanOrEqual(15);
  });

  for (const [name, payload] of Object.entries(CORPUS)) {
    it(`${name}: the overview model never throws and every number it produces is finite`, () => {
      for (const search of ['', 'a', 'javascript']) {
        const model = dashboardOf(payload, search);
        for (const number of numbersIn(model)) expect(Number.isFinite(number)).toBe(true);
        for (const project of model.account.projects) {
          const views = [
            scanRows(project),
            projectScanChart(project),
            project.remediations,
            projectLink(project.projectUUID),
            ...project.scans.map((scan) => scanDetail(project, scan.timestamp)),
          ];
          for (const number of numbersIn(views)) expect(Number.isFinite(number)).toBe(true);
          const href = safeExternalUrl(project.projectUrl);
          expect(href === undefined || /^https?:\/\//.test(href)).toBe(true);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('the example response passes the same checks and keeps its figures', () => {
    const model = dashboardOf(exampleResponse());
    for (const number of numbersIn(model)) expect(Number.isFinite(number)).toBe(true);
    expect(model.account.projects).toHaveLength(3);
  });

  it('javascript: project URLs never become links', () => {
    const model = dashboardOf(CORPUS['javascript: and data: URLs']);
    expect(model.account.projects.map((project) => safeExternalUrl(project.projectUrl))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

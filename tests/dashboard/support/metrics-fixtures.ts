// Shared builders for the metrics model tests: wire-shaped data (what the server sends) and
// normalised projects (what the model functions take).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import { parse } from 'yaml';
import { filteredProjectsUsage } from '@/dashboard/features/overview/model/charts/usage-series';
import { type DashboardModel, dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';
import { normalizeMetrics, projectFiguresOf } from '@/dashboard/shared/metrics/normalize';
import type { Project, ScanPoint } from '@/dashboard/shared/metrics/types';
import type { components } from '../../../generated/api';

export type WireMetrics = components['schemas']['SecurityMetrics'];
export type WireProject = components['schemas']['ProjectMetrics'];
export type WireScan = components['schemas']['Scan'];
export type WireFix = components['schemas']['Remediation'];
/** Overrides of any value: a test may send what the server must not (the normaliser decides). */
type Loose<T> = { [K in keyof T]?: unknown };

/** The named example of the OpenAPI document: three projects, one on two branches. */
export function exampleResponse(): WireMetrics {
  const file = new URL('../../../openapi/components/examples/SecurityMetricsDefault.yaml', import.meta.url);
  return (parse(readFileSync(file, 'utf8')) as { value: WireMetrics }).value;
}

export const DAY = 86_400_000;
/** 2026-01-01T09:00Z: the same calendar date in every time zone from UTC−9 to UTC+14. */
export const T0 = Date.UTC(2026, 0, 1, 9);

let uuidCounter = 0;
function nextUuid(): string {
  uuidCounter += 1;
  return `00000000-0000-4000-8000-${String(uuidCounter).padStart(12, '0')}`;
}

export function wireScan(overrides: Loose<WireScan> = {}): WireScan {
  return <WireScan>{
    timestamp: T0,
    reportUUID: nextUuid(),
    securityScore: 50,
    vulnerabilityCount: 10,
    mitigationCount: 0,
    vulnerabilityDelta: 0,
    ...overrides,
  };
}

/** A fix of the metrics answer: HIGH, fixed in 3 days at T0. */
export function wireFix(overrides: Loose<WireFix> = {}): WireFix {
  return <WireFix>{
    id: 'CVE-2026-0001',
    adviceID: 'MET-1',
    severity: 'HIGH',
    daysToFix: 3,
    fixedBy: 'dev@acme.com',
    fixedWhen: T0,
    ...overrides,
  };
}

export function wireProject(overrides: Loose<WireProject> & Record<string, unknown> = {}): WireProject {
  return <WireProject>{
    projectUUID: nextUuid(),
    projectUrl: 'https://github.com/acme/payments-api',
    projectBranch: 'main',
    securityScore: 50,
    scans: [],
    vulnerabilitiesIdentified: 0,
    vulnerabilitiesAddressed: 0,
    remediations: { vulnerabilities: [] },
    ...overrides,
  };
}

export function wireResponse(overrides: Loose<WireMetrics> = {}): WireMetrics {
  return <WireMetrics>{
    projects: [],
    projectsUsage: { sortedDates: [], dates: {} },
    exclusionUsage: { sortedDates: [], dates: {} },
    ...overrides,
  };
}

/** Scans one day apart with the given scores and counts (pairs), oldest first. */
export function scanSeries(points: readonly (readonly [score: number, count: number])[]): WireScan[] {
  return points.map(([securityScore, vulnerabilityCount], index) =>
    wireScan({ timestamp: T0 + index * DAY, securityScore, vulnerabilityCount }),
  );
}

/**
 * The overview's model of any answer, as the page makes it: normalised once, then derived, with the
 * filtered projects' Coverage derived where their scans are.
 */
export function dashboardOf(answer: unknown, searchFilter: unknown = ''): DashboardModel<Project> {
  const metrics = normalizeMetrics(answer);
  const search = typeof searchFilter === 'string' ? searchFilter.trim() : '';
  return dashboardModelOf(metrics, searchFilter, filteredProjectsUsage.run(metrics, search));
}

/** The normalised project of one wire project. */
export function normalizedProject(overrides: Partial<WireProject> = {}): Project {
  const project = normalizeMetrics(wireResponse({ projects: [wireProject(overrides)] })).projects[0];
  if (project === undefined) throw new Error('the fixture project was dropped');
  return project;
}

/** A normalised project built directly, for tests of functions that take projects. */
export function makeProject(overrides: Partial<Omit<Project, 'figures'>> = {}): Project {
  const project = {
    rowId: 0,
    projectUUID: nextUuid(),
    projectUrl: 'https://github.com/acme/payments-api',
    projectBranch: 'main',
    nameFront: 'https://github.com/acme/',
    nameTail: 'payments-api',
    securityScore: 50,
    scans: [],
    vulnerabilitiesIdentified: 0,
    vulnerabilitiesAddressed: 0,
    remediations: [],
    openVulnerabilities: null,
    deltaSecurityScore: 0,
    deltaVulns: 0,
    performanceScore: 0,
    lastScanned: null,
    vulns: 0,
    totalScans: 0,
    ...overrides,
  };
  // Its figures as the normaliser counts them, from the project's own scans and fixes.
  return { ...project, figures: projectFiguresOf(project) };
}

/** Runs `body` with the process in the given IANA time zone (Node re-reads TZ when it is assigned). */
export function inTimeZone<T>(timeZone: string, body: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return body();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

/** Runs every test of the file with the process in UTC, and puts the time zone back after the last one. */
export function runInUtc(): void {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

/** Checks the invariants `normalizeMetrics` promises for a project's scans. */
export function expectNormalizedScans(scans: readonly ScanPoint[]): void {
  let previous = Number.NEGATIVE_INFINITY;
  for (const scan of scans) {
    if (!Number.isInteger(scan.timestamp) || scan.timestamp <= previous)
      throw new Error(`bad order at ${scan.timestamp}`);
    if (!Number.isInteger(scan.securityScore) || scan.securityScore < 0 || scan.securityScore > 100) {
      throw new Error(`bad score ${scan.securityScore}`);
    }
    for (const count of [scan.vulnerabilityCount, scan.mitigationCount]) {
      if (!Number.isSafeInteger(count) || count < 0) throw new Error(`bad count ${count}`);
    }
    if (!Number.isSafeInteger(scan.vulnerabilityDelta)) throw new Error(`bad delta ${scan.vulnerabilityDelta}`);
    if (typeof scan.reportUUID !== 'string') throw new Error('bad reportUUID');
    previous = scan.timestamp;
  }
}

/** Every number reachable from `value` (own enumerable keys; shared objects visited once). */
export function numbersIn(value: unknown, seen = new Set<object>()): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => numbersIn(child, seen));
}

/** Values of any JSON-ish kind, hostile ones included, to stand in for any field. */
export const anyFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, -0, 1e308, '', '12', 'abc', true, [], {}),
  fc.integer(),
  fc.double(),
  fc.string(),
);

/** Clean wire scans with unique timestamps, in random order. */
export const cleanScansArbitrary: fc.Arbitrary<WireScan[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 30 })
  .chain((days) =>
    fc.tuple(
      ...days.map((day) =>
        fc.record({
          timestamp: fc.constant(T0 + day * 3_600_000),
          reportUUID: fc.uuid(),
          securityScore: fc.integer({ min: 0, max: 100 }),
          vulnerabilityCount: fc.integer({ min: 0, max: 500 }),
          mitigationCount: fc.integer({ min: 0, max: 50 }),
          vulnerabilityDelta: fc.integer({ min: -50, max: 50 }),
        }),
      ),
    ),
  );

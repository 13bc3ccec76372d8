// Projects as the metrics call sends them, normalised by the model, as the page hands them to the table.
import { normalizeProject } from '@/dashboard/shared/metrics/normalize';
import type { Project, ScanPoint } from '@/dashboard/shared/metrics/types';

/** Noon local time, so formatDate gives the same day in every time zone. */
export const localNoon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).getTime();

const MAY_1 = localNoon(2024, 5, 1);
const MAY_8 = localNoon(2024, 5, 8);
const MAY_15 = localNoon(2024, 5, 15);

/** Three scans, oldest first: unchanged (0), worse (+4), better (-3). */
export const SCANS: readonly ScanPoint[] = [
  {
    timestamp: MAY_1,
    reportUUID: 'report-1',
    securityScore: 40,
    vulnerabilityCount: 10,
    mitigationCount: 0,
    vulnerabilityDelta: 0,
  },
  {
    timestamp: MAY_8,
    reportUUID: 'report-2',
    securityScore: 55,
    vulnerabilityCount: 14,
    mitigationCount: 1,
    vulnerabilityDelta: 4,
  },
  {
    timestamp: MAY_15,
    reportUUID: 'report 3/&',
    securityScore: 85,
    vulnerabilityCount: 11,
    mitigationCount: 3,
    vulnerabilityDelta: -3,
  },
];

/** Three fixed by the newest scan, one by the middle one, none by the first. */
const REMEDIATIONS = [
  {
    id: 'CVE-2024-1234',
    adviceID: 'advice 1/2',
    severity: 'HIGH',
    daysToFix: 12,
    fixedBy: 'alice@example.com',
    fixedWhen: MAY_15,
  },
  {
    id: 'GHSA-78xj-cgh5-2h22',
    adviceID: 'advice-2',
    severity: 'CRITICAL',
    daysToFix: 3,
    fixedBy: 'bob',
    fixedWhen: MAY_15,
  },
  { id: 'CWE-79', adviceID: 'advice-3', severity: 'LOW', daysToFix: 30, fixedBy: 'carol', fixedWhen: MAY_15 },
  { id: 'CVE-2023-9', adviceID: 'advice-4', severity: 'MEDIUM', daysToFix: 7, fixedBy: 'dave', fixedWhen: MAY_8 },
];

export function makeProject(rowId: number, wire: Record<string, unknown> = {}): Project {
  return normalizeProject(
    {
      projectUUID: `uuid-${rowId}`,
      projectUrl: `https://github.com/acme/project-${rowId}`,
      projectBranch: 'main',
      securityScore: 72,
      scans: [],
      vulnerabilitiesIdentified: 0,
      vulnerabilitiesAddressed: 0,
      remediations: { vulnerabilities: [] },
      ...wire,
    },
    rowId,
  );
}

/** A project with the three scans and their fixed vulnerabilities, and a uuid that needs encoding. */
export const PAYMENTS = makeProject(0, {
  projectUUID: 'p 1&2/?',
  projectUrl: 'https://github.com/acme/payments-api',
  projectBranch: 'release/2.4',
  securityScore: 85,
  scans: SCANS,
  remediations: { vulnerabilities: REMEDIATIONS },
});

/** A project without a scan in the window: 4 vulnerabilities still open. */
export const DORMANT = makeProject(1, {
  projectUrl: 'https://gitlab.com/acme/legacy-portal',
  projectBranch: 'master',
  securityScore: 20,
  vulnerabilitiesIdentified: 6,
  vulnerabilitiesAddressed: 2,
});

export function manyProjects(count: number): Project[] {
  return Array.from({ length: count }, (_, rowId) => makeProject(rowId, { scans: rowId % 2 === 0 ? SCANS : [] }));
}

/**
 * A project with `count` daily scans (oldest first, from 1 Jan 2000 at local noon), scores and
 * counts wandering, and one remediation fixed by the scan `count - 1000` days in: a very busy CI project.
 */
export function projectWithManyScans(count: number, rowId = 7): Project {
  const scans: ScanPoint[] = [];
  let vulnerabilityCount = 40;
  for (let index = 0; index < count; index += 1) {
    const delta = ((index * 7919) % 5) - 2;
    const previous = vulnerabilityCount;
    vulnerabilityCount = Math.max(0, vulnerabilityCount + delta);
    scans.push({
      timestamp: localNoon(2000, 1, 1 + index),
      reportUUID: `report-${index}`,
      securityScore: (index * 37) % 101,
      vulnerabilityCount,
      mitigationCount: index % 3,
      vulnerabilityDelta: vulnerabilityCount - previous,
    });
  }
  const busyScan = scans[Math.max(0, count - 1000)];
  return makeProject(rowId, {
    projectUrl: 'https://github.com/acme/monorepo',
    scans,
    remediations: {
      vulnerabilities: busyScan
        ? [
            {
              id: 'CVE-2025-1',
              adviceID: 'advice-9',
              severity: 'HIGH',
              daysToFix: 2,
              fixedBy: 'erin',
              fixedWhen: busyScan.timestamp,
            },
          ]
        : [],
    },
  });
}

import { loadavg } from 'node:os';
import { afterAll, bench, describe } from 'vitest';
import { deriveDashboard } from '@/dashboard/features/overview/model/derive-dashboard';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import type { components } from '../../generated/api';

type SecurityMetrics = components['schemas']['SecurityMetrics'];
type Scan = components['schemas']['Scan'];

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);

/** A deterministic pseudo-random sequence, so every run measures the same data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
const uuid = (random: () => number) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;

/**
 * A response as the server sends it: scans in ascending time, every tenth URL also on a second
 * branch, three remediations per project, 60 usage dates. Parsed from JSON, like a real body.
 */
function syntheticResponse(projectCount: number, scansPerProject: number): SecurityMetrics {
  const random = seededRandom(projectCount * 31 + scansPerProject);
  const projects = Array.from({ length: projectCount }, (_, index) => {
    const urlIndex = index % 10 === 9 ? index - 1 : index;
    let score = Math.floor(random() * 101);
    let count = Math.floor(random() * 40);
    const scans: Scan[] = [];
    for (let scanIndex = 0; scanIndex < scansPerProject; scanIndex += 1) {
      const nextCount = Math.max(0, count + Math.floor(random() * 7) - 3);
      score = Math.min(100, Math.max(0, score + Math.floor(random() * 9) - 4));
      scans.push({
        timestamp: START + scanIndex * DAY + Math.floor(random() * 3_600_000),
        reportUUID: uuid(random),
        securityScore: score,
        vulnerabilityCount: nextCount,
        mitigationCount: Math.max(0, count - nextCount),
        vulnerabilityDelta: nextCount - count,
      });
      count = nextCount;
    }
    return {
      projectUUID: uuid(random),
      projectUrl: `https://github.com/org-${urlIndex % 97}/project-${urlIndex}`,
      projectBranch: urlIndex === index ? 'main' : 'release/2.4',
      securityScore: score,
      scans,
      vulnerabilitiesIdentified: 40 + Math.floor(random() * 20),
      vulnerabilitiesAddressed: Math.floor(random() * 40),
      remediations: {
        vulnerabilities: Array.from({ length: 3 }, (_, fix) => ({
          id: fix === 0 ? `GHSA-${hex(random, 4)}-${hex(random, 4)}` : `CVE-2025-${1000 + fix}`,
          adviceID: `MET-2025-${fix}`,
          severity: 'HIGH',
          daysToFix: fix * 3,
          fixedBy: 'priya.raman@acme-payments.com',
          fixedWhen: scans[Math.min(scans.length - 1, fix * 7)]?.timestamp ?? START,
        })),
      },
    };
  });
  const sortedDates = Array.from({ length: 60 }, (_, day) => new Date(START + day * DAY).toISOString().slice(0, 10));
  const response: SecurityMetrics = {
    accountOverview: { numberOfProjects: projectCount, totalScans: projectCount * scansPerProject },
    projects,
    projectsUsage: {
      sortedDates,
      dates: Object.fromEntries(
        sortedDates.map((date, day) => [
          date,
          { timestamp: START + day * DAY, totalProjects: day * 3, totalScans: day * 40 },
        ]),
      ),
    },
    exclusionUsage: {
      sortedDates,
      dates: Object.fromEntries(sortedDates.map((date, day) => [date, { exclusions: [], totalExclusions: day }])),
    },
  };
  return JSON.parse(JSON.stringify(response)) as SecurityMetrics;
}

/** The floor: touch each scan once (sum its score). Nothing that reads every scan can be faster. */
function touchEveryScan(response: SecurityMetrics): number {
  let sum = 0;
  for (const project of response.projects) for (const scan of project.scans) sum += scan.securityScore;
  return sum;
}

const sizes = [
  { name: '1,000 × 50', response: syntheticResponse(1_000, 50) },
  { name: '10,000 × 100', response: syntheticResponse(10_000, 100) },
];

// Results land here so the engine cannot drop the work as unused.
let sink = 0;

for (const { name, response } of sizes) {
  describe(`${name} projects × scans`, () => {
    bench('deriveDashboard', () => {
      sink += deriveDashboard(response, '').account.totals.totalScans;
    });
    bench('deriveDashboard, search text', () => {
      sink += deriveDashboard(response, 'org-7/').displayed.projects.length;
    });
    bench('floor: touch each scan once', () => {
      sink += touchEveryScan(response);
    });
  });
}

// vitest prints each rate; these lines print the figures the issue asks for. The floor and each
// derivation run back to back in each of 21 rounds and the ratio is taken per round, then the
// median, so that machine noise (other processes, GC) hits both sides of each ratio alike.
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function timeOf(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Median ms of the floor and of each run over 21 rounds, and each run's median ratio to the floor. */
function againstFloor(response: SecurityMetrics, runs: Record<string, () => void>) {
  const floor: number[] = [];
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  const ratios: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  for (let round = 0; round < 21; round += 1) {
    const floorMs = timeOf(() => {
      sink += touchEveryScan(response);
    });
    floor.push(floorMs);
    for (const [name, run] of Object.entries(runs)) {
      const ms = timeOf(run);
      times[name]?.push(ms);
      ratios[name]?.push(ms / floorMs);
    }
  }
  const figure = (name: string) =>
    `${median(times[name] ?? []).toFixed(2)} ms (ratio ${median(ratios[name] ?? []).toFixed(2)}×)`;
  return { floorMs: median(floor).toFixed(2), figure };
}

const target = () => `target for 10,000 × 100: <= 3× [load ${loadavg()[0]?.toFixed(1)}]`;

afterAll(() => {
  for (const { name, response } of sizes) {
    const { floorMs, figure } = againstFloor(response, {
      derive: () => {
        sink += deriveDashboard(response, '').account.totals.totalScans;
      },
      search: () => {
        sink += deriveDashboard(response, 'org-7/').displayed.projects.length;
      },
    });
    console.log(
      `${name}: floor ${floorMs} ms, deriveDashboard ${figure('derive')}, with search text ${figure('search')}; ${target()}`,
    );
  }
  if (sink === Number.MIN_VALUE) console.log(sink);
});

// Remediation analytics (MTTR, SLA, weekly flow): the same sizes against the same floor.
for (const { name, response } of sizes) {
  describe(`${name} projects × scans, remediation analytics`, () => {
    bench('deriveRemediationAnalytics', () => {
      sink += deriveRemediationAnalytics(response).fixed;
    });
    bench('deriveRemediationAnalytics, search text', () => {
      sink += deriveRemediationAnalytics(response, { projectFilter: 'org-7/' }).fixed;
    });
    bench('floor: touch each scan once', () => {
      sink += touchEveryScan(response);
    });
  });
}

afterAll(() => {
  for (const { name, response } of sizes) {
    const { floorMs, figure } = againstFloor(response, {
      derive: () => {
        sink += deriveRemediationAnalytics(response).fixed;
      },
    });
    console.log(`${name}: floor ${floorMs} ms, deriveRemediationAnalytics ${figure('derive')}; ${target()}`);
  }
});

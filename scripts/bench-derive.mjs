// @ts-check
// `npm run bench` (its second half): what the page runs on 1,000 × 50 and 10,000 × 100 projects ×
// scans: the answer normalised once, then each section's derivation of the normalised answer, and the
// whole road in one call. tests/bench/derivations.ts is built with vite, as the dashboard is, and the
// built module runs in a plain Node process: no test runner's module transform. Each derivation is
// compared with a floor loop that touches each scan once, in the same round, and the ratio is taken
// per round (machine noise then hits both sides).
//
// `node scripts/bench-derive.mjs [--node=22,24]` also runs it under those Node.js majors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TARGET_RATIO = 3;
const ROUNDS = 21;
const WARMUP_ROUNDS = 3;
/** Small answers take each sample over several calls, so that one sample is long enough to time. */
const SIZES = [
  { projects: 1_000, scans: 50, iterations: 20 },
  { projects: 10_000, scans: 100, iterations: 1 },
];
const self = fileURLToPath(import.meta.url);

async function buildAndRun() {
  const { build } = await import('vite');
  const { nodeBinaryPath } = await import('./lib/node-binary.mjs');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outDir = mkdtempSync(join(tmpdir(), 'depsight-bench-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root,
      resolve: { alias: { '@/': join(root, 'src/') } },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(root, 'tests/bench/derivations.ts'), formats: ['es'], fileName: 'derivations' },
      },
    });
    const bundle = join(outDir, 'derivations.js');
    const majors = (process.argv.find((arg) => arg.startsWith('--node='))?.slice('--node='.length) ?? '')
      .split(',')
      .filter((major) => major !== '')
      .map(Number);
    const nodes = [process.execPath, ...(await Promise.all(majors.map((major) => nodeBinaryPath(major))))];
    let failed = false;
    for (const node of nodes) {
      const run = spawnSync(node, [self, '--run', bundle], { stdio: 'inherit' });
      if (run.status !== 0) failed = true;
    }
    if (failed) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** @param {string} bundle the built tests/bench/derivations.ts */
async function measure(bundle) {
  /** @type {typeof import('../tests/bench/derivations')} */
  const derivations = await import(pathToFileURL(bundle).href);
  const { changeBreakdownOf, dashboardModelOf, normalizeMetrics, remediationAnalyticsOf, worklistOfProjects } =
    derivations;
  console.log(`\nThe page's derivations on the built modules, Node.js ${process.version}, CPU time of this process`);

  for (const { projects, scans, iterations } of SIZES) {
    const response = syntheticResponse(projects, scans);
    // What the page holds once the answer is in: the answer normalised once, read by every section.
    const normalized = normalizeMetrics(response);
    const now = START + scans * DAY;
    // Results land here so the engine cannot drop the work as unused.
    let sink = 0;
    /** @type {Record<string, () => void>} */
    const runs = {
      'normalizeMetrics (once per answer)': () => {
        sink += normalizeMetrics(response).projects.length;
      },
      'overview: dashboardModelOf': () => {
        sink += dashboardModelOf(normalized, '').account.totals.totalScans;
      },
      'overview, search text': () => {
        sink += dashboardModelOf(normalized, 'org-7/').displayed.projects.length;
      },
      'Remediation: remediationAnalyticsOf': () => {
        sink += remediationAnalyticsOf(normalized).fixed;
      },
      'worklist: worklistOfProjects': () => {
        sink += worklistOfProjects(normalized.projects, { now }).items.length;
      },
      'change breakdown: changeBreakdownOf': () => {
        sink += changeBreakdownOf(normalized, normalized).fixes.current;
      },
      "page's road: normalise, then every section": () => {
        const metrics = normalizeMetrics(response);
        sink += dashboardModelOf(metrics, '').account.totals.totalScans;
        sink += remediationAnalyticsOf(metrics).fixed;
        sink += worklistOfProjects(metrics.projects, { now }).items.length;
      },
    };
    const names = Object.keys(runs);
    /** @type {Record<string, number[]>} */
    const times = Object.fromEntries(['floor', ...names].map((name) => [name, []]));
    /** @type {Record<string, number[]>} */
    const ratios = Object.fromEntries(names.map((name) => [name, []]));
    const loadBefore = loadavg()[0] ?? 0;
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
      const floorMs = timeOf(() => {
        sink += touchEveryScan(response);
      }, iterations);
      // Each round starts with another run, so none always comes right after the same one.
      for (let offset = 0; offset < names.length; offset += 1) {
        const name = /** @type {string} */ (names[(round + offset) % names.length]);
        const ms = timeOf(/** @type {() => void} */ (runs[name]), iterations);
        if (round < WARMUP_ROUNDS) continue;
        times[name]?.push(ms);
        ratios[name]?.push(ms / floorMs);
      }
      if (round >= WARMUP_ROUNDS) times.floor?.push(floorMs);
    }
    const load = `load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`;
    console.log(
      `${projects.toLocaleString('en')} × ${scans} projects × scans (${ROUNDS} rounds, ${load}): floor ${ms(times.floor)}`,
    );
    for (const name of names) {
      const ratio = ratios[name] ?? [];
      const onRoad = name.startsWith("page's road") && projects === 10_000;
      const verdict = onRoad ? (median(ratio) <= TARGET_RATIO ? '  ≤ 3× OK' : '  over 3×') : '';
      console.log(
        `  ${name.padEnd(44)} ${ms(times[name])}  ratio ${median(ratio).toFixed(2)}× (${Math.min(...ratio).toFixed(2)}–${Math.max(...ratio).toFixed(2)})${verdict}`,
      );
    }
    if (sink === Number.MIN_VALUE) console.log(sink);
  }
}

/**
 * CPU time, in ms per call, of `iterations` calls: on a busy machine it leaves out the time the
 * process waits for a core, which wall time would add to whichever run it fell on.
 * @param {() => void} run @param {number} iterations
 */
function timeOf(run, iterations) {
  const started = process.cpuUsage();
  for (let index = 0; index < iterations; index += 1) run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000 / iterations;
}

/** @param {number[]} values */
function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** @param {number[] | undefined} values @returns {string} the median in ms */
function ms(values = []) {
  return `${median(values).toFixed(2).padStart(7)} ms`;
}

/** The floor: touch each scan once (sum its score). Nothing that reads every scan can be faster. */
function touchEveryScan(/** @type {any} */ response) {
  let sum = 0;
  for (const project of response.projects) for (const scan of project.scans) sum += scan.securityScore;
  return sum;
}

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);

/** A deterministic pseudo-random sequence, so every run measures the same data. @param {number} seed */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** @param {() => number} random @param {number} length */
const hex = (random, length) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
/** @param {() => number} random */
const uuid = (random) => `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;

/**
 * A response as the server sends it: scans in ascending time, every tenth URL also on a second
 * branch, three remediations and three open vulnerabilities per project, 60 usage dates. Parsed from JSON, like a real body.
 * @param {number} projectCount @param {number} scansPerProject
 */
function syntheticResponse(projectCount, scansPerProject) {
  const random = seededRandom(projectCount * 31 + scansPerProject);
  const projects = Array.from({ length: projectCount }, (_, index) => {
    const urlIndex = index % 10 === 9 ? index - 1 : index;
    let score = Math.floor(random() * 101);
    let count = Math.floor(random() * 40);
    /** @type {{ timestamp: number, reportUUID: string, securityScore: number, vulnerabilityCount: number, mitigationCount: number, vulnerabilityDelta: number }[]} */
    const scans = [];
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
      openVulnerabilities: Array.from({ length: 3 }, (_, open) => ({
        id: `CVE-2026-${2000 + open}`,
        severity: ['CRITICAL', 'HIGH', 'LOW'][open],
        firstSeenWhen: START + Math.floor(random() * scansPerProject) * DAY,
      })),
    };
  });
  const sortedDates = Array.from({ length: 60 }, (_, day) => new Date(START + day * DAY).toISOString().slice(0, 10));
  const response = {
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
  return JSON.parse(JSON.stringify(response));
}

// Last, once every constant above is set.
const runIndex = process.argv.indexOf('--run');
if (runIndex !== -1) await measure(process.argv[runIndex + 1] ?? '');
else await buildAndRun();

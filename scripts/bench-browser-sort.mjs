// @ts-check
// The sorting part of `npm run bench:browser`: 10,000 projects (3 scans each, answered by
// the bench's front so that no mock document has to hold them), and the time from a click on a
// column header to the re-sorted table painted, once the page has gone quiet. bench-browser.mjs calls
// `measureSorting` after its own runs.

import { METRICS_PATH } from '../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../mocks/security-metrics.mjs';
import { measureOnFreshPages } from './lib/browser-harness.mjs';
import { instrumentSorting, timeSort } from './lib/page-actions.mjs';
import { loadUntilQuiet } from './lib/page-marks.mjs';

export const SORT_TARGET_MS = 100;
export const SORT_PROJECT_COUNT = 10_000;

/** The headers clicked in turn on each page: text, numbers and dates. */
const SORTED_COLUMNS = ['Vulnerabilities', 'Project Name', 'Last scanned', 'Security score'];

/**
 * The mock generator names at most a few thousand repositories: its 2,000 projects are repeated, each
 * copy with its own uuid and a numbered URL, up to 10,000.
 */
function tenThousandProjects() {
  const metrics = generateSecurityMetrics({ seed: 10_000, projectCount: 2_000, scansPerProject: 3, historyDays: 60 });
  const base = metrics.projects ?? [];
  const projects = Array.from({ length: SORT_PROJECT_COUNT }, (_, index) => {
    const project = /** @type {(typeof base)[number]} */ (base[index % base.length]);
    const copy = Math.floor(index / base.length);
    if (copy === 0) return project;
    return {
      ...project,
      projectUUID: `${project.projectUUID.slice(0, 24)}${index.toString(16).padStart(12, '0')}`,
      projectUrl: `${project.projectUrl}-${copy}`,
    };
  });
  return { ...metrics, projects };
}

/**
 * @param {import('./lib/browser-harness.mjs').BenchDashboard} dashboard
 * @param {{ runs: number, log?: (line: string) => void }} options
 * @returns {Promise<number[]>} click → painted, in ms, one value per sort
 */
export async function measureSorting(dashboard, { runs, log = () => {} }) {
  const body = JSON.stringify(tenThousandProjects());
  /** @type {import('./lib/bench-front.mjs').Steer} */
  const steer = (request) =>
    request.method === 'GET' && request.path === METRICS_PATH
      ? { answer: { contentType: 'application/json', body } }
      : undefined;
  const { cold } = await measureOnFreshPages(dashboard, { runs, log, runName: 'sort', steer }, async (page) => {
    await page.addInitScript(instrumentSorting);
    await loadUntilQuiet(page, dashboard);
    /** @type {number[]} */
    const times = [];
    for (const label of SORTED_COLUMNS) times.push(await timeSort(page, label));
    return { values: times, summary: times.map((time) => `${Math.round(time)} ms`).join(', ') };
  });
  return cold;
}

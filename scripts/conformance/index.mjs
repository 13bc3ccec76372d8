// @ts-check
// Conformance checking: sends requests built from the OpenAPI document to a real server and reports
// every place where its answers depart from the document. `runConformance` is the programmatic entry
// point; `cli.mjs` wraps it for `npm run conformance`. The work is elsewhere: the settings and the
// plan (settings.mjs, plan.mjs), one operation's requests and checks (operation-run.mjs), the
// report (report.mjs) and its writers.
import { compareWithBaseline, readBaseline, writeBaseline } from './baseline.mjs';
import { checkOperation } from './operation-run.mjs';
import { phaseOf } from './plan.mjs';
import { assembleReport } from './report.mjs';
import { prepareRun } from './settings.mjs';
import { runInPhases } from './worker-pool.mjs';

export { CHECK_NAMES } from './checks.mjs';
export { DEFAULT_CASES, DEFAULT_SEED } from './generated-cases.mjs';
export { toHtmlReport } from './html-report.mjs';
export { DEFAULT_MAX_RESPONSE_BYTES } from './http-client.mjs';
export { toJUnitXml } from './junit.mjs';
export {
  ConformanceUsageError,
  DEFAULT_DOCUMENT,
  DEFAULT_MAX_RESPONSE_TIME_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_WORKERS,
} from './settings.mjs';
export { formatTerminalSummary } from './terminal-summary.mjs';
export { writeReports } from './write-reports.mjs';

/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./checks.mjs').CheckStatus} CheckStatus */
/** @typedef {import('./settings.mjs').ConformanceOptions} ConformanceOptions */
/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {import('./report.mjs').OperationReport} OperationReport */
/** @typedef {import('./report.mjs').RequestRecord} RequestRecord */

/**
 * Sends the selected operations to the target and checks every answer.
 * @param {ConformanceOptions} options
 * @returns {Promise<Report>} with the token redacted everywhere
 * @throws {import('./settings.mjs').ConformanceUsageError} before anything is sent
 */
export async function runConformance(options) {
  const run = prepareRun(options);
  const startedAt = new Date();
  const started = performance.now();
  let completed = 0;
  const operations = await runInPhases(
    run.selected,
    // Deletes go one at a time: children must be gone before their parents.
    { workers: run.settings.workers, phaseOf, sequentialPhases: [3, 4] },
    async (operation) => {
      run.onProgress?.({ completed, total: run.selected.length, operationId: operation.operationId });
      const checked = await checkOperation(run, operation);
      completed += 1;
      return checked;
    },
  );
  const report = assembleReport(run, operations, { startedAt, durationMs: performance.now() - started });
  if (!run.baseline) return report;
  if (run.baseline.update) writeBaseline(run.baseline.file, report);
  const recorded = run.baseline.update ? readBaseline(run.baseline.file) : run.baseline.entries;
  return compareWithBaseline(report, recorded, run.baseline.file);
}

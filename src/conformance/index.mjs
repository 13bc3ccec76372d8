// @ts-check
// Conformance checking: sends requests built from the OpenAPI document to a real server and reports
// every place where its answers depart from the document. `runConformance` is the programmatic entry
// point; `cli.mjs` wraps it for `npm run conformance`. The work is elsewhere: the settings and the
// plan (settings.mjs, plan.mjs), one operation's requests and checks (operation-run.mjs), the second
// account's requests (second-account.mjs), the report (report.mjs) and its writers.
import { compareWithBaseline, readBaseline, writeBaseline } from './baseline.mjs';
import { send } from './http-client.mjs';
import { checkOperation } from './operation-run.mjs';
import { DELETE_STEP, phaseOf, SESSION_END_STEP } from './plan.mjs';
import { assembleReport, recordOf } from './report.mjs';
import { checkSecondAccount } from './second-account.mjs';
import { cleanUp, familyOf } from './sequences.mjs';
import { prepareRun } from './settings.mjs';
import { runInPhases } from './worker-pool.mjs';

export { CHECK_NAMES } from './checks.mjs';
export { DEFAULT_CASES, DEFAULT_SEED } from './generated-cases.mjs';
export { toHtmlReport } from './html-report.mjs';
export { DEFAULT_MAX_RESPONSE_BYTES } from './http-client.mjs';
export { toJUnitXml } from './junit.mjs';
export { toMarkdownSummary } from './markdown-summary.mjs';
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
/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */

/** Creates, reads and updates; then the second account (before anything is deleted); then deletes and sign-out. */
const BEFORE_DELETES = (/** @type {Operation} */ operation) => phaseOf(operation) < 3;

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
  /** @type {Map<string, OperationReport>} */
  const reports = new Map();
  /** @param {Operation[]} operations */
  const checkAll = async (operations) => {
    const checked = await runInPhases(operations, phases(run), async (operation) => {
      run.onProgress?.({ completed, total: run.selected.length, operationId: operation.operationId });
      const report = await checkOperation(run, operation);
      completed += 1;
      return report;
    });
    for (const report of checked) reports.set(report.operationId, report);
  };

  await checkAll(run.selected.filter(BEFORE_DELETES));
  // The second account, before anything is deleted; its requests and results join each operation's.
  const second = run.secondToken ? await checkSecondAccount(run, run.secondToken, phases(run)) : undefined;
  await checkAll(run.selected.filter((operation) => !BEFORE_DELETES(operation)));
  const cleanup = await cleanUpAfterRun(run, reports);

  const operations = run.selected.map((operation) => {
    const report = /** @type {OperationReport} */ (reports.get(operation.operationId));
    const extra = second?.byOperation.get(operation.operationId);
    return extra
      ? { ...report, requests: [...report.requests, ...extra.requests], results: [...report.results, ...extra.results] }
      : report;
  });
  const report = {
    ...assembleReport(run, operations, { startedAt, durationMs: performance.now() - started }, second?.runResults),
    ...(cleanup ? { cleanup } : {}),
  };
  if (!run.baseline) return report;
  if (run.baseline.update) writeBaseline(run.baseline.file, report);
  const recorded = run.baseline.update ? readBaseline(run.baseline.file) : run.baseline.entries;
  return compareWithBaseline(report, recorded, run.baseline.file);
}

/** Suppliers of real ids before their consumers; deletes one at a time, children before their parents. */
const phases = (/** @type {import('./settings.mjs').Run} */ run) => ({
  workers: run.settings.workers,
  phaseOf: run.stepOf,
  sequentialPhases: [DELETE_STEP, SESSION_END_STEP],
});

/**
 * Deletes every object the run's creates made and that is not gone yet, by the delete of its family;
 * each delete is listed under its create. Says what could not be deleted.
 * @param {import('./settings.mjs').Run} run @param {Map<string, OperationReport>} reports
 * @returns {Promise<import('./report.mjs').Cleanup | undefined>} undefined when nothing was created
 */
async function cleanUpAfterRun(run, reports) {
  const made = run.created.filter(({ exchange }) => {
    const status = exchange.response?.status ?? 0;
    return status >= 200 && status < 300;
  });
  if (made.length === 0) return undefined;
  let deleted = 0;
  /** @type {Map<string, number>} */
  const left = new Map();
  for (const { operation, exchange } of made) {
    const family = familyOf(operation, run.selected, run.ids.links);
    const report = reports.get(operation.operationId);
    const sendRecorded = async (
      /** @type {import('./requests.mjs').PlannedRequest} */ request,
      /** @type {string} */ purpose,
    ) => {
      const answer = await send(run.target, request, run.sendSettings);
      report?.requests.push(recordOf(purpose, answer));
      return answer;
    };
    if (family?.remove && (await cleanUp(run, family, operation, exchange, sendRecorded))) deleted += 1;
    else if (!family?.remove) left.set(operation.operationId, (left.get(operation.operationId) ?? 0) + 1);
  }
  return {
    created: made.length,
    deleted,
    left: [...left].map(([operationId, count]) => ({
      operationId,
      count,
      reason: 'no delete of this resource in the run',
    })),
  };
}

// @ts-check
// The report of a run, as the terminal, JUnit, JSON and HTML writers read it: the operations in the
// order they were sent, each with its requests and check results, the run's own checks and the totals.
// Every string in it passes through the redactor, since server answers may echo the token.
import { relative } from 'node:path';
import { authenticationResult } from './authentication.mjs';
import { coverageSummary } from './coverage.mjs';

/**
 * `coverage`, with --min-coverage: fails when too few operations got a success answer.
 * @param {import('./coverage.mjs').CoverageSummary} coverage @param {number | undefined} minimum
 * @returns {CheckResult[]}
 */
function minimumCoverageResult(coverage, minimum) {
  if (minimum === undefined) return [];
  const detail = `${coverage.succeeded} of ${coverage.sent} operations sent got a success answer (${coverage.percent}%), --min-coverage ${minimum}%`;
  return [{ check: 'coverage', status: coverage.percent >= minimum ? 'passed' : 'failed', detail }];
}

/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./checks.mjs').Exchange} Exchange */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */

/**
 * @typedef {object} RequestRecord one request of the run, without its headers (they carry the token)
 * @property {string} purpose `example`, `without credentials`, `invalid request <what is wrong>`,
 *   `generated case <n>: <what it tries>` or `shrinking <check>`
 * @property {string} method
 * @property {string} url path and query, relative to the target
 * @property {number} [status]
 * @property {string | null} [contentType]
 * @property {number} [durationMs]
 * @property {string} [error]
 */

/**
 * @typedef {object} OperationReport
 * @property {string} operationId
 * @property {string} tag
 * @property {string} method upper case
 * @property {string} path the path template of the document
 * @property {boolean} secured
 * @property {number} durationMs every request of the operation
 * @property {RequestRecord[]} requests
 * @property {CheckResult[]} results one per check, in CHECK_NAMES order
 * @property {import('./coverage.mjs').OperationCoverage} [coverage] what its requests exercised
 * @property {string} [withheld] why a write was not sent: no id from this run names its object
 */

/**
 * @typedef {{ passed: number, failed: number, warning: number, skipped: number }} StatusCounts
 * @typedef {object} Report
 * @property {string} target
 * @property {string} document
 * @property {string} startedAt ISO time
 * @property {number} durationMs
 * @property {import('./settings.mjs').ReportSettings} settings
 * @property {StatusCounts & { operations: number, checks: number }} totals
 * @property {CheckResult[]} runResults checks of the run as a whole: `token_accepted`
 * @property {boolean} passed true when no check failed (warnings do not fail a run)
 * @property {OperationReport[]} operations in the order they were sent
 * @property {{ operationId: string, reason: string }[]} notSent selected operations that were not sent
 * @property {import('./baseline.mjs').BaselineSummary} [baseline] with --baseline: new, known and fixed findings
 * @property {import('./coverage.mjs').CoverageSummary} coverage what the run exercised, and what not and why
 * @property {Cleanup} [cleanup] with --include-writes: the objects the run created, and what it deleted
 */

/**
 * What the run created and deleted again at its end.
 * @typedef {{ created: number, deleted: number, left: { operationId: string, count: number, reason: string }[] }} Cleanup
 */

/** @param {string} purpose @param {Exchange} exchange @returns {RequestRecord} */
export function recordOf(purpose, exchange) {
  const search = exchange.request.query.toString();
  return {
    purpose,
    method: exchange.request.method,
    url: `${exchange.request.path}${search ? `?${search}` : ''}`,
    status: exchange.response?.status,
    contentType: exchange.response?.contentType,
    durationMs: exchange.response ? Math.round(exchange.response.durationMs) : undefined,
    error: exchange.error,
  };
}

/**
 * @param {import('./settings.mjs').Run} run
 * @param {OperationReport[]} operations
 * @param {{ startedAt: Date, durationMs: number }} timing
 * @param {CheckResult[]} [otherRunResults] more checks of the run as a whole (the second account's `ignored_auth`)
 * @returns {Report} with the token redacted everywhere
 */
export function assembleReport(run, operations, { startedAt, durationMs }, otherRunResults = []) {
  const coverage = coverageSummary(operations, run.notSent, run.ids.followedLinks());
  const runResults = [
    authenticationResult(operations),
    ...minimumCoverageResult(coverage, run.minCoverage),
    ...otherRunResults,
  ];
  /** @type {StatusCounts} */
  const counts = { passed: 0, failed: 0, warning: 0, skipped: 0 };
  let checks = 0;
  for (const { status } of [...runResults, ...operations.flatMap((operation) => operation.results)]) {
    counts[status] += 1;
    checks += 1;
  }
  /** @type {Report} */
  const report = {
    target: run.target,
    document: relative(process.cwd(), run.documentFile) || run.documentFile,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(durationMs),
    settings: run.settings,
    totals: { operations: operations.length, checks, ...counts },
    passed: counts.failed === 0,
    runResults,
    operations,
    notSent: run.notSent,
    coverage,
  };
  // Everything that came from the server (bodies in details, echoed URLs) passes through here. Every
  // string is redacted on its own, so that even a token that is a common word cannot break the structure.
  return redactStrings(report, run.redact);
}

/**
 * @template T
 * @param {T} value @param {(text: string) => string} redact
 * @returns {T} a copy with `redact` applied to every string in it
 */
function redactStrings(value, redact) {
  if (typeof value === 'string') return /** @type {T} */ (redact(value));
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => redactStrings(item, redact)));
  if (value && typeof value === 'object') {
    return /** @type {T} */ (
      Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .map(([key, item]) => [key, redactStrings(item, redact)]),
      )
    );
  }
  return value;
}

// @ts-check
// Baselines: a team records the findings it already knows (`--update-baseline`), and later runs fail
// only on findings that are not in that record (`--baseline FILE`). A finding is recorded by a
// fingerprint made of what stays the same from run to run (the operation, the check and, for a schema
// violation, the rules of the document it breaks), never of ids, times or server messages.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */

/**
 * @typedef {object} BaselineEntry
 * @property {string} fingerprint
 * @property {string} operationId `run` for the checks of the run as a whole
 * @property {string} check
 * @property {string} detail the detail when it was recorded, for people; never compared
 */

/**
 * @typedef {object} BaselineSummary what a run found against its baseline
 * @property {string} file
 * @property {number} new failures not in the baseline: they fail the run
 * @property {number} known failures in the baseline
 * @property {BaselineEntry[]} fixed entries of the baseline that no longer fail
 */

export const BASELINE_VERSION = 1;

/**
 * The stable part of a finding. Schema violations add the schema rules they break (the JSON path
 * of an item in the body, `/projects/3/...`, changes with the data, the rule does not).
 * @param {string} operationId @param {Pick<CheckResult, 'check' | 'violations'>} result
 */
export function fingerprintOf(operationId, result) {
  const rules = [...new Set((result.violations ?? []).map((violation) => violation.schemaPath ?? violation.message))]
    .sort()
    .join(' ');
  const stable = `${operationId} ${result.check}${rules ? ` ${rules}` : ''}`;
  return `${operationId}/${result.check}/${createHash('sha256').update(stable).digest('hex').slice(0, 12)}`;
}

/** Every failure of a report, with the fingerprint of each. */
function failuresOf(/** @type {Report} */ report) {
  return [
    ...report.runResults.map((result) => ({ operationId: 'run', result })),
    ...report.operations.flatMap((operation) =>
      operation.results.map((result) => ({ operationId: operation.operationId, result })),
    ),
  ]
    .filter(({ result }) => result.status === 'failed')
    .map(({ operationId, result }) => ({ operationId, result, fingerprint: fingerprintOf(operationId, result) }));
}

/**
 * @param {string} file
 * @returns {BaselineEntry[]}
 * @throws {Error} with a message that says what is wrong with the file
 */
export function readBaseline(file) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--baseline ${file}: ${/** @type {Error} */ (error).message}`);
  }
  if (!parsed || parsed.version !== BASELINE_VERSION || !Array.isArray(parsed.findings)) {
    throw new Error(`--baseline ${file}: not a baseline written by --update-baseline (version ${BASELINE_VERSION})`);
  }
  return parsed.findings.filter(
    (/** @type {any} */ entry) => entry && typeof entry.fingerprint === 'string' && typeof entry.check === 'string',
  );
}

/** Writes every failure of the report as the new baseline. */
export function writeBaseline(/** @type {string} */ file, /** @type {Report} */ report) {
  const seen = new Set();
  /** @type {BaselineEntry[]} */
  const findings = [];
  for (const { operationId, result, fingerprint } of failuresOf(report)) {
    if (seen.has(fingerprint)) continue;
    seen.add(fingerprint);
    findings.push({ fingerprint, operationId, check: result.check, detail: result.detail });
  }
  findings.sort((left, right) => left.fingerprint.localeCompare(right.fingerprint));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ version: BASELINE_VERSION, findings }, null, 2)}\n`);
  return findings.length;
}

/**
 * Marks each failure `new` or `known`, lists the fixed entries, and makes the run pass unless a
 * failure is new.
 * @param {Report} report @param {BaselineEntry[]} baseline @param {string} file
 * @returns {Report}
 */
export function compareWithBaseline(report, baseline, file) {
  const known = new Set(baseline.map((entry) => entry.fingerprint));
  /** @returns {CheckResult} */
  const mark = (/** @type {string} */ operationId, /** @type {CheckResult} */ result) => {
    if (result.status !== 'failed') return result;
    const fingerprint = fingerprintOf(operationId, result);
    return { ...result, fingerprint, baseline: known.has(fingerprint) ? 'known' : 'new' };
  };
  const runResults = report.runResults.map((result) => mark('run', result));
  const operations = report.operations.map((operation) => ({
    ...operation,
    results: operation.results.map((result) => mark(operation.operationId, result)),
  }));
  const failing = new Set(failuresOf({ ...report, runResults, operations }).map(({ fingerprint }) => fingerprint));
  const all = [...runResults, ...operations.flatMap((operation) => operation.results)];
  const newCount = all.filter((result) => result.baseline === 'new').length;
  /** @type {BaselineSummary} */
  const summary = {
    file,
    new: newCount,
    known: all.filter((result) => result.baseline === 'known').length,
    fixed: baseline.filter((entry) => !failing.has(entry.fingerprint)),
  };
  return { ...report, runResults, operations, passed: newCount === 0, baseline: summary };
}

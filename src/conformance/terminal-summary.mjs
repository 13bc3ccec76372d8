// @ts-check
// The terminal summary: one row per operation and check, then the failures and warnings again (a
// full run has over a thousand rows), then the totals.

import { realIdsText } from './coverage.mjs';

/** @typedef {import('./index.mjs').Report} Report */
/** @typedef {import('./checks.mjs').CheckStatus} CheckStatus */

/** @type {Record<CheckStatus, string>} */
const LABELS = { passed: 'passed', failed: 'FAILED', warning: 'warning', skipped: 'skipped' };

/** @type {Record<CheckStatus, [number, number]>} ANSI on and off codes */
const COLORS = { passed: [32, 39], failed: [31, 39], warning: [33, 39], skipped: [2, 22] };

const plural = (/** @type {number} */ count, /** @type {string} */ noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Per operation: documented statuses seen, parameters sent present and absent, schema keywords
 * exercised; then the operations that got no success answer, and why.
 * @param {Report} report
 */
function coverageLines(report) {
  const { coverage } = report;
  if (!coverage) return [];
  const lines = [
    '',
    `Coverage: ${coverage.succeeded} of ${coverage.sent} operations sent got a success answer (${coverage.percent}%)`,
    ...(coverage.realIds?.takingIds
      ? [
          `Real ids: ${coverage.realIds.reached} of ${coverage.realIds.takingIds} operations that take an id got one from the server's answers, by ${(coverage.links ?? []).length} links (${(coverage.links ?? []).filter((link) => link.declared).length} declared in the document)`,
        ]
      : []),
  ];
  const width = Math.max(0, ...report.operations.map((operation) => operation.operationId.length));
  for (const operation of report.operations) {
    const { coverage: covered } = operation;
    if (!covered) continue;
    const query = covered.parameters.filter((parameter) => parameter.in === 'query');
    const optional = query.filter((parameter) => !parameter.required);
    const exercised = covered.keywords.filter((keyword) => keyword.exercised).length;
    lines.push(
      `  ${operation.operationId.padEnd(width)}  statuses ${covered.statusesSeen.join(',') || '-'} of ${covered.statusesDocumented.join(',')}; query ${query.filter((parameter) => parameter.present).length}/${query.length} present, ${optional.filter((parameter) => parameter.absent).length}/${optional.length} optional absent; keywords ${exercised}/${covered.keywords.length}${
        covered.keywords.some((keyword) => !keyword.exercised)
          ? ` (not: ${covered.keywords
              .filter((keyword) => !keyword.exercised)
              .map((keyword) => `${keyword.field} ${keyword.keyword}`)
              .join(', ')})`
          : ''
      }${covered.realIds ? `; ids ${realIdsText(covered.realIds)}` : ''}`,
    );
  }
  if (coverage.warnings.length > 0) {
    lines.push('', `Not exercised (${coverage.warnings.length}):`);
    for (const warning of coverage.warnings) lines.push(`  warning  ${warning.operationId}: ${warning.reason}`);
  }
  return lines;
}

/**
 * @param {Report} report
 * @param {{ color?: boolean, reportFiles?: string[] }} [options] `reportFiles` are listed at the end
 * @returns {string}
 */
export function formatTerminalSummary(report, { color = false, reportFiles = [] } = {}) {
  const paint = (/** @type {CheckStatus} */ status, /** @type {string} */ text) =>
    color ? `\u001b[${COLORS[status][0]}m${text}\u001b[${COLORS[status][1]}m` : text;
  // A zero stays plain so that the eye goes to the counts that matter.
  const paintIfAny = (/** @type {CheckStatus} */ status, /** @type {number} */ count, /** @type {string} */ text) =>
    count > 0 ? paint(status, text) : text;
  const rows = report.operations.flatMap((operation) =>
    operation.results.map((result) => ({ operationId: operation.operationId, ...result })),
  );
  const operationWidth = Math.max('OPERATION'.length, ...rows.map((row) => row.operationId.length));
  const checkWidth = Math.max('CHECK'.length, ...rows.map((row) => row.check.length));
  const resultWidth = 'warning'.length;
  // With a baseline, each failure says whether it is new (it fails the run) or known.
  const line = (/** @type {(typeof rows)[number]} */ row) =>
    `${paint(row.status, LABELS[row.status].padEnd(resultWidth))}  ${row.operationId.padEnd(operationWidth)}  ${row.check.padEnd(checkWidth)}  ${row.baseline ? `[${row.baseline}] ` : ''}${row.detail}`;

  const output = [`Conformance of ${report.target} to ${report.document}`, ''];
  const runFailures = (report.runResults ?? []).filter((result) => result.status === 'failed');
  // Said first and last: a run that checked nothing must not be mistaken for a clean one.
  const runBanner = runFailures.map((result) => `${paint('failed', 'FAILED')}  ${result.check}: ${result.detail}`);
  if (runBanner.length > 0) output.push(...runBanner, '');
  if (rows.length > 0) {
    output.push(
      `${'RESULT'.padEnd(resultWidth)}  ${'OPERATION'.padEnd(operationWidth)}  ${'CHECK'.padEnd(checkWidth)}  DETAIL`,
    );
    output.push(...rows.map(line));
  } else {
    output.push('No operation was sent.');
  }
  if (report.notSent.length > 0) {
    output.push(
      '',
      `Not sent: ${plural(report.notSent.length, 'operation')} that change data (add --include-writes to send them).`,
    );
  }
  output.push(...findingLines(report, rows, line));
  output.push(...coverageLines(report));
  output.push(...slowestLines(report), ...totalLines(report, paintIfAny));
  output.push(...runBanner);
  if (reportFiles.length > 0) output.push(`Reports: ${reportFiles.join(', ')}`);
  return `${output.join('\n')}\n`;
}

/** @typedef {import('./checks.mjs').CheckResult & { operationId: string }} Row */

/**
 * The failures and warnings again, each with its reproduction (new and known apart with a
 * baseline), and the baseline's findings that no longer fail.
 * @param {Report} report @param {Row[]} rows @param {(row: Row) => string} line
 */
function findingLines(report, rows, line) {
  const sections = report.baseline
    ? /** @type {const} */ ([
        ['failed', 'New failures (they fail the run)', (/** @type {Row} */ row) => row.baseline === 'new'],
        ['failed', `Known failures (in ${report.baseline.file})`, (/** @type {Row} */ row) => row.baseline === 'known'],
        ['warning', 'Warnings', () => true],
      ])
    : /** @type {const} */ ([
        ['failed', 'Failed', () => true],
        ['warning', 'Warnings', () => true],
      ]);
  const output = [];
  for (const [status, title, belongs] of sections) {
    const matching = rows.filter((row) => row.status === status && belongs(row));
    if (matching.length > 0) {
      output.push('', `${title} (${matching.length}):`);
      for (const row of matching) {
        output.push(`  ${line(row)}`);
        // A tenant_isolation failure has two lines: the owner's request and the second account's.
        const [first = '', ...more] = row.reproduction?.curl.split('\n') ?? [];
        if (row.reproduction)
          output.push(`      reproduce: ${first}`, ...more.map((curl) => `                 ${curl}`));
      }
    }
  }
  if (report.baseline && report.baseline.fixed.length > 0) {
    output.push('', `Fixed since the baseline (${report.baseline.fixed.length}): recorded, and no longer failing`);
    for (const entry of report.baseline.fixed)
      output.push(`  fixed    ${entry.operationId}  ${entry.check}  ${entry.detail}`);
  }
  return output;
}

/** The five slowest operations. @param {Report} report */
function slowestLines(report) {
  const slowest = [...report.operations].sort((left, right) => right.durationMs - left.durationMs).slice(0, 5);
  if (slowest.length === 0) return [];
  return [
    '',
    'Slowest operations (every request, generated cases included):',
    ...slowest.map((operation) => `  ${String(operation.durationMs).padStart(7)} ms  ${operation.operationId}`),
  ];
}

/**
 * The totals, and the count against the baseline.
 * @param {Report} report
 * @param {(status: CheckStatus, count: number, text: string) => string} paintIfAny
 */
function totalLines(report, paintIfAny) {
  const { totals } = report;
  const output = [
    '',
    `${plural(totals.operations, 'operation')}, ${plural(totals.checks, 'check')}: ` +
      [
        paintIfAny('passed', totals.passed, `${totals.passed} passed`),
        paintIfAny('failed', totals.failed, `${totals.failed} failed`),
        paintIfAny('warning', totals.warning, plural(totals.warning, 'warning')),
        paintIfAny('skipped', totals.skipped, `${totals.skipped} skipped`),
      ].join(', ') +
      ` in ${(report.durationMs / 1000).toFixed(1)} s`,
  ];
  if (report.baseline) {
    const { baseline } = report;
    output.push(
      `Against ${baseline.file}: ${paintIfAny('failed', baseline.new, `${baseline.new} new`)}, ${baseline.known} known, ${baseline.fixed.length} fixed`,
    );
  }
  return output;
}

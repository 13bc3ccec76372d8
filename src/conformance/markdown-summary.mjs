// @ts-check
// `<report>/summary.md`: a short Markdown summary for a pull-request comment (GitHub, GitLab): the
// verdict, the totals, the failures (new ones first, with a baseline) in a table, their curl lines
// folded away, and what a baseline says is fixed. It stays under the 65,536 characters GitHub
// accepts in a comment: past a limit, the rest is counted, not listed.

/** @typedef {import('./report.mjs').Report} Report */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */

export const MAX_LISTED_FINDINGS = 50;
const MAX_CELL = 200;

/** Text for a table cell: one line, pipes escaped, markup neutralised, cut to a length. */
function cell(/** @type {string} */ text) {
  const line = text.replace(/\s+/g, ' ').trim();
  const cut = line.length > MAX_CELL ? `${line.slice(0, MAX_CELL - 1)}…` : line;
  return cut
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('`', "'");
}

/** @param {Report} report @returns {string} */
export function toMarkdownSummary(report) {
  const { totals } = report;
  const findings = [
    ...report.runResults.map((result) => ({ operationId: 'run', result })),
    ...report.operations.flatMap((operation) =>
      operation.results.map((result) => ({ operationId: operation.operationId, result })),
    ),
  ].filter(({ result }) => result.status === 'failed' || result.status === 'warning');
  const rank = (/** @type {CheckResult} */ result) =>
    result.status === 'warning' ? 2 : result.baseline === 'known' ? 1 : 0;
  findings.sort((left, right) => rank(left.result) - rank(right.result));

  const verdict = report.passed
    ? report.baseline
      ? 'No new failure'
      : 'Every check passed'
    : report.baseline
      ? `${report.baseline.new} new failure${report.baseline.new === 1 ? '' : 's'}`
      : `${totals.failed} failed`;
  const lines = [
    `### Conformance of \`${cell(report.target)}\`: ${verdict}`,
    '',
    `${totals.operations} operations, ${totals.checks} checks: ${totals.passed} passed, ${totals.failed} failed, ${totals.warning} warnings, ${totals.skipped} skipped in ${(report.durationMs / 1000).toFixed(1)} s.`,
  ];
  if (report.baseline) {
    lines.push(
      '',
      `Against the baseline \`${cell(report.baseline.file)}\`: **${report.baseline.new} new**, ${report.baseline.known} known, ${report.baseline.fixed.length} fixed.`,
    );
  }
  if (findings.length > 0) {
    lines.push('', '| result | operation | check | detail |', '| --- | --- | --- | --- |');
    for (const { operationId, result } of findings.slice(0, MAX_LISTED_FINDINGS)) {
      const label =
        result.status === 'warning' ? 'warning' : result.baseline ? `failed (${result.baseline})` : 'failed';
      lines.push(`| ${label} | \`${cell(operationId)}\` | \`${result.check}\` | ${cell(result.detail)} |`);
    }
    if (findings.length > MAX_LISTED_FINDINGS) {
      lines.push('', `…and ${findings.length - MAX_LISTED_FINDINGS} more in the HTML and JSON reports.`);
    }
    const reproductions = findings
      .slice(0, MAX_LISTED_FINDINGS)
      .filter(({ result }) => result.reproduction && result.status === 'failed' && result.baseline !== 'known');
    if (reproductions.length > 0) {
      lines.push('', '<details><summary>Reproduce (set DEPSIGHT_TOKEN first)</summary>', '', '```sh');
      for (const { operationId, result } of reproductions) {
        lines.push(
          `# ${operationId} ${result.check}`,
          ...(result.reproduction?.curl.split('\n') ?? []).map((curl) => curl.slice(0, 2000)),
        );
      }
      lines.push('```', '', '</details>');
    }
  }
  if (report.baseline && report.baseline.fixed.length > 0) {
    lines.push(
      '',
      `Fixed since the baseline: ${report.baseline.fixed.map((entry) => `\`${cell(entry.operationId)}\` \`${entry.check}\``).join(', ')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

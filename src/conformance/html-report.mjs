// @ts-check
// `report.html`: one self-contained file a backend team can attach to a ticket. Every finding with
// its detail, the schema rules it broke and a ready-to-run curl line; the time of every operation.
// Everything from the server is escaped, and the page's Content-Security-Policy forbids scripts and
// any load from elsewhere, so markup in a server's answer can never run or fetch anything.

import { realIdsText } from './coverage.mjs';

/** @typedef {import('./index.mjs').Report} Report */
/** @typedef {import('./index.mjs').OperationReport} OperationReport */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(/** @type {unknown} */ value) {
  return (
    String(value)
      // NUL and other C0 controls (but tab and line breaks) have no place in a page.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\uFFFD')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;')
  );
}

const STYLE = `
:root { color-scheme: light dark; --fail: #b42318; --warn: #8a5a00; --pass: #1a7f37; --muted: #6b7280; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; }
h1 { font-size: 1.5rem; margin-bottom: .25rem; }
h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid #8884; padding-bottom: .25rem; }
h3 { font-size: 1rem; margin: 0 0 .5rem; }
.meta, .muted { color: var(--muted); }
.totals span { margin-right: 1rem; }
.failed { color: var(--fail); font-weight: 600; }
.warning { color: var(--warn); font-weight: 600; }
.passed { color: var(--pass); }
.banner { border: 2px solid var(--fail); border-radius: 6px; padding: .75rem 1rem; margin: 1rem 0; }
.tag { border: 1px solid currentColor; border-radius: 4px; padding: 0 .3rem; font-size: .8em; }
.tag.new { color: var(--fail); } .tag.known { color: var(--muted); }
.finding { border: 1px solid #8886; border-radius: 6px; padding: .75rem 1rem; margin: 1rem 0; }
pre { background: #8881; padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #8883; vertical-align: top; }
td.number { text-align: right; font-variant-numeric: tabular-nums; }
code { font-size: .9em; }
`;

/** @param {CheckResult} result @param {OperationReport} [operation] */
function findingHtml(result, operation) {
  const title = operation
    ? `${escapeHtml(operation.operationId)} <span class="muted">${escapeHtml(operation.method)} ${escapeHtml(operation.path)}</span>`
    : 'The run';
  const parts = [
    '<section class="finding">',
    `<h3><span class="${result.status}">${result.status === 'failed' ? 'FAILED' : 'warning'}</span>${result.baseline ? ` <span class="tag ${result.baseline}">${result.baseline}</span>` : ''} ${title} · <code>${escapeHtml(result.check)}</code></h3>`,
    `<p>${escapeHtml(result.detail)}</p>`,
  ];
  if (result.violations?.length) {
    parts.push(
      '<table><thead><tr><th>JSON path in the body</th><th>violation</th><th>times</th><th>schema rule broken</th></tr></thead><tbody>',
      ...result.violations.map(
        (violation) =>
          `<tr><td><code>${escapeHtml(violation.path)}</code></td><td>${escapeHtml(violation.message)}</td><td class="number">${violation.count}</td><td><code>${escapeHtml(violation.schemaPath ?? '')}</code></td></tr>`,
      ),
      '</tbody></table>',
    );
  }
  if (result.reproduction) {
    const { reproduction } = result;
    parts.push(
      `<p class="muted">Reproduction: ${escapeHtml(reproduction.request)}${reproduction.shrunk ? ' (shrunk to the smallest request that still fails)' : ''}. Set <code>DEPSIGHT_TOKEN</code> first.</p>`,
      `<pre><code>${escapeHtml(reproduction.curl)}</code></pre>`,
    );
  }
  parts.push('</section>');
  return parts.join('\n');
}

/** The coverage section: the share of operations with a success answer, what was not exercised and why, and per operation what was. */
function coverageHtml(/** @type {Report} */ report) {
  const { coverage } = report;
  if (!coverage) return '';
  const rows = report.operations
    .filter((operation) => operation.coverage)
    .map((operation) => {
      const covered = /** @type {import('./coverage.mjs').OperationCoverage} */ (operation.coverage);
      const parameters = covered.parameters
        .map(
          (parameter) => `${parameter.name}${parameter.present ? ' present' : ''}${parameter.absent ? ' absent' : ''}`,
        )
        .join(', ');
      const keywords = covered.keywords
        .map(
          (keyword) =>
            `<span class="${keyword.exercised ? 'passed' : 'muted'}">${escapeHtml(`${keyword.field} ${keyword.keyword}`)}</span>`,
        )
        .join(', ');
      return `<tr><td>${escapeHtml(operation.operationId)}</td><td>${covered.success ? 'yes' : '<span class="warning">no</span>'}</td><td>${escapeHtml(covered.statusesSeen.join(', '))} <span class="muted">of ${escapeHtml(covered.statusesDocumented.join(', '))}</span></td><td>${escapeHtml(parameters)}</td><td>${keywords}</td><td>${covered.realIds ? escapeHtml(realIdsText(covered.realIds)) : ''}</td></tr>`;
    });
  return `<section class="coverage">
<h2>Coverage</h2>
<p>${coverage.succeeded} of ${coverage.sent} operations sent got a success answer (${coverage.percent}%).${coverage.realIds?.takingIds ? ` Real ids reached ${coverage.realIds.reached} of the ${coverage.realIds.takingIds} operations that take one, by ${(coverage.links ?? []).length} links.` : ''}</p>
${coverage.warnings.length > 0 ? `<h3>Not exercised (${coverage.warnings.length})</h3>\n<ul>\n${coverage.warnings.map((warning) => `<li><code>${escapeHtml(warning.operationId)}</code>: ${escapeHtml(warning.reason)}</li>`).join('\n')}\n</ul>` : ''}
<table>
<thead><tr><th>operation</th><th>success</th><th>documented statuses seen</th><th>parameters sent</th><th>schema keywords (exercised in green)</th><th>ids</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</section>`;
}

/** @param {Report} report @returns {string} a whole HTML page */
export function toHtmlReport(report) {
  const { totals } = report;
  const runFindings = report.runResults.filter((result) => result.status === 'failed');
  const findings = report.operations.flatMap((operation) =>
    operation.results
      .filter((result) => result.status === 'failed' || result.status === 'warning')
      .map((result) => ({ operation, result })),
  );
  const slowestFirst = [...report.operations].sort((left, right) => right.durationMs - left.durationMs);
  const settings = report.settings;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance of ${escapeHtml(report.target)}: ${report.passed ? 'passed' : `${totals.failed} failed`}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Conformance of ${escapeHtml(report.target)}</h1>
<p class="meta">to ${escapeHtml(report.document)} · started ${escapeHtml(report.startedAt)} · took ${(report.durationMs / 1000).toFixed(1)} s · ${settings.cases} generated cases per operation, seed ${settings.seed} · ${settings.includeWrites ? 'reads and writes' : 'reads only'}</p>
<p class="totals"><span>${totals.operations} operations</span><span>${totals.checks} checks</span><span class="${totals.failed ? 'failed' : ''}">${totals.failed} failed</span><span class="${totals.warning ? 'warning' : ''}">${totals.warning} warnings</span><span class="passed">${totals.passed} passed</span><span>${totals.skipped} skipped</span></p>
<p><strong class="${report.passed ? 'passed' : 'failed'}">${report.passed ? (report.baseline ? 'No new failure.' : 'Every check passed.') : 'Some checks failed.'}</strong></p>
${report.baseline ? `<p>Against the baseline ${escapeHtml(report.baseline.file)}: <span class="${report.baseline.new ? 'failed' : ''}">${report.baseline.new} new</span>, ${report.baseline.known} known, ${report.baseline.fixed.length} fixed.</p>` : ''}
</header>
${runFindings.map((result) => `<div class="banner" role="alert">${findingHtml(result)}</div>`).join('\n')}
<main>
<h2>Findings (${findings.length})</h2>
${findings.length === 0 ? '<p>No check failed and none gave a warning.</p>' : findings.map(({ operation, result }) => findingHtml(result, operation)).join('\n')}
${
  report.baseline && report.baseline.fixed.length > 0
    ? `<h2>Fixed since the baseline (${report.baseline.fixed.length})</h2>\n<ul>\n${report.baseline.fixed.map((entry) => `<li><code>${escapeHtml(entry.operationId)}</code> · <code>${escapeHtml(entry.check)}</code>: ${escapeHtml(entry.detail)}</li>`).join('\n')}\n</ul>`
    : ''
}
${coverageHtml(report)}
<h2>Time per operation</h2>
<table>
<thead><tr><th>operation</th><th>method and path</th><th>requests</th><th>time</th></tr></thead>
<tbody>
${slowestFirst
  .map(
    (operation) =>
      `<tr><td>${escapeHtml(operation.operationId)}</td><td><code>${escapeHtml(operation.method)} ${escapeHtml(operation.path)}</code></td><td class="number">${operation.requests.length}</td><td class="number">${operation.durationMs} ms</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>
${
  report.notSent.length > 0
    ? `<h2>Not sent (${report.notSent.length})</h2>\n<ul>\n${report.notSent.map((entry) => `<li>${escapeHtml(entry.operationId)}: ${escapeHtml(entry.reason)}</li>`).join('\n')}\n</ul>`
    : ''
}
</main>
</body>
</html>
`;
}

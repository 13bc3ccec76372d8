// @ts-check
// JUnit XML for CI systems: one <testsuite> per operation, one <testcase> per check. Failures are
// <failure>, skipped checks <skipped>; a warning passes but carries a `result=warning` property and
// its detail in <system-out>, the two places CI systems show for a passing test.

/** @typedef {import('./index.mjs').Report} Report */
/** @typedef {import('./index.mjs').OperationReport} OperationReport */
/** @typedef {import('./checks.mjs').CheckName} CheckName */

// Characters XML 1.0 cannot carry at all, even escaped (server bodies may contain them).
const NOT_XML_CHARACTERS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for an XML attribute or element. */
export function escapeXml(/** @type {string} */ text) {
  return text
    .replace(NOT_XML_CHARACTERS, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const seconds = (/** @type {number} */ milliseconds) => (milliseconds / 1000).toFixed(3);

/** How long the requests a check looked at took. */
function checkDurationMs(/** @type {OperationReport} */ operation, /** @type {CheckName} */ check) {
  const sum = (/** @type {(purpose: string) => boolean} */ isLookedAt) =>
    operation.requests
      .filter((request) => isLookedAt(request.purpose))
      .reduce((total, request) => total + (request.durationMs ?? 0), 0);
  if (check === 'missing_auth_rejected') return sum((purpose) => purpose === 'without credentials');
  if (check === 'negative_data_rejection') return sum((purpose) => purpose.startsWith('invalid request'));
  return sum((purpose) => purpose === 'example');
}

/** A known failure (in the baseline) is a skipped test case: it does not fail the run. */
const junitStatus = (/** @type {import('./checks.mjs').CheckResult} */ result) =>
  result.status === 'failed' && result.baseline === 'known' ? 'skipped' : result.status;

/** ` name="value"` pairs, escaped. */
const attributes = (/** @type {Record<string, string | number>} */ values) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

/** @param {Report} report @returns {string} */
export function toJUnitXml(report) {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push(
    `<testsuites${attributes({
      name: `depsight conformance of ${report.target}`,
      tests: report.totals.checks + (report.baseline?.fixed.length ?? 0),
      failures: report.totals.failed - (report.baseline?.known ?? 0),
      errors: 0,
      skipped: report.totals.skipped + (report.baseline?.known ?? 0),
      time: seconds(report.durationMs),
      timestamp: report.startedAt,
    })}>`,
  );
  // Checks of the run as a whole (was the token accepted?) form a suite of their own.
  const runSuite = {
    operationId: 'run',
    tag: 'run',
    method: '',
    path: '',
    secured: false,
    durationMs: report.durationMs,
    requests: [],
    results: report.runResults ?? [],
  };
  for (const operation of [...(runSuite.results.length > 0 ? [runSuite] : []), ...report.operations]) {
    lines.push(...operationSuite(operation, report.startedAt));
  }
  lines.push(...fixedSuite(report));
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

/** One operation's <testsuite>: its properties and a <testcase> per check. */
function operationSuite(/** @type {OperationReport} */ operation, /** @type {string} */ startedAt) {
  const count = (/** @type {string} */ status) =>
    operation.results.filter((result) => junitStatus(result) === status).length;
  const lines = [
    `  <testsuite${attributes({
      name: operation.operationId,
      tests: operation.results.length,
      failures: count('failed'),
      errors: 0,
      skipped: count('skipped'),
      time: seconds(operation.durationMs),
      timestamp: startedAt,
    })}>`,
    '    <properties>',
  ];
  for (const [name, value] of Object.entries({ method: operation.method, path: operation.path, tag: operation.tag })) {
    lines.push(`      <property${attributes({ name, value })}/>`);
  }
  lines.push('    </properties>');
  for (const result of operation.results) lines.push(...testCase(operation, result));
  lines.push('  </testsuite>');
  return lines;
}

/** One check's <testcase>: empty when it passed, else with its failure, skip or warning. */
function testCase(/** @type {OperationReport} */ operation, /** @type {import('./checks.mjs').CheckResult} */ result) {
  const testcase = attributes({
    classname: `${operation.tag}.${operation.operationId}`,
    name: result.check,
    time: seconds(checkDurationMs(operation, result.check)),
  });
  if (result.status === 'passed') return [`    <testcase${testcase}/>`];
  const lines = [`    <testcase${testcase}>`];
  if (result.status === 'failed' && result.baseline === 'known') {
    // A known failure does not fail the run, so it does not fail the CI's test report either.
    lines.push(`      <skipped${attributes({ message: `known failure (in the baseline): ${result.detail}` })}/>`);
  } else if (result.status === 'failed') {
    const violations = (result.violations ?? [])
      .map(({ path, message, count }) => `${path} ${message}${count > 1 ? ` (${count} times)` : ''}`)
      .join('\n');
    const reproduction = result.reproduction
      ? `\n\nReproduce (${result.reproduction.request}):\n${result.reproduction.curl}`
      : '';
    lines.push(
      `      <failure${attributes({ message: `${result.baseline ? `[${result.baseline}] ` : ''}${result.detail}`, type: result.check })}>${escapeXml(
        (violations || result.detail) + reproduction,
      )}</failure>`,
    );
  } else if (result.status === 'skipped') {
    lines.push(`      <skipped${attributes({ message: result.detail })}/>`);
  } else {
    lines.push('      <properties>');
    lines.push(`        <property${attributes({ name: 'result', value: 'warning' })}/>`);
    lines.push('      </properties>');
    lines.push(`      <system-out>${escapeXml(`warning: ${result.detail}`)}</system-out>`);
  }
  lines.push('    </testcase>');
  return lines;
}

/** The passing suite of the baseline's findings that no longer fail, when there are any. */
function fixedSuite(/** @type {Report} */ report) {
  if (!report.baseline || report.baseline.fixed.length === 0) return [];
  const lines = [
    `  <testsuite${attributes({ name: 'fixed since the baseline', tests: report.baseline.fixed.length, failures: 0, errors: 0, skipped: 0, time: '0.000', timestamp: report.startedAt })}>`,
  ];
  for (const entry of report.baseline.fixed) {
    lines.push(
      `    <testcase${attributes({ classname: `fixed.${entry.operationId}`, name: entry.check, time: '0.000' })}>`,
    );
    lines.push(
      `      <system-out>${escapeXml(`fixed: ${entry.fingerprint}, recorded as: ${entry.detail}`)}</system-out>`,
    );
    lines.push('    </testcase>');
  }
  lines.push('  </testsuite>');
  return lines;
}

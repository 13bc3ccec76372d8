// @ts-check
// The closing lines of `npm test` that name each failed test: a CI log is often read from its end, so
// each line says where (the test file's line the failure came from), what and the first line of why.

/**
 * @param {any} report vitest's JSON report
 * @param {string} label the run it came from
 * @param {string} directory the directory vitest ran in (its report names files by absolute path)
 * @returns {string[]} a line per failed test or suite: where, what, and the first line of why
 */
export function failedTestLines(report, label, directory) {
  const cwd = `${directory}/`;
  const firstLine = (/** @type {unknown} */ text) =>
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 240) ?? '';
  /** @type {string[]} */
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const file = String(suite.name).replace(cwd, '');
    const failedInSuite = (suite.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed');
    for (const test of failedInSuite) {
      const line = failedAtLine(test.failureMessages?.[0], String(suite.name));
      const where = line === undefined ? file : `${file}:${line}`;
      lines.push(`  ✗ ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])} [${label}]`);
    }
    if (suite.status === 'failed' && failedInSuite.length === 0) {
      lines.push(`  ✗ ${file}: ${firstLine(suite.message)} [${label}]`);
    }
  }
  return lines;
}

/**
 * The line of the test's own steps the failure came from (161 for `tests/x.test.ts:161`), where a
 * first line as general as a time-out does not say which step it was: the outermost frame of the
 * stack in the test file, so a helper of the file that threw is named by the step that called it.
 * @param {unknown} message a failure message with its stack
 * @param {string} path the test file's absolute path
 * @returns {string | undefined}
 */
function failedAtLine(message, path) {
  const frame = String(message ?? '')
    .split('\n')
    .map((text) => text.trim())
    .findLast((text) => text.startsWith('at ') && text.includes(`${path}:`));
  return frame?.slice(frame.indexOf(`${path}:`) + path.length + 1).match(/^\d+/)?.[0];
}

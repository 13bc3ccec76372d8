#!/usr/bin/env node
// @ts-check
// `npm run conformance -- --target <url> ...`: checks a server against the OpenAPI document, prints
// one row per operation and check, writes junit.xml and report.json, exits 1 when a check failed.
import { createInterface } from 'node:readline/promises';
import { loadDocument } from '../openapi-index/load-document.mjs';
import { listOperations } from '../openapi-index/openapi-operations.mjs';
import { parseArguments, USAGE } from './arguments.mjs';
import {
  ConformanceUsageError,
  DEFAULT_DOCUMENT,
  formatTerminalSummary,
  runConformance,
  writeReports,
} from './index.mjs';
import { isWriteOperation, selectOperations } from './plan.mjs';
import { createRedactor } from './redact.mjs';

const EXIT_FAILED_CHECKS = 1;
const EXIT_NOT_STARTED = 2;

/**
 * Writes reach the server only after a person agreed, or with --yes when no one can be asked.
 * @param {import('./arguments.mjs').CliOptions} options
 * @returns {Promise<string | undefined>} why the run must not start, or undefined to go on
 */
async function confirmWrites(options) {
  if (!options.includeWrites || options.yes) return undefined;
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    return '--include-writes sends requests that create, change and delete data, and there is no terminal to confirm it: add --yes to send them anyway.';
  }
  const document = loadDocument(options.documentFile ?? DEFAULT_DOCUMENT);
  const { selected } = selectOperations(listOperations(document), { only: options.only, includeWrites: true });
  const writes = selected.filter(isWriteOperation).length;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await prompt.question(
    `--include-writes sends ${writes} operations that create, change and delete data on ${options.target}. Continue? [y/N] `,
  );
  prompt.close();
  return /^y(es)?$/i.test(answer.trim()) ? undefined : 'Cancelled: no request was sent.';
}

async function main() {
  const parsed = parseArguments(process.argv.slice(2), process.env);
  if (parsed.help) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    return EXIT_NOT_STARTED;
  }
  const { options } = parsed;
  const redact = createRedactor([options.token, options.secondToken]);
  const refusal = await confirmWrites(options);
  if (refusal) {
    console.error(refusal);
    return EXIT_NOT_STARTED;
  }

  const showProgress = Boolean(process.stderr.isTTY);
  try {
    const report = await runConformance({
      ...options,
      onProgress: showProgress
        ? ({ completed, total, operationId }) =>
            process.stderr.write(`\r\u001b[2K[${completed + 1}/${total}] ${operationId}`)
        : undefined,
    });
    if (showProgress) process.stderr.write('\r\u001b[2K');
    const { junitFile, jsonFile, htmlFile, markdownFile } = writeReports(report, options.reportDirectory);
    process.stdout.write(
      redact(
        formatTerminalSummary(report, {
          color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
          reportFiles: [junitFile, jsonFile, htmlFile, markdownFile],
        }),
      ),
    );
    return report.passed ? 0 : EXIT_FAILED_CHECKS;
  } catch (error) {
    if (showProgress) process.stderr.write('\r\u001b[2K');
    if (error instanceof ConformanceUsageError) {
      console.error(redact(error.message));
      return EXIT_NOT_STARTED;
    }
    console.error(redact(`The conformance run stopped: ${/** @type {Error} */ (error).stack ?? error}`));
    return EXIT_NOT_STARTED;
  }
}

process.exitCode = await main();

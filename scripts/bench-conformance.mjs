#!/usr/bin/env node
// @ts-check
// Measures a full conformance run against the Prism mock of the document with the default settings
// (25 generated cases per operation, 4 workers): `node scripts/bench-conformance.mjs
// [--include-writes] [--cases N] [--workers N]`. Prints the time, the requests sent and any check that
// did not pass; the goal is under 60 s on a developer machine. Exit 1 when a check failed.
import { startPrism } from '../mocks/server/prism.mjs';
import { runConformance } from '../src/conformance/index.mjs';
import { BUNDLE_FILE } from './lib/spec-build.mjs';

const argv = process.argv.slice(2);
const numberAfter = (/** @type {string} */ name) => {
  const index = argv.indexOf(name);
  return index === -1 ? undefined : Number(argv[index + 1]);
};

const prism = await startPrism({ document: BUNDLE_FILE });
try {
  const started = performance.now();
  const report = await runConformance({
    target: prism.url,
    token: 'bench-token-0000',
    includeWrites: argv.includes('--include-writes'),
    cases: numberAfter('--cases'),
    workers: numberAfter('--workers'),
  });
  const seconds = (performance.now() - started) / 1000;
  const requests = report.operations.reduce((sum, operation) => sum + operation.requests.length, 0);
  const problems = [...report.runResults.map((result) => ({ operationId: 'run', result }))]
    .concat(
      report.operations.flatMap((operation) =>
        operation.results.map((result) => ({ operationId: operation.operationId, result })),
      ),
    )
    .filter(({ result }) => result.status === 'failed' || result.status === 'warning');
  for (const { operationId, result } of problems)
    console.log(`${result.status} ${operationId} ${result.check}: ${result.detail}`);
  console.log(
    `${report.totals.operations} operations, ${requests} requests, ${report.settings.cases} cases each, ${report.settings.workers} workers: ${seconds.toFixed(1)} s (${Math.round(requests / seconds)} requests/s); ${report.totals.failed} failed, ${report.totals.warning} warnings`,
  );
  process.exitCode = report.passed ? 0 : 1;
} finally {
  await prism.stop();
}

// The conformance tool against the Prism mock of the document (without --errors): a server that
// answers exactly as documented must pass every check, reads and writes alike.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_NAMES, type Report, runConformance } from '../../scripts/conformance/index.mjs';
import { listOperations, loadDocument } from '../../scripts/lib/openapi-operations.mjs';
import { startPrism } from '../../scripts/lib/prism.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { readJUnitElements } from './junit-reader';
import { type CliRun, runCli } from './run-cli';

const TOKEN = 'mock-run-secret-5d1e0b77';
const operations = listOperations(loadDocument(BUNDLE_FILE));
const readOperationCount = operations.filter((operation) => operation.method === 'get').length;

let prism: Awaited<ReturnType<typeof startPrism>>;
let reportDirectory: string;

beforeAll(async () => {
  prism = await startPrism({ document: BUNDLE_FILE });
  reportDirectory = mkdtempSync(join(tmpdir(), 'conformance-mock-'));
}, 60_000);

afterAll(async () => {
  await prism?.stop();
  if (reportDirectory) rmSync(reportDirectory, { recursive: true, force: true });
});

/** `operationId check: detail` for every result that is neither passed nor skipped. */
function problemsOf(report: Report): string[] {
  return report.operations.flatMap((operation) =>
    operation.results
      .filter((result) => result.status === 'failed' || result.status === 'warning')
      .map((result) => `${operation.operationId} ${result.check}: ${result.detail}`),
  );
}

describe('the Prism mock of the document', () => {
  let run: CliRun;
  let report: Report;

  beforeAll(async () => {
    run = await runCli(['--target', prism.url, '--report', reportDirectory], { DEPSIGHT_TOKEN: TOKEN });
    report = JSON.parse(readFileSync(join(reportDirectory, 'report.json'), 'utf8'));
  }, 120_000);

  it('passes every check of every read operation, and the command exits with 0', () => {
    expect(problemsOf(report)).toEqual([]);
    expect(report.totals.operations).toBe(readOperationCount);
    expect(report.notSent).toHaveLength(operations.length - readOperationCount);
    expect(run.exitCode).toBe(0);
  });

  it('raises no false alarm on the requests generated with the default count', () => {
    expect(report.settings.cases).toBe(25);
    const generated = report.operations.flatMap((operation) =>
      operation.requests.filter((request) => request.purpose.startsWith('generated case')),
    );
    expect(generated.length).toBeGreaterThan(1000);
    expect(report.runResults).toEqual([expect.objectContaining({ check: 'token_accepted', status: 'passed' })]);
  });

  it('skips only what the document leaves nothing to check for', () => {
    const reasons = new Set(
      report.operations.flatMap((operation) =>
        operation.results.filter((result) => result.status === 'skipped').map((result) => result.detail),
      ),
    );
    expect([...reasons].sort()).toEqual([
      'application/pdf is not JSON',
      'image/svg+xml is not JSON',
      'the document leaves nothing to break (no required or typed parameter, no body)',
      'the operation accepts anonymous calls',
    ]);
  });

  it('writes a JUnit file without failures and never shows the token taken from DEPSIGHT_TOKEN', () => {
    const junit = readFileSync(join(reportDirectory, 'junit.xml'), 'utf8');
    const root = readJUnitElements(junit)[0];
    expect(root?.attributes).toMatchObject({
      tests: String(readOperationCount * CHECK_NAMES.length + 1),
      failures: '0',
    });
    for (const output of [run.stdout, run.stderr, junit, JSON.stringify(report)]) {
      expect(output).not.toContain(TOKEN);
    }
    expect(report.settings.credentials).toBe('provided');
  });

  // The read run above uses the default case count; a few cases are enough to send every write.
  it('passes every check of every operation, writes included', async () => {
    const withWrites = await runConformance({ target: prism.url, token: TOKEN, includeWrites: true, cases: 4 });
    expect(problemsOf(withWrites)).toEqual([]);
    expect(withWrites.totals.operations).toBe(operations.length);
    expect(withWrites.passed).toBe(true);
    // Prism keeps no state: the create, read and delete checks see that and skip.
    const lifecycle = withWrites.operations.flatMap((operation) =>
      operation.results.filter((result) => ['ensure_resource_availability', 'use_after_free'].includes(result.check)),
    );
    expect(lifecycle.map((result) => result.status)).toEqual(lifecycle.map(() => 'skipped'));
    expect(
      lifecycle.filter((result) => /never created: the server keeps no state/.test(result.detail)).length,
    ).toBeGreaterThan(2);
  }, 120_000);
});

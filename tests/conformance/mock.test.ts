// The conformance tool against the Prism mock of the document (without --errors): a server that
// answers as documented passes every check, reads and writes alike, but one. Prism takes an empty
// value of an optional query parameter (`q=`) for an absent one and answers 200 where the document
// sets `minLength: 1`; the tool must find exactly that, on exactly the operations that have one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_NAMES, type Report, runConformance } from '../../scripts/conformance/index.mjs';
import { deref, listOperations, loadDocument } from '../../scripts/lib/openapi-operations.mjs';
import { startPrism } from '../../scripts/lib/prism.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
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
}, 150_000);

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

const EMPTY_QUERY_ACCEPTED =
  /^negative_data_rejection: invalid request with query parameter "[^"]+" = "" \(under minLength\): answered 200 OK, expected a 4xx(; invalid request with query parameter "[^"]+" = "" \(under minLength\): answered 200 OK, expected a 4xx)*$/;

/** The operations of a run that have an optional free-form query string with a minimum length. */
function withMinLengthQuery(report: Report): string[] {
  const document = loadDocument(BUNDLE_FILE);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  return report.operations
    .map((operation) => operation.operationId)
    .filter((operationId) =>
      byId.get(operationId)?.parameters.some((parameter) => {
        if (parameter.in !== 'query' || parameter.required) return false;
        const schema = deref(document, parameter.schema ?? {});
        return schema.type === 'string' && !schema.format && !schema.enum && (schema.minLength ?? 0) > 0;
      }),
    );
}

/** Every problem but the mock's empty query values, and the operations where those were found. */
function sortProblems(report: Report) {
  const emptyQuery: string[] = [];
  const others: string[] = [];
  for (const problem of problemsOf(report)) {
    const [operationId = '', ...rest] = problem.split(' ');
    if (EMPTY_QUERY_ACCEPTED.test(rest.join(' '))) emptyQuery.push(operationId);
    else others.push(problem);
  }
  return { emptyQuery: emptyQuery.sort(), others };
}

describe('the Prism mock of the document', () => {
  let run: CliRun;
  let report: Report;

  beforeAll(async () => {
    run = await runCli(['--target', prism.url, '--report', reportDirectory], { DEPSIGHT_TOKEN: TOKEN });
    report = JSON.parse(readFileSync(join(reportDirectory, 'report.json'), 'utf8'));
  }, 120_000);

  it('finds only the empty query values the mock accepts, on every read that has one, and exits with 1', () => {
    const { emptyQuery, others } = sortProblems(report);
    expect(others).toEqual([]);
    expect(emptyQuery).toEqual(withMinLengthQuery(report).sort());
    expect(emptyQuery.length).toBeGreaterThan(3);
    expect(report.totals.operations).toBe(readOperationCount);
    expect(report.notSent).toHaveLength(operations.length - readOperationCount);
    expect(run.exitCode).toBe(1);
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

  it('writes a JUnit file with those failures only and never shows the token taken from DEPSIGHT_TOKEN', () => {
    const junit = readFileSync(join(reportDirectory, 'junit.xml'), 'utf8');
    const root = readJUnitElements(junit)[0];
    expect(root?.attributes).toMatchObject({
      tests: String(readOperationCount * CHECK_NAMES.length + 1),
      failures: String(sortProblems(report).emptyQuery.length),
    });
    for (const output of [run.stdout, run.stderr, junit, JSON.stringify(report)]) {
      expect(output).not.toContain(TOKEN);
    }
    expect(report.settings.credentials).toBe('provided');
  });

  // The read run above uses the default case count; a few cases are enough to send every write.
  it('passes every other check of every operation, writes included', async () => {
    const withWrites = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: prism.url,
      token: TOKEN,
      includeWrites: true,
      cases: 4,
    });
    const { emptyQuery, others } = sortProblems(withWrites);
    expect(others).toEqual([]);
    expect(emptyQuery).toEqual(withMinLengthQuery(withWrites).sort());
    expect(withWrites.totals.operations).toBe(operations.length);
    // Bodies without a required field are refused: Prism validates bodies.
    const missingField = withWrites.operations.flatMap((operation) =>
      operation.requests.filter((request) => request.purpose.includes('without its required body field')),
    );
    expect(missingField.length).toBeGreaterThan(10);
    expect(missingField.every((request) => request.status === 422 || request.status === 400)).toBe(true);
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

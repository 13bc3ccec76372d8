// The conformance tool against the project's mock as `npm run mock` serves it: the stateful layer in
// front of Prism. Ids it never gave out answer 404, so the run must take real ones from its answers;
// a server that answers as documented and keeps its objects consistent passes every check, reads and
// writes alike, with and without a second account, and exits 0, also through a proxy that passes
// every request through. Prism alone (MOCK_STATE=off) keeps no state: the sequences see that and
// skip; it takes an empty value of an optional query parameter (`q=`) for an absent one, which is no
// failure either. One Prism serves every run of the file; runs beyond the first two send few cases.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMockDocument, LIGHT_MOCK_DOCUMENT_FILE } from '../../mocks/mock-document.mjs';
import { startPrism } from '../../mocks/server/prism.mjs';
import { startStatefulMock } from '../../mocks/server/stateful-mock.mjs';
import { startRecordingProxy } from '../../scripts/lib/recording-proxy.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { CHECK_NAMES, type Report, runConformance } from '../../src/conformance/index.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { listOperations } from '../../src/openapi-index/openapi-operations.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { readJUnitElements } from './junit-reader';
import { type CliRun, runCli } from './run-cli';

const TOKEN = 'mock-run-secret-5d1e0b77';
const operations = listOperations(loadDocument(BUNDLE_FILE));
const readOperationCount = operations.filter((operation) => operation.method === 'get').length;

let prism: Awaited<ReturnType<typeof startPrism>>;
let mock: Awaited<ReturnType<typeof startStatefulMock>>;
let reportDirectory: string;

beforeAll(async () => {
  // The document `npm run mock` serves, without its heavy scenarios (which only make Prism slower).
  ensureMockDocument();
  prism = await startPrism({ document: LIGHT_MOCK_DOCUMENT_FILE, timeoutMs: 150_000 });
  mock = await startStatefulMock({ upstream: () => prism.url });
  reportDirectory = mkdtempSync(join(tmpdir(), 'conformance-mock-'));
}, 150_000);

afterAll(async () => {
  await mock?.stop();
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

const SECOND_TOKEN = 'mock-run-second-9a4c61f2';

/**
 * A run of the false-alarm matrix: writes or not, a second account or not. One generated case is
 * enough here: what these runs check is that no id, sequence or probe is mistaken for a fault.
 */
function runMatrix(
  target: string,
  { includeWrites, secondAccount }: { includeWrites: boolean; secondAccount: boolean },
) {
  return runConformance({
    maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
    target,
    token: TOKEN,
    ...(secondAccount ? { secondToken: SECOND_TOKEN } : {}),
    includeWrites,
    cases: 1,
  });
}

describe('the stateful mock', () => {
  let run: CliRun;
  let report: Report;

  beforeAll(async () => {
    // The busy machine's limit, as in the runs below: a slow answer under load is not what this checks.
    run = await runCli(
      ['--target', mock.url, '--report', reportDirectory, '--max-response-time', String(BUSY_MACHINE_RESPONSE_TIME_MS)],
      { DEPSIGHT_TOKEN: TOKEN },
    );
    report = JSON.parse(readFileSync(join(reportDirectory, 'report.json'), 'utf8'));
  }, 120_000);

  it('raises no alarm on any read and exits with 0', () => {
    expect(problemsOf(report)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(run.exitCode).toBe(0);
    expect(report.totals.operations).toBe(readOperationCount);
    expect(report.notSent).toHaveLength(operations.length - readOperationCount);
    expect(report.runResults).toEqual([expect.objectContaining({ check: 'token_accepted', status: 'passed' })]);
    expect(report.settings.cases).toBe(25);
    const generated = report.operations.flatMap((operation) =>
      operation.requests.filter((request) => request.purpose.startsWith('generated case')),
    );
    expect(generated.length).toBeGreaterThan(1000);
  });

  it("sends the mock's own ids to the reads that take one, and names the create that could supply the rest", () => {
    const { realIds } = report.coverage;
    expect(realIds?.takingIds).toBeGreaterThan(30);
    const missed = report.operations.filter((operation) => operation.coverage?.realIds?.reached === false);
    // Only a create gives an export's id, and creates are writes.
    expect(missed.map((operation) => operation.operationId).sort()).toEqual(['eras_download', 'eras_getStatus']);
    expect(realIds?.reached).toBe((realIds?.takingIds ?? 0) - missed.length);
    expect(report.coverage.warnings).toContainEqual({
      operationId: 'eras_getStatus',
      reason:
        'a missing id: every valid request was answered 404; no real "id" reached it (eras_create could have supplied one); give a real one with --param',
    });
    expect(run.stdout).toMatch(
      /Real ids: \d+ of \d+ operations that take an id got one from the server's answers, by \d+ links/,
    );
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
  it('passes every check of every operation with writes, walks each created object and cleans up', async () => {
    const withWrites = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: mock.url,
      token: TOKEN,
      includeWrites: true,
      cases: 4,
    });
    expect(problemsOf(withWrites)).toEqual([]);
    expect(withWrites.passed).toBe(true);
    expect(withWrites.totals.operations).toBe(operations.length);
    const sequences = withWrites.operations.flatMap((operation) =>
      operation.results
        .filter((result) => result.check === 'stateful_consistency' && result.status === 'passed')
        .map((result) => `${operation.operationId} ${result.detail.split(':')[0]}`),
    );
    expect(sequences).toEqual(
      expect.arrayContaining([
        'accounts_create create → read → list → update → read → delete → read → list',
        'members_create create → read → list → update → delete → read → list',
        'licensePolicies_create create → read → list → update → read → delete → read → list',
        'tags_create create → list → update → delete → list',
        'teams_create create → list → update → list → delete → list',
      ]),
    );
    expect(withWrites.cleanup?.deleted).toBeGreaterThan(0);
  }, 120_000);

  it('raises no alarm with --second-token, with and without --include-writes', async () => {
    for (const includeWrites of [false, true]) {
      const report = await runMatrix(mock.url, { includeWrites, secondAccount: true });
      expect(problemsOf(report), `includeWrites: ${includeWrites}`).toEqual([]);
      expect(report.passed).toBe(true);
      // The mock answers any token alike: the second account's reads show the same ids, so none is
      // the first account's own, and the made-up token is found accepted everywhere, once.
      const isolation = report.operations.flatMap((operation) =>
        operation.results.filter((result) => result.check === 'tenant_isolation'),
      );
      expect(isolation.length).toBeGreaterThan(10);
      expect(isolation.every((result) => result.status !== 'failed')).toBe(true);
    }
  }, 240_000);
});

describe('a proxy that passes every request through to the stateful mock', () => {
  it('changes nothing: no alarm, and real ids reach the operations through it', async () => {
    const proxy = await startRecordingProxy(mock.url);
    try {
      const report = await runConformance({
        maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
        target: proxy.url,
        token: TOKEN,
        cases: 5,
      });
      expect(problemsOf(report)).toEqual([]);
      expect(report.passed).toBe(true);
      const reached = new Set(proxy.calls.map((call) => `${call.method} ${call.path}`));
      expect(reached.has('GET /api/v1/accounts')).toBe(true);
      expect(report.coverage.realIds?.reached).toBeGreaterThan(30);
    } finally {
      await proxy.stop();
    }
  }, 120_000);
});

describe('Prism alone, which keeps no state (MOCK_STATE=off)', () => {
  it('raises no alarm with --include-writes, and the sequences see it keeps no state', async () => {
    const withWrites = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: prism.url,
      token: TOKEN,
      includeWrites: true,
      cases: 4,
    });
    expect(problemsOf(withWrites)).toEqual([]);
    expect(withWrites.passed).toBe(true);
    // It reads an empty optional query value as left out: no failure, and said in the detail.
    const readAsAbsent = withWrites.operations.filter((operation) =>
      operation.results.some((result) => /read \d+ empty optional query values? as left out/.test(result.detail)),
    );
    expect(readAsAbsent.length).toBeGreaterThan(3);
    // Bodies without a required field are refused: Prism validates bodies.
    const missingField = withWrites.operations.flatMap((operation) =>
      operation.requests.filter((request) => request.purpose.includes('without its required body field')),
    );
    expect(missingField.length).toBeGreaterThan(10);
    expect(missingField.every((request) => request.status === 422 || request.status === 400)).toBe(true);
    const sequences = withWrites.operations.flatMap((operation) =>
      operation.results.filter((result) =>
        ['stateful_consistency', 'ensure_resource_availability', 'use_after_free'].includes(result.check),
      ),
    );
    expect(sequences.map((result) => result.status)).toEqual(sequences.map(() => 'skipped'));
    expect(
      sequences.filter((result) => /never created: the server keeps no state/.test(result.detail)).length,
    ).toBeGreaterThan(2);
  }, 120_000);

  it('raises no alarm on reads, and none with --second-token, with and without --include-writes', async () => {
    for (const { includeWrites, secondAccount } of [
      { includeWrites: false, secondAccount: false },
      { includeWrites: false, secondAccount: true },
      { includeWrites: true, secondAccount: true },
    ]) {
      const report = await runMatrix(prism.url, { includeWrites, secondAccount });
      expect(problemsOf(report), `includeWrites: ${includeWrites}, secondAccount: ${secondAccount}`).toEqual([]);
      expect(report.passed).toBe(true);
    }
  }, 360_000);
});

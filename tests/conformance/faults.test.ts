// The conformance tool against a server with exactly one fault in each of nine operations: every
// fault is reported once, under its check, and nothing else is.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_NAMES, type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { FAULTLESS_OPERATIONS, INJECTED_FAULTS, SLOW_RESPONSE_MS, startFaultyServer } from './faulty-server';
import { readJUnitElements } from './junit-reader';
import { type CliRun, runCli } from './run-cli';

const TOKEN = 'conformance-secret-7f3a9c41';
// Well under the injected delay, well over what a loopback answer takes on a busy machine (operations
// run four at a time, each with its generated cases).
const RESPONSE_TIME_LIMIT_MS = 1200;
const OPERATION_IDS = [...Object.keys(INJECTED_FAULTS), ...FAULTLESS_OPERATIONS];
const ROW = /^(passed|FAILED|warning|skipped) +(\S+) +(\S+) +(.+)$/;

let server: Awaited<ReturnType<typeof startFaultyServer>>;
let reportDirectory: string;
let run: CliRun;
let report: Report;
let junit: string;

beforeAll(async () => {
  expect(RESPONSE_TIME_LIMIT_MS).toBeLessThan(SLOW_RESPONSE_MS);
  server = await startFaultyServer();
  reportDirectory = mkdtempSync(join(tmpdir(), 'conformance-faults-'));
  run = await runCli([
    '--target',
    server.url,
    '--token',
    TOKEN,
    '--max-response-time',
    String(RESPONSE_TIME_LIMIT_MS),
    '--report',
    reportDirectory,
    '--only',
    ...OPERATION_IDS,
  ]);
  report = JSON.parse(readFileSync(join(reportDirectory, 'report.json'), 'utf8'));
  junit = readFileSync(join(reportDirectory, 'junit.xml'), 'utf8');
});

afterAll(async () => {
  await server?.stop();
  if (reportDirectory) rmSync(reportDirectory, { recursive: true, force: true });
});

const resultsOf = (operationId: string) =>
  report.operations.find((operation) => operation.operationId === operationId)?.results ?? [];
const resultOf = (operationId: string, check: string) =>
  resultsOf(operationId).find((result) => result.check === check);

describe('a server with one injected fault per operation', () => {
  it('sends every chosen operation and exits with 1', () => {
    expect(run.stderr).toBe('');
    expect(report.operations.map((operation) => operation.operationId).sort()).toEqual([...OPERATION_IDS].sort());
    expect(run.exitCode).toBe(1);
  });

  it('reports each fault exactly once, under its check, and nothing else', () => {
    const reported = report.operations.flatMap((operation) =>
      operation.results
        .filter((result) => result.status === 'failed' || result.status === 'warning')
        .map((result) => `${operation.operationId} ${result.check}`),
    );
    const expected = Object.entries(INJECTED_FAULTS).map(([operationId, { check }]) => `${operationId} ${check}`);
    expect(reported.sort()).toEqual(expected.sort());
    console.log(`Faults detected: ${reported.length}/${expected.length}`);
  });

  it('passes every check of the operation implemented without a fault', () => {
    expect(resultsOf('accounts_get').map((result) => result.status)).not.toContain('failed');
    expect(resultsOf('accounts_get').filter((result) => result.status === 'skipped')).toEqual([
      { check: 'missing_auth_rejected', status: 'skipped', detail: 'the operation accepts anonymous calls' },
    ]);
  });

  it('points at every place of a wrong type once, with its JSON path and count', () => {
    expect(resultOf('metrics_get', 'response_schema_conformance')?.detail).toBe(
      '3 violations: /projects/*/securityScore must be integer (3 times)',
    );
  });

  it('names the missing required field', () => {
    expect(resultOf('users_get', 'response_schema_conformance')).toMatchObject({
      status: 'failed',
      violations: [{ path: '/email', message: 'is required', count: 1 }],
    });
  });

  it('explains the other faults in one line each', () => {
    expect(resultOf('teams_list', 'status_code_conformance')?.detail).toMatch(
      /^answered 204 No Content, which is not declared/,
    );
    expect(resultOf('tags_list', 'content_type_conformance')?.detail).toBe(
      'answered text/html; the document declares application/json for 200',
    );
    expect(resultOf('stats_getLatest', 'not_a_server_error')?.detail).toMatch(/^answered 500 Internal Server Error: /);
    expect(resultOf('cli_get', 'not_implemented')?.status).toBe('failed');
    expect(resultOf('databases_list', 'missing_auth_rejected')?.detail).toBe(
      'answered 200 OK without credentials; expected 401 or 403',
    );
    expect(resultOf('projects_get', 'negative_data_rejection')?.detail).toBe(
      'invalid request with path parameter "id" = "not-a-uuid": answered 200 OK, expected a 4xx',
    );
    expect(resultOf('cli_getUpdate', 'response_time')).toMatchObject({ status: 'warning' });
  });

  it('leaves the checks that depend on a 501 to not_implemented', () => {
    for (const check of ['not_a_server_error', 'status_code_conformance', 'content_type_conformance']) {
      expect(resultOf('cli_get', check)).toMatchObject({
        status: 'skipped',
        detail: '501 is reported by not_implemented',
      });
    }
  });

  it('prints one row per operation and check, and the totals', () => {
    const rows = run.stdout.split('\n').filter((line) => ROW.test(line));
    expect(rows).toHaveLength(OPERATION_IDS.length * CHECK_NAMES.length);
    expect(rows).toContain(
      `FAILED   ${'cli_get'.padEnd(15)}  ${'not_implemented'.padEnd(27)}  answered 501 Not Implemented: the server does not implement this operation`,
    );
    expect(run.stdout).toContain(
      `10 operations, ${OPERATION_IDS.length * CHECK_NAMES.length + 1} checks: ${report.totals.passed} passed, 8 failed, 1 warning, ${report.totals.skipped} skipped`,
    );
  });

  it('writes well-formed JUnit XML whose counts match the report', () => {
    const elements = readJUnitElements(junit);
    const count = (name: string) => elements.filter((element) => element.name === name).length;
    const root = elements[0];
    expect(root?.name).toBe('testsuites');
    // One suite per operation, and one for the run as a whole (was the token accepted?).
    expect(count('testsuite')).toBe(11);
    expect(count('testcase')).toBe(OPERATION_IDS.length * CHECK_NAMES.length + 1);
    expect(count('failure')).toBe(8);
    expect(count('skipped')).toBe(report.totals.skipped);
    expect(root?.attributes).toMatchObject({
      tests: String(OPERATION_IDS.length * CHECK_NAMES.length + 1),
      failures: '8',
      errors: '0',
      skipped: String(report.totals.skipped),
    });
    const warnings = elements.filter(
      (element) =>
        element.name === 'property' &&
        element.ancestors.at(-2) === 'testcase' &&
        element.attributes.value === 'warning',
    );
    expect(warnings).toHaveLength(1);
    expect(junit).toContain('<system-out>warning: took ');
  });

  it('never shows the token, not even the one a server echoed back', () => {
    expect(server.authorizations).toContain(`Bearer ${TOKEN}`);
    expect(resultOf('stats_getLatest', 'not_a_server_error')?.detail).toContain('Bearer [REDACTED]');
    for (const output of [run.stdout, run.stderr, junit, JSON.stringify(report)]) {
      expect(output).not.toContain(TOKEN);
    }
  });
});

describe('options of the run', () => {
  it('makes a slow answer a failure with strictResponseTime', async () => {
    const strict = await runConformance({
      target: server.url,
      token: TOKEN,
      only: ['cli_getUpdate'],
      maxResponseTimeMs: RESPONSE_TIME_LIMIT_MS,
      strictResponseTime: true,
    });
    expect(strict.operations[0]?.results.find((result) => result.check === 'response_time')?.status).toBe('failed');
    expect(strict.passed).toBe(false);
  });

  it('sends the token as "Authorization: token <t>" with auth: token', async () => {
    const received = server.authorizations.length;
    const withTokenScheme = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: server.url,
      token: TOKEN,
      auth: 'token',
      only: ['users_get'],
    });
    expect(withTokenScheme.settings.auth).toBe('token');
    expect(server.authorizations.slice(received)).toEqual([`token ${TOKEN}`]);
  });
});

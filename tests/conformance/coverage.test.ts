// Coverage: what a run exercised per operation, and, for each operation it could not exercise, why.
// Nothing fails silently: a read that answers 404 to every valid request is named, with the
// operations that could have supplied a real id. --min-coverage fails a run with too few success answers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/conformance/index.mjs';
import { errorExample, type ServedRequest, startDocumentServer } from './document-server';
import { runCli } from './run-cli';

const TOKEN = 'coverage-secret-77aa';
const OPERATIONS = ['accounts_list', 'projects_get', 'users_get', 'teams_create'];

/** projects_get has lost every project; users_get refuses the token. */
function answer({ operation, authenticated }: ServedRequest) {
  if (!authenticated) return undefined;
  if (operation.operationId === 'projects_get') return { status: 404, body: errorExample('NotFound') };
  if (operation.operationId === 'users_get') return { status: 401, body: errorExample('Unauthorized') };
  return undefined;
}

let server: Awaited<ReturnType<typeof startDocumentServer>>;
let directory: string;

async function run(...extra: string[]) {
  const reportDirectory = mkdtempSync(join(directory, 'report-'));
  const cli = await runCli(
    ['--target', server.url, '--cases', '6', '--only', ...OPERATIONS, '--report', reportDirectory, ...extra],
    {
      DEPSIGHT_TOKEN: TOKEN,
    },
  );
  const read = (name: string) => readFileSync(join(reportDirectory, name), 'utf8');
  return { cli, report: JSON.parse(read('report.json')) as Report, html: read('report.html') };
}

beforeAll(async () => {
  server = await startDocumentServer({ operations: OPERATIONS, answer });
  directory = mkdtempSync(join(tmpdir(), 'conformance-coverage-'));
});

afterAll(async () => {
  await server?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe('coverage', () => {
  let result: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    result = await run();
  });

  it('names each operation that was not exercised, and why', () => {
    const reasons = Object.fromEntries(
      result.report.coverage.warnings.map((warning) => [warning.operationId, warning.reason]),
    );
    expect(reasons.projects_get).toBe(
      'a missing id: every valid request was answered 404; no real "id" reached it (projects_list, projects_listReports, projects_getReportSummary could have supplied one); give a real one with --param',
    );
    expect(reasons.users_get).toBe('a 401: every request with the token was refused');
    expect(reasons.teams_create).toBe('writes not allowed: sent only with --include-writes');
    expect(reasons.accounts_list).toBeUndefined();
    expect(result.report.coverage).toMatchObject({ sent: 3, succeeded: 1, percent: 33.3 });
  });

  it('gives per operation the statuses seen, the parameters present and absent, the keywords exercised', () => {
    const accounts = result.report.operations.find((operation) => operation.operationId === 'accounts_list');
    expect(accounts?.coverage?.statusesSeen).toEqual(['200', '400', '401']);
    expect(accounts?.coverage?.statusesDocumented).toEqual(['200', '400', '401', '403', '500']);
    expect(accounts?.coverage?.parameters.find((parameter) => parameter.name === 'q')).toMatchObject({
      present: true,
      absent: true,
    });
    expect(accounts?.coverage?.keywords).toContainEqual({ field: 'query q', keyword: 'minLength', exercised: true });
  });

  it('shows it in the terminal and the HTML report', () => {
    expect(result.cli.stdout).toContain('Coverage: 1 of 3 operations sent got a success answer (33.3%)');
    expect(result.cli.stdout).toMatch(
      /Not exercised \(3\):\n( {2}warning .*\n)* {2}warning {2}projects_get: a missing id/,
    );
    expect(result.cli.stdout).toMatch(/ {2}accounts_list +statuses 200,400,401 of 200,400,401,403,500; /);
    expect(result.html).toContain('<h2>Coverage</h2>');
    expect(result.html).toContain('<code>projects_get</code>: a missing id');
  });

  it('fails a run under --min-coverage, and passes one over it', async () => {
    const [under, over] = await Promise.all([run('--min-coverage', '50'), run('--min-coverage', '30')]);
    expect(under.report.runResults).toContainEqual({
      check: 'coverage',
      status: 'failed',
      detail: '1 of 3 operations sent got a success answer (33.3%), --min-coverage 50%',
    });
    expect(under.cli.exitCode).toBe(1);
    expect(over.report.runResults).toContainEqual(expect.objectContaining({ check: 'coverage', status: 'passed' }));
  });
});

// Tenant isolation with two accounts: every id the first account's answers reveal is requested as the
// second account, on reads, updates and deletes. A server with deliberate leaks must be caught on
// each, with both curl lines; one without leaks must raise no alarm.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { kindOfPath } from '../../src/conformance/links.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { runCli } from './run-cli';
import {
  INTRUDER_TOKEN,
  LEAKS,
  OWNER_TOKEN,
  startTwoAccountServer,
  TWO_ACCOUNT_OPERATIONS,
} from './two-account-server';

let leaky: Awaited<ReturnType<typeof startTwoAccountServer>>;
let safe: Awaited<ReturnType<typeof startTwoAccountServer>>;
let leakyReport: Report;
let safeReport: Report;
let reportDirectory: string;
let cli: Awaited<ReturnType<typeof runCli>>;

const settings = {
  maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
  token: OWNER_TOKEN,
  secondToken: INTRUDER_TOKEN,
  includeWrites: true,
  cases: 1,
  only: [...TWO_ACCOUNT_OPERATIONS],
};

beforeAll(async () => {
  leaky = await startTwoAccountServer({ leaky: true });
  safe = await startTwoAccountServer({ leaky: false });
  reportDirectory = mkdtempSync(join(tmpdir(), 'conformance-tenants-'));
  [leakyReport, safeReport, cli] = await Promise.all([
    runConformance({ target: leaky.url, ...settings }),
    runConformance({ target: safe.url, ...settings }),
    runCli(
      ['--target', leaky.url, '--only', 'teams_list', 'teamMembers_list', '--cases', '0', '--report', reportDirectory],
      { DEPSIGHT_TOKEN: OWNER_TOKEN, DEPSIGHT_SECOND_TOKEN: INTRUDER_TOKEN },
    ),
  ]);
});

afterAll(async () => {
  await leaky?.stop();
  await safe?.stop();
  if (reportDirectory) rmSync(reportDirectory, { recursive: true, force: true });
});

const isolationProblems = (report: Report) =>
  report.operations.flatMap((operation) =>
    operation.results
      .filter((result) => ['tenant_isolation', 'ignored_auth'].includes(result.check) && result.status === 'failed')
      .map((result) => `${operation.operationId} ${result.check}`),
  );
const resultOf = (report: Report, operationId: string, check: string) =>
  report.operations
    .find((operation) => operation.operationId === operationId)
    ?.results.find((result) => result.check === check);

describe('a server with deliberate leaks', () => {
  it('is caught on each leak, and on nothing else', () => {
    expect(isolationProblems(leakyReport).sort()).toEqual(
      Object.entries(LEAKS)
        .map(([operationId, check]) => `${operationId} ${check}`)
        .sort(),
    );
  });

  it("a tenant_isolation finding means the second account got a success answer for the first account's object, shown by two curl lines", () => {
    const result = resultOf(leakyReport, 'teamMembers_list', 'tenant_isolation');
    expect(result?.detail).toBe(
      'the second account got 200 OK for the first account\'s teams a1a1a1a1-0000-4000-8000-0000000000f1 ("uuid"): it reads another account\'s object',
    );
    const lines = result?.reproduction?.curl.split('\n') ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Authorization: Bearer $DEPSIGHT_TOKEN"');
    expect(lines[1]).toContain('"Authorization: Bearer $DEPSIGHT_SECOND_TOKEN"');
    for (const line of lines) expect(line).toContain('/api/v1/teams/a1a1a1a1-0000-4000-8000-0000000000f1/members');
  });

  it("catches a change of the first account's object with --include-writes", () => {
    expect(resultOf(leakyReport, 'tags_update', 'tenant_isolation')?.detail).toMatch(
      /^the second account got 200 OK for the first account's tags a1a1a1a1-0000-4000-8000-000000000001 \("id"\): it changes/,
    );
  });

  it('catches a made-up token that is answered 2xx', () => {
    expect(resultOf(leakyReport, 'teams_list', 'ignored_auth')?.detail).toBe(
      'answered 200 OK to a made-up token: the operation does not check the token it is given',
    );
  });

  it('from the command line, with DEPSIGHT_SECOND_TOKEN, never showing either token', () => {
    expect(cli.exitCode).toBe(1);
    expect(cli.stdout).toMatch(/FAILED +teamMembers_list +tenant_isolation/);
    expect(cli.stdout).toMatch(/reproduce: curl .*\$DEPSIGHT_TOKEN.*\n {17}curl .*\$DEPSIGHT_SECOND_TOKEN/);
    const files = ['junit.xml', 'report.json', 'report.html'].map((name) =>
      readFileSync(join(reportDirectory, name), 'utf8'),
    );
    for (const output of [cli.stdout, cli.stderr, ...files]) {
      expect(output).not.toContain(OWNER_TOKEN);
      expect(output).not.toContain(INTRUDER_TOKEN);
    }
  });
});

describe('a server without leaks', () => {
  it('raises no alarm, and says what it tried', () => {
    expect(isolationProblems(safeReport)).toEqual([]);
    expect(safeReport.passed).toBe(true);
    expect(resultOf(safeReport, 'teamMembers_list', 'tenant_isolation')).toMatchObject({
      status: 'passed',
      detail: "the second account was refused on 1 of the first account's ids",
    });
    expect(resultOf(safeReport, 'tags_update', 'tenant_isolation')?.status).toBe('passed');
    expect(resultOf(safeReport, 'teams_list', 'ignored_auth')?.status).toBe('passed');
  });
});

describe('kinds of id', () => {
  it('come from the path: the collection an answer holds, or the parameter when none comes before it', () => {
    expect(kindOfPath('/api/v1/accounts/{uuid}/teams')).toBe('teams');
    expect(kindOfPath('/api/v1/teams/{id}')).toBe('teams');
    expect(kindOfPath('/api/v1/licenses/library/{language}/{name}/{version}/{license}')).toBe('license');
  });
});

describe('every operation that takes an id', () => {
  it("probes a rename of the first account's team, and leaves its existing tag to no delete", () => {
    expect(resultOf(leakyReport, 'teams_update', 'tenant_isolation')?.detail).toBe(
      'the second account got 200 OK for the first account\'s teams a1a1a1a1-0000-4000-8000-0000000000f1 ("id"): it changes another account\'s object',
    );
    expect(resultOf(safeReport, 'teams_update', 'tenant_isolation')?.status).toBe('passed');
    // The tag was there before the run: only deletes what it created.
    expect(resultOf(safeReport, 'tags_delete', 'tenant_isolation')).toMatchObject({
      status: 'skipped',
      detail:
        "a delete takes only objects this run created, and none of the first account's 1 ids here is one: its existing objects are left alone",
    });
  });
});

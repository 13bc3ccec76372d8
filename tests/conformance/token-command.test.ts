// --token-command: a token that expires mid-run is renewed by running the command again, once per
// expiry, so the run does not end in a wall of 401s; every token it printed stays out of the reports.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { startDocumentServer } from './document-server';

const OPERATIONS = ['accounts_list', 'advisories_list', 'users_get', 'teams_list'];
/** The server accepts the first token for this many requests, then only the second. */
const FIRST_TOKEN_LIFETIME = 30;
const tokenOf = (count: number) => `short-lived-secret-${count}-9f8e7d`;

let directory: string;
let counterFile: string;
let server: Awaited<ReturnType<typeof startDocumentServer>>;
let report: Report;
let withToken = 0;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'conformance-token-command-'));
  counterFile = join(directory, 'count');
  server = await startDocumentServer({
    operations: OPERATIONS,
    answer: ({ token }) => {
      if (!token) return undefined;
      withToken += 1;
      const valid = withToken <= FIRST_TOKEN_LIFETIME ? tokenOf(1) : tokenOf(2);
      return token === valid ? undefined : { status: 401, body: { message: 'token expired' } };
    },
  });
  // Prints a new token each time it runs, and counts its runs.
  const command = `node -e "const fs=require('fs');const f=process.argv[1];const n=(fs.existsSync(f)?Number(fs.readFileSync(f,'utf8')):0)+1;fs.writeFileSync(f,String(n));process.stdout.write('short-lived-secret-'+n+'-9f8e7d\\n')" '${counterFile}'`;
  report = await runConformance({
    maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
    target: server.url,
    tokenCommand: command,
    only: OPERATIONS,
    cases: 10,
    workers: 2,
  });
});

afterAll(async () => {
  await server?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe('a token that expires mid-run', () => {
  it('is renewed once, and the run goes on with the new one', () => {
    expect(readFileSync(counterFile, 'utf8')).toBe('2');
    expect(withToken).toBeGreaterThan(FIRST_TOKEN_LIFETIME + 10);
    const lastRequests = report.operations.at(-1)?.requests.filter((request) => request.purpose === 'example') ?? [];
    expect(lastRequests.map((request) => request.status)).toEqual([200]);
  });

  it('leaves no 401 to a request with the token in the report', () => {
    const refused = report.operations.flatMap((operation) =>
      operation.requests
        .filter((request) => request.purpose === 'example' || request.purpose.startsWith('generated case'))
        .filter((request) => request.status === 401),
    );
    expect(refused).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('never shows a token the command printed', () => {
    const text = JSON.stringify(report);
    expect(text).not.toContain(tokenOf(1));
    expect(text).not.toContain(tokenOf(2));
  });
});

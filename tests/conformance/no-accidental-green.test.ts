// Runs that used to pass while checking nothing, or never end: a token refused everywhere, a token
// that cannot be sent, a server whose answers are 10 MB each.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { runCli } from './run-cli';
import { startStubServer } from './stub-server';

// Each test starts the command in its own Node process: seconds on a busy machine, within the
// project's ceiling (vite.config.ts).
describe('a server that refuses the token everywhere', () => {
  let server: Awaited<ReturnType<typeof startStubServer>>;
  let reportDirectory: string;
  beforeAll(async () => {
    server = await startStubServer((_, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Unauthorized', error: 'Unauthorized', status: 401 }));
    });
    reportDirectory = mkdtempSync(join(tmpdir(), 'conformance-refused-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(reportDirectory, { recursive: true, force: true });
  });

  it('fails the run, saying that the token was refused and nothing past authentication was checked', async () => {
    const run = await runCli(
      ['--target', server.url, '--only', 'metrics', 'users_get', 'teams', '--cases', '2', '--report', reportDirectory],
      { DEPSIGHT_TOKEN: 'expired-token-1234' },
    );
    expect(run.exitCode).toBe(1);
    const banner = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('FAILED  token_accepted: the token was refused'));
    // At the top and again at the bottom, where a reader of a long run looks.
    expect(banner).toHaveLength(2);
    expect(banner[0]).toContain('nothing past authentication was checked');
    expect(run.stdout.trimEnd().split('\n').at(-2)).toBe(banner[1]);
    const report = JSON.parse(readFileSync(join(reportDirectory, 'report.json'), 'utf8'));
    expect(report.passed).toBe(false);
    expect(report.runResults[0]).toMatchObject({ check: 'token_accepted', status: 'failed' });
    expect(readFileSync(join(reportDirectory, 'junit.xml'), 'utf8')).toMatch(
      /<testsuite name="run"[^>]*failures="1"[\s\S]*<failure message="the token was refused/,
    );
  });

  it('fails as well when the answers are not all 401, but none is a success', async () => {
    const notFound = await startStubServer((_, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Not found', error: 'Not Found', status: 404 }));
    });
    const report = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: notFound.url,
      token: 'abc',
      only: ['projects_get'],
      cases: 2,
    });
    await notFound.stop();
    expect(report.passed).toBe(false);
    expect(report.runResults[0]?.detail).toMatch(/^no secured operation got a success answer \(404 × 3\)/);
  });
});

describe('a token that cannot be sent in a header', () => {
  let server: Awaited<ReturnType<typeof startStubServer>>;
  beforeAll(async () => {
    server = await startStubServer((_, response) => {
      response.writeHead(200);
      response.end();
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['a line break', 'secret-part-one\nsecret-part-two'],
    ['a control character', 'secret-part-one\u0007'],
    ['a space', 'secret-part-one secret-part-two'],
    ['a character outside ASCII', 'secret-part-oneé'],
  ])('is refused as a usage error (exit 2) when it contains %s, before anything is sent', async (kind, token) => {
    const run = await runCli(['--target', server.url, '--only', 'users_get'], { DEPSIGHT_TOKEN: token });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`The token contains ${kind}`);
    expect(run.stderr).not.toContain('secret-part');
    expect(server.requestCount()).toBe(0);
  });
});

describe('a server that answers every request with a 10 MB body', () => {
  const TEN_MB = 10 * 1024 * 1024;
  // Every project of the metrics answer breaks its schema: the worst case for the validator.
  const hugeBody = JSON.stringify({
    projects: Array.from({ length: Math.ceil(TEN_MB / 20) }, () => ({ securityScore: 'high' })),
  });
  let server: Awaited<ReturnType<typeof startStubServer>>;
  beforeAll(async () => {
    server = await startStubServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(hugeBody);
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finishes, reading no body past the limit, and reports each as too large', async () => {
    expect(hugeBody.length).toBeGreaterThan(TEN_MB);
    const report = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: server.url,
      token: 'abc',
      only: ['metrics_get', 'users_get', 'tags_list'],
      cases: 3,
    });
    for (const operation of report.operations) {
      const size = operation.results.find((result) => result.check === 'response_size');
      expect(size?.status).toBe('failed');
      expect(size?.detail).toMatch(/^the answer to the example request was larger than the 10\.0 MiB limit/);
      expect(size?.reproduction?.curl).toMatch(/^curl /);
      expect(operation.results.find((result) => result.check === 'response_schema_conformance')?.detail).toBe(
        'the body was too large to read (see response_size)',
      );
      expect(operation.durationMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('validates such a body when the limit allows it, every violation grouped under one path', async () => {
    const report = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: server.url,
      token: 'abc',
      only: ['metrics_get'],
      cases: 0,
      maxResponseBytes: 2 * TEN_MB,
    });
    const schema = report.operations[0]?.results.find((result) => result.check === 'response_schema_conformance');
    expect(schema?.violations).toContainEqual(
      expect.objectContaining({ path: '/projects/*/securityScore', message: 'must be integer', sampled: true }),
    );
    expect(schema?.detail).toMatch(
      /^\d+ violations \(counted in the first 1000 items of each array of this large body\): /,
    );
  });
});

// The command line: its arguments, the runs it refuses to start, and what it writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../mocks/server/prism.mjs';
import { parseArguments } from '../../src/conformance/arguments.mjs';
import { escapeXml } from '../../src/conformance/junit.mjs';
import { createRedactor } from '../../src/conformance/redact.mjs';
import { startFaultyServer } from './faulty-server';
import { readJUnitElements } from './junit-reader';
import { runCli } from './run-cli';

describe('arguments', () => {
  it('take several names after --only, separated by spaces or commas, and repeated', () => {
    const parsed = parseArguments(['--only', 'tags', 'cli,users_get', '--target=http://x', '--only', 'stats']);
    expect(parsed).toMatchObject({ options: { only: ['tags', 'cli', 'users_get', 'stats'], target: 'http://x' } });
  });

  it('read an option the same whether its value follows it or comes after "="', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.integer({ min: 1, max: 64 }),
        fc.boolean(),
        fc.boolean(),
        (cases, workers, inline, yes) => {
          const form = (name: string, value: number) => (inline ? [`${name}=${value}`] : [name, String(value)]);
          const argv = [
            '--target',
            'http://x',
            ...form('--cases', cases),
            ...(yes ? ['-y'] : []),
            ...form('--workers', workers),
          ];
          expect(parseArguments(argv)).toMatchObject({ options: { cases, workers, yes } });
        },
      ),
    );
  });

  it('take parameter values as name=value, for every operation or for one', () => {
    expect(
      parseArguments(['--target', 'http://x', '--param', 'uuid=3f1c', '--param=projects_get:id=0b8d=x']),
    ).toMatchObject({ options: { parameters: { uuid: '3f1c', 'projects_get:id': '0b8d=x' } } });
    expect(parseArguments(['--target', 'http://x', '--param', 'uuid'])).toMatchObject({
      error: expect.stringMatching(/^--param takes name=value/),
    });
  });

  it('read the token from DEPSIGHT_TOKEN unless --token is given', () => {
    expect(parseArguments(['--target', 'http://x'], { DEPSIGHT_TOKEN: 'from-env' })).toMatchObject({
      options: { token: 'from-env' },
    });
    expect(parseArguments(['--target', 'http://x', '--token', 'flag'], { DEPSIGHT_TOKEN: 'env' })).toMatchObject({
      options: { token: 'flag' },
    });
  });

  it('have defaults for everything but the target', () => {
    expect(parseArguments(['--target', 'http://x'])).toEqual({
      help: false,
      options: {
        target: 'http://x',
        token: undefined,
        auth: 'Bearer',
        includeWrites: false,
        yes: false,
        only: [],
        parameters: {},
        reportDirectory: 'test-results/conformance',
        strictResponseTime: false,
      },
    });
  });

  it('take the depth and pace of the run: cases, seed, workers, rate limit, response size', () => {
    expect(
      parseArguments([
        '--target',
        'http://x',
        '--cases',
        '0',
        '--seed=42',
        '--workers',
        '8',
        '--rate-limit',
        '20',
        '--max-response-size',
        '512kB',
      ]),
    ).toMatchObject({ options: { cases: 0, seed: 42, workers: 8, rateLimit: 20, maxResponseBytes: 512 * 1024 } });
    expect(parseArguments(['--target', 'http://x', '--max-response-size', '10MB'])).toMatchObject({
      options: { maxResponseBytes: 10 * 1024 * 1024 },
    });
    expect(parseArguments(['--target', 'http://x', '--workers', '0'])).toMatchObject({
      error: '--workers must be a whole number of at least 1',
    });
    expect(parseArguments(['--target', 'http://x', '--cases', '-3'])).toMatchObject({
      error: '--cases must be a whole number',
    });
    expect(parseArguments(['--target', 'http://x', '--max-response-size', 'big'])).toMatchObject({
      error: '--max-response-size takes a size such as 10MB, 512kB or 1048576',
    });
  });

  it('are refused with a reason that never repeats a stray value', () => {
    expect(parseArguments([])).toEqual({ help: false, error: '--target <url> is required' });
    expect(parseArguments(['--target', 'http://x', '--auth', 'Basic'])).toMatchObject({
      error: '--auth must be Bearer or token, not "Basic"',
    });
    expect(parseArguments(['--target', 'http://x', '--max-response-time', 'soon'])).toMatchObject({
      error: '--max-response-time must be a whole number of milliseconds',
    });
    const stray = parseArguments(['--target', 'http://x', 'pasted-secret']);
    expect(JSON.stringify(stray)).not.toContain('pasted-secret');
    expect(stray).toMatchObject({ error: 'unexpected value without an option before it' });
  });
});

describe('output hygiene', () => {
  it('redacts the token, also URL-encoded or JSON-escaped', () => {
    const redact = createRedactor('a/b"c');
    expect(redact('x a/b"c y a%2Fb%22c z a/b\\"c')).toBe('x [REDACTED] y [REDACTED] z [REDACTED]');
    expect(createRedactor(undefined)('unchanged')).toBe('unchanged');
  });

  it('keeps JUnit XML well-formed whatever a server answers', () => {
    const hostile = `<a href="x">&'\u0000\u001b]]>`;
    const elements = readJUnitElements(`<failure message="${escapeXml(hostile)}">${escapeXml(hostile)}</failure>`);
    expect(elements[0]?.attributes.message).toBe(`<a href="x">&'\uFFFD\uFFFD]]>`);
  });
});

// Each test starts the command in its own Node process: seconds on a busy machine, within the
// project's ceiling (vite.config.ts).
describe('runs that do not start', () => {
  let server: Awaited<ReturnType<typeof startFaultyServer>>;
  beforeAll(async () => {
    server = await startFaultyServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses to send writes without a terminal to confirm them, unless --yes', async () => {
    const run = await runCli(['--target', server.url, '--token', 'abc', '--include-writes', '--only', 'tags']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('add --yes to send them anyway');
    expect(run.stdout).toBe('');
    expect(server.authorizations).toEqual([]);
  });

  it('asks for a token when a secured operation is chosen', async () => {
    const run = await runCli(['--target', server.url, '--only', 'users_get']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('pass --token <token> or set DEPSIGHT_TOKEN');
  });

  it('names what --only did not find', async () => {
    const run = await runCli(['--target', server.url, '--token', 'abc', '--only', 'users_get', 'nope']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('--only: no tag or operationId is named nope');
  });

  it('shows the usage with --help', async () => {
    const run = await runCli(['--help']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^Usage: npm run conformance -- --target <url>/);
  });

  it('fails, rather than stops, when the server does not answer', async () => {
    const closedPort = await findFreePort();
    const reportDirectory = mkdtempSync(join(tmpdir(), 'conformance-unreachable-'));
    const run = await runCli([
      '--target',
      `http://127.0.0.1:${closedPort}`,
      '--only',
      'accounts_get',
      '--report',
      reportDirectory,
    ]);
    rmSync(reportDirectory, { recursive: true, force: true });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('not_a_server_error           no response: ECONNREFUSED');
  });
});

// The digest command end to end against the mock as `npm run mock` serves it (the stateful layer in
// front of a real Prism): its json is exactly deriveDigest of the same answer, an empty digest sends
// nothing, one run sends one mail, and a send that fails (refused address, refused token, server out
// of reach) leaves the state file where it was, without printing the token.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFERENCE_DAY_MS } from '../../mocks/reference-time.mjs';
import { startPrism } from '../../mocks/server/prism.mjs';
import { startStatefulMock } from '../../mocks/server/stateful-mock.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { type Digest, deriveDigest } from '../../src/dashboard/features/worklist/model/derive-digest';
import { accountDigestOptions, metricsQueryOf } from '../../src/digest/account-digest';
import { type DigestIo, runDigestCommand } from '../../src/digest/run-digest';
import { createClient } from '../../src/sdk';

const TOKEN = 'digest-secret-token-7f3a9c';
// The mock's clock: its generated histories end on the reference day, and its news is news as of then.
const NOW = REFERENCE_DAY_MS + 9 * 3_600_000;
const DAY = 86_400_000;
const SEND_EMAIL = '/api/v1/notifications/send_email';

let prism: Awaited<ReturnType<typeof startPrism>>;
let mock: Awaited<ReturnType<typeof startStatefulMock>>;
let directory: string;
let stateFile: string;

beforeAll(async () => {
  prism = await startPrism({ document: BUNDLE_FILE });
  mock = await startStatefulMock({ upstream: () => prism.url });
  directory = mkdtempSync(join(tmpdir(), 'digest-command-'));
}, 660_000); // Prism's start ceiling (10 minutes, for a busy machine) and a little more
afterAll(async () => {
  await mock?.stop();
  await prism?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});
beforeEach(() => {
  stateFile = join(directory, `state-${Math.random().toString(36).slice(2)}.json`);
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The bodies of the mails the command asked the server to send. */
  mails: { subject: string; content: string; recepients: string[] }[];
}

/** Runs the command in this process, its requests going to the mock through `answer` when it answers. */
async function digest(argv: string[], answer?: (url: URL) => Response | Promise<Response> | undefined): Promise<Run> {
  const run: Run = { code: -1, stdout: '', stderr: '', mails: [] };
  const io: DigestIo = {
    stdout: { write: (text: string) => (run.stdout += text) },
    stderr: { write: (text: string) => (run.stderr += text) },
    env: { DEPSIGHT_TOKEN: TOKEN },
    clock: () => NOW,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === SEND_EMAIL) run.mails.push(await request.clone().json());
      return (await answer?.(url)) ?? fetch(request);
    },
  };
  run.code = await runDigestCommand(['--target', mock.url, '--now', new Date(NOW).toISOString(), ...argv], io);
  return run;
}

describe('the digest command against the mock', () => {
  it('prints as json exactly what deriveDigest makes of the same answer', async () => {
    const since = NOW - 7 * DAY;
    const run = await digest(['--since', new Date(since).toISOString(), '--format', 'json']);
    expect(run.stderr).not.toContain(TOKEN);
    expect(run.code).toBe(0);
    const client = createClient({ baseUrl: mock.url, auth: { type: 'Bearer', token: TOKEN } });
    const answer = await client.metrics.get(metricsQueryOf(NOW, undefined));
    const expected: Digest = deriveDigest(answer, {
      ...(await accountDigestOptions(client, undefined)),
      now: NOW,
      since,
    });
    const printed = JSON.parse(run.stdout);
    expect(printed).toEqual(expected);
    // The default world has news in its last week: a finding KEV-listed in it, at least.
    expect(printed.empty).toBe(false);
    expect(printed.newlyKev.length).toBeGreaterThan(0);
  });

  it('sends one mail when there is news, and then moves the state to this digest', async () => {
    const run = await digest([
      '--since',
      '7d',
      '--state',
      stateFile,
      '--send',
      'email',
      '--to',
      'security@example.com',
    ]);
    expect(run.code).toBe(0);
    expect(run.mails).toHaveLength(1);
    expect(run.mails[0]?.recepients).toEqual(['security@example.com']);
    expect(run.mails[0]?.subject).toMatch(/^depsight digest: /);
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).lastSentAt).toBe(new Date(NOW).toISOString());
  });

  it('sends nothing when the digest is empty, says so, and exits 0', async () => {
    const run = await digest([
      '--since',
      new Date(NOW).toISOString(),
      '--state',
      stateFile,
      '--send',
      'email',
      '--to',
      'a@example.com',
    ]);
    expect(run.code).toBe(0);
    expect(run.mails).toHaveLength(0);
    expect(run.stderr).toContain('Nothing new to report: no mail was sent.');
    expect(existsSync(stateFile)).toBe(false);
  });

  it('narrows what it reports, and sends nothing when nothing of interest is new', async () => {
    const run = await digest([
      '--since',
      '7d',
      '--format',
      'json',
      '--min-epss',
      '1',
      '--send',
      'email',
      '--to',
      'a@example.com',
    ]);
    const printed = JSON.parse(run.stdout) as Digest;
    expect(printed.newlyOverdue.every((item) => (item.epss?.score ?? 0) >= 1)).toBe(true);
    expect(run.mails).toHaveLength(printed.empty ? 0 : 1);
  });

  const earlierState = () =>
    writeFileSync(
      stateFile,
      JSON.stringify({ version: 1, lastSentAt: new Date(NOW - 7 * DAY).toISOString(), target: mock.url, team: null }),
    );

  it.each([
    ['an address the server refuses (422)', undefined, 'not-an-address@exa_mple.com', /422|Email address invalid/],
    [
      'a refused token that the server echoes (401)',
      (url: URL) =>
        url.pathname === SEND_EMAIL
          ? Response.json({ message: `token ${TOKEN} is not valid`, status: 401 }, { status: 401 })
          : undefined,
      'a@example.com',
      /not sent/,
    ],
    [
      'a server out of reach',
      (url: URL) => {
        if (url.pathname === SEND_EMAIL) throw new TypeError('fetch failed: connect ECONNREFUSED');
        return undefined;
      },
      'a@example.com',
      /not sent/,
    ],
  ])('keeps the state where it was after %s, and exits 1 without the token', async (_, answer, address, message) => {
    earlierState();
    const before = readFileSync(stateFile, 'utf8');
    const run = await digest(['--state', stateFile, '--send', 'email', '--to', address], answer);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('the next run repeats this news');
    expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN);
    expect(readFileSync(stateFile, 'utf8')).toBe(before);
  });

  it('refuses a corrupt state file before reading or sending anything', async () => {
    writeFileSync(stateFile, '{"version":1,');
    const run = await digest(['--state', stateFile, '--send', 'email', '--to', 'a@example.com']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`The state file ${stateFile} is not JSON`);
    expect(run.mails).toHaveLength(0);
    expect(readFileSync(stateFile, 'utf8')).toBe('{"version":1,');
  });

  it('never prints a token a server echoes back when reading fails', async () => {
    const run = await digest(['--since', '7d'], () =>
      Response.json({ message: `Bearer ${TOKEN} expired`, status: 401 }, { status: 401 }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/depsight-digest: /);
    expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN);
  });

  it('needs a token, and says where to put it', async () => {
    const run: Run = { code: -1, stdout: '', stderr: '', mails: [] };
    run.code = await runDigestCommand(['--target', mock.url], {
      stdout: { write: (text: string) => (run.stdout += text) },
      stderr: { write: (text: string) => (run.stderr += text) },
      env: {},
      clock: () => NOW,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('No token: set DEPSIGHT_TOKEN or give --token-command.');
  });
});

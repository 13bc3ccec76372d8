import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import {
  accountOptions,
  type SizedMetricsServer,
  startSizedMetricsServer,
} from '../../scripts/lib/sized-metrics-server.mjs';

let server: SizedMetricsServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('the scale benchmark’s metrics server', () => {
  it('answers the account of the size asked for, counting every byte it sent', async () => {
    server = await startSizedMetricsServer();
    const response = await fetch(`${server.accountUrl(3)}?endDate=2026-11-21`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const answer = JSON.parse(body.toString('utf8'));
    // The mock's huge-account account, with 3 projects: the same figures as the generator's whole answer.
    const expected = generateSecurityMetrics(accountOptions(3));
    expect(answer.accountOverview).toEqual(expected.accountOverview);
    expect(answer.projects.map((project: { projectUUID: string }) => project.projectUUID).sort()).toEqual(
      expected.projects.map((project) => project.projectUUID).sort(),
    );
    expect(server.sent).toEqual([
      { projectCount: 3, query: '?endDate=2026-11-21', bytes: body.length, complete: true, ended: true },
    ]);
    // Each project names its team (or none), as the mock's account does.
    expect(answer.projects.every((project: { teamUUIDs?: unknown }) => Array.isArray(project.teamUUIDs))).toBe(true);
  });

  it('answers as a server that does not name its projects’ teams, when asked to', async () => {
    server = await startSizedMetricsServer({ withoutTeams: true });
    const answer = await (await fetch(server.accountUrl(3))).json();
    expect(answer.projects).toHaveLength(3);
    expect(answer.projects.some((project: object) => 'teamUUIDs' in project)).toBe(false);
  });

  it('sends a prepared answer from its file, with its length, byte for byte the answer it makes', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'sized-metrics-test-'));
    try {
      server = await startSizedMetricsServer({ cacheDir });
      const made = Buffer.from(await (await fetch(server.accountUrl(4))).arrayBuffer());
      const file = await server.prepare(4);
      expect(file).toMatchObject({ bytes: made.length, written: true });
      const response = await fetch(`${server.accountUrl(4)}?endDate=2026-11-21`);
      const sent = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(made.length));
      expect(sent.equals(made)).toBe(true);
      // With its length given, the page has it all as the last bytes leave, before the stream ends.
      const { sent: answers } = server;
      await vi.waitFor(() =>
        expect(answers[1]).toEqual({
          projectCount: 4,
          query: '?endDate=2026-11-21',
          bytes: made.length,
          complete: true,
          ended: true,
        }),
      );
      // Another server (another run) finds the file and keeps it; no half-written file is left.
      await server.stop();
      server = await startSizedMetricsServer({ cacheDir });
      expect(await server.prepare(4)).toMatchObject({ path: file.path, bytes: made.length, written: false });
      expect(readdirSync(cacheDir)).toEqual([file.path.split('/').pop()]);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('keeps the huge-account settings, with only the project count changed', () => {
    expect(accountOptions(50_000)).toEqual({
      seed: 20000,
      projectCount: 50_000,
      scansPerProject: 60,
      historyDays: 365,
      exclusionsPerProject: 0.3,
      withoutTeams: false,
    });
  });

  it('stops making an answer whose reader gave up', async () => {
    server = await startSizedMetricsServer();
    const reading = new AbortController();
    const response = await fetch(server.accountUrl(50_000), { signal: reading.signal });
    await response.body?.getReader().read();
    reading.abort();
    const [answer] = server.sent;
    await vi.waitFor(() => expect(answer?.ended).toBe(true), { timeout: 10_000 });
    expect(answer?.complete).toBe(false);
    // 50,000 projects are about 1 GB: it stopped long before.
    expect(answer?.bytes).toBeLessThan(100_000_000);
  });

  it('answers 404 to anything but GET /accounts/N', async () => {
    server = await startSizedMetricsServer();
    for (const [method, path] of [
      ['GET', '/accounts/abc'],
      ['GET', '/'],
      ['POST', '/accounts/3'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Only GET /accounts/N is answered here.' });
    }
    expect(server.sent).toEqual([]);
  });
});

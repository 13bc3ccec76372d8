import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/sdk';
import { streamProjects } from '../../../src/sdk/stream';
import { type MetricsBodyServer, startMetricsBodyServer } from '../support/metrics-body-server';

// THE 1 GB TEST (about 15 to 40 s on a 2-core machine, by its load). A local server writes a metrics
// answer of about 1 GB on the fly; `streamProjects` reads it all while the heap is sampled. A body
// this size cannot be read by `response.json()` at all (one string holds at most 536,870,888
// characters). DEPSIGHT_STREAM_TEST_BYTES sets the size: `npm test` runs it at 1 GB under this
// Node.js and at 100 MB under the other majors (scripts/test.mjs).

const BODY_BYTES = Number(process.env.DEPSIGHT_STREAM_TEST_BYTES ?? 1_000_000_000);
/** The most the heap (with array buffers) may grow while the whole answer is read. */
const MAX_HEAP_GROWTH_BYTES = 150 * 1_048_576;
const TOKEN = 'tok_live_big_0001';

const heapInUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe(`streamProjects on a ${Math.round(BODY_BYTES / 1e6)} MB answer`, () => {
  let server: MetricsBodyServer;
  beforeAll(async () => {
    server = await startMetricsBodyServer(BODY_BYTES);
  });
  afterAll(() => server.close());

  it('reads every project with a heap that does not grow with the answer', async () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    const baseline = heapInUse();
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, heapInUse());
    };
    const sampler = setInterval(sample, 50);
    const client = createClient({ baseUrl: server.url, auth: { type: 'Bearer', token: TOKEN } });
    const started = performance.now();
    let count = 0;
    let lastUuid = '';
    try {
      const stream = streamProjects(client, {}, { timeoutMs: 60_000 });
      for await (const project of stream) {
        count += 1;
        lastUuid = project.projectUUID;
        if (count % 1000 === 0) sample();
      }
      const rest = await stream.rest();
      expect(rest.projectsUsage.sortedDates).toEqual(['2026-01-01']);
      expect(rest.accountOverview).toEqual({ accountName: 'Acme "huge" [account]' });
      expect(stream.bytesRead).toBe(server.bodyBytes);
    } finally {
      clearInterval(sampler);
    }
    sample();
    const seconds = (performance.now() - started) / 1000;
    expect(count).toBe(server.projects);
    expect(lastUuid).toBe(`00000000-0000-4000-8000-0000${String(server.projects - 1).padStart(8, '0')}`);
    expect(server.authorizations).toEqual([`Bearer ${TOKEN}`]);
    expect(peak - baseline).toBeLessThan(MAX_HEAP_GROWTH_BYTES);
    console.log(
      `streamProjects: ${count} projects, ${(server.bodyBytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s ` +
        `(${(server.bodyBytes / 1e6 / seconds).toFixed(0)} MB/s with the server in the same process), ` +
        `peak heap growth ${((peak - baseline) / 1_048_576).toFixed(0)} MiB`,
    );
  });

  it('leaving the loop early closes the connection: the server stops writing', async () => {
    const client = createClient({ baseUrl: server.url });
    let count = 0;
    for await (const _ of streamProjects(client)) {
      count += 1;
      if (count === 100) break;
    }
    await server.closedEarly;
    expect(count).toBe(100);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { METRICS_PATH, USER_PATH } from '../../mocks/scenarios.mjs';
import { type BenchFront, eitherSteer, startBenchFront } from '../../scripts/lib/bench-front.mjs';
import { scenarioSteer } from '../../scripts/lib/browser-harness.mjs';

const servers: Server[] = [];
let front: BenchFront | undefined;

/** A loopback server that answers what it received: its name, the path and the `Prefer` header. */
async function echoServer(name: string, hold?: (response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    if (hold && request.url?.startsWith('/slow')) return hold(response);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ name, path: request.url, prefer: request.headers.prefer ?? null }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

afterEach(async () => {
  await front?.stop();
  front = undefined;
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

const read = async (url: string) => (await fetch(url)).json();

describe("the benches' front", () => {
  it('passes the page to vite preview and the API paths to the mock, as they are', async () => {
    front = await startBenchFront({ pageUrl: await echoServer('page'), apiUrl: await echoServer('mock') });
    expect(await read(`${front.url}/dashboard?view=1`)).toEqual({
      name: 'page',
      path: '/dashboard?view=1',
      prefer: null,
    });
    expect(await read(`${front.url}/api/v1/users/me`)).toEqual({
      name: 'mock',
      path: '/api/v1/users/me',
      prefer: null,
    });
    expect(await read(`${front.url}/apidocs`)).toMatchObject({ name: 'page' });
  });

  it('serves the hashed assets as a static host does, cached for good; the page itself is asked for again', async () => {
    front = await startBenchFront({ pageUrl: await echoServer('page'), apiUrl: await echoServer('mock') });
    const asset = await fetch(`${front.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('application/json');
    await asset.body?.cancel();
    const page = await fetch(`${front.url}/dashboard`);
    expect(page.headers.get('cache-control')).toBeNull();
    await page.body?.cancel();
  });

  it("serves the build's assets itself, from memory, gzipped once when the browser takes gzip", async () => {
    const assetsDir = mkdtempSync(join(tmpdir(), 'depsight-front-assets-'));
    const script = `export const answer = ${JSON.stringify('x'.repeat(5000))};`;
    writeFileSync(join(assetsDir, 'index-abc123.js'), script);
    writeFileSync(join(assetsDir, 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    front = await startBenchFront({ pageUrl: await echoServer('page'), apiUrl: await echoServer('mock'), assetsDir });
    const raw = (url: string, acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        // node:http rather than fetch, which would decode the body and hide the encoding.
        get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const gzipped = await raw(`${front.url}/assets/index-abc123.js`, 'gzip, deflate, br');
    expect(gzipped.headers).toMatchObject({
      'content-type': 'text/javascript',
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    expect(gzipped.body.length).toBeLessThan(script.length / 10);
    const plain = await raw(`${front.url}/assets/index-abc123.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const image = await raw(`${front.url}/assets/logo-abc123.png`, 'gzip');
    expect(image.headers).toMatchObject({ 'content-type': 'image/png' });
    expect(image.headers['content-encoding']).toBeUndefined();
    // What the folder does not hold is the page server's: the page itself, a file built after.
    expect(await read(`${front.url}/assets/later-abc123.js`)).toMatchObject({ name: 'page' });
    expect(await read(`${front.url}/dashboard`)).toMatchObject({ name: 'page' });
  });

  it("steers only the API calls: a scenario's header, another address, or an answer of its own", async () => {
    const other = await echoServer('sized');
    front = await startBenchFront({ pageUrl: await echoServer('page'), apiUrl: await echoServer('mock') });
    front.steer((request) => {
      if (request.path === USER_PATH) return { prefer: 'example=member-with-teams' };
      if (request.path === METRICS_PATH) return { to: `${other}/accounts/2000${request.search}` };
      if (request.path === '/api/v1/fixed') return { answer: { contentType: 'application/json', body: '{"fixed":1}' } };
      return { prefer: 'example=never' };
    });
    expect(await read(`${front.url}${USER_PATH}`)).toMatchObject({ name: 'mock', prefer: 'example=member-with-teams' });
    expect(await read(`${front.url}${METRICS_PATH}?endDate=2026-11-21`)).toEqual({
      name: 'sized',
      path: '/accounts/2000?endDate=2026-11-21',
      prefer: null,
    });
    expect(await read(`${front.url}/api/v1/fixed`)).toEqual({ fixed: 1 });
    expect(await read(`${front.url}/assets/index.js`)).toEqual({
      name: 'page',
      path: '/assets/index.js',
      prefer: null,
    });
    front.steer(undefined);
    expect(await read(`${front.url}${USER_PATH}`)).toMatchObject({ prefer: null });
  });

  it('notes each request from its arrival until its answer is sent, and the ones still in flight', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await echoServer('page', (response) => {
      held.then(() => response.end('late'));
    });
    front = await startBenchFront({ pageUrl: page, apiUrl: page });
    const before = Date.now();
    await read(`${front.url}/quick`);
    const slow = fetch(`${front.url}/slow`).then((response) => response.text());
    await expect.poll(() => front?.requestsSince(before).length).toBe(2);
    const [quick, inFlight] = front.requestsSince(before);
    expect(quick?.end).toBeGreaterThanOrEqual(quick?.start ?? Number.NaN);
    expect(inFlight?.end).toBeUndefined();
    release();
    expect(await slow).toBe('late');
    await expect.poll(() => front?.requestsSince(before).every((span) => span.end !== undefined)).toBe(true);
    // What ended before a moment is not in flight after it.
    expect(front.requestsSince(Date.now() + 1000)).toEqual([]);
  });
});

describe('steering', () => {
  const request = (path: string, method = 'GET') => ({ method, path, search: '', headers: {} });

  it("sends a scenario's Prefer header with the GET calls it concerns, and no other", () => {
    const steer = scenarioSteer({ metrics: 'large', user: 'unauthenticated' });
    expect(steer(request(METRICS_PATH))).toEqual({ prefer: 'example=large' });
    expect(steer(request(USER_PATH))).toEqual({ prefer: 'code=401, example=unauthenticated' });
    expect(steer(request(METRICS_PATH, 'POST'))).toBeUndefined();
    expect(steer(request('/api/v1/projects'))).toBeUndefined();
  });

  it('takes the first way of steering that has something to say', () => {
    const steer = eitherSteer(scenarioSteer({ user: 'member-with-teams' }), () => ({ prefer: 'fallback' }));
    expect(steer(request(USER_PATH))).toEqual({ prefer: 'example=member-with-teams' });
    expect(steer(request(METRICS_PATH))).toEqual({ prefer: 'fallback' });
    expect(eitherSteer()(request(METRICS_PATH))).toBeUndefined();
  });
});

// Starting Prism: ready means this Prism is listening, never merely that something answers on a port.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../../mocks/server/prism.mjs';

// A one-operation document: Prism loads it in a moment, so the test is about the start, not the load.
const DOCUMENT = join(mkdtempSync(join(tmpdir(), 'depsight-prism-')), 'tiny.json');
writeFileSync(
  DOCUMENT,
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'tiny', version: '1' },
    paths: {
      '/ping': {
        get: {
          responses: {
            '200': {
              description: 'pong',
              content: { 'application/json': { schema: { type: 'object' }, example: { pong: 'from Prism' } } },
            },
          },
        },
      },
    },
  }),
);

describe('startPrism', () => {
  let stranger: Server;
  let strangerPort: number;
  beforeAll(async () => {
    // Another process's server, answering every request with 200: the port a collision would give.
    stranger = createServer((_request, response) => response.end('{"pong":"from a stranger"}'));
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    strangerPort = (stranger.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => stranger.close(resolve)));

  it('without a port, serves on the port the kernel gave it, and says which', async () => {
    const prism = await startPrism({ document: DOCUMENT, timeoutMs: 120_000 });
    try {
      expect(prism.url).toBe(`http://127.0.0.1:${prism.port}`);
      expect(prism.port).toBeGreaterThan(0);
      const answer = await fetch(`${prism.url}/ping`);
      expect(await answer.json()).toEqual({ pong: 'from Prism' });
    } finally {
      await prism.stop();
    }
  }, 130_000);

  it("is not ready when another server answers on the port it was given: it fails with Prism's reason", async () => {
    await expect(startPrism({ document: DOCUMENT, port: strangerPort, timeoutMs: 120_000 })).rejects.toThrow(
      /Prism exited with code 1 before it was ready:[\s\S]*EADDRINUSE/,
    );
    // The stranger is untouched.
    expect(await (await fetch(`http://127.0.0.1:${strangerPort}/ping`)).json()).toEqual({ pong: 'from a stranger' });
  }, 130_000);
});

// A connection the server had closed already (its idle time ran out while the client's pool still
// held it, as happens on a busy machine) must not read as a server that gave no answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../src/conformance/http-client.mjs';

let server: ReturnType<typeof createServer>;
let target: string;
const seen: string[] = [];

beforeAll(async () => {
  // Drops the connection of the first request to each path without answering, then answers.
  server = createServer((request, response) => {
    const key = `${request.method} ${request.url}`;
    const first = !seen.includes(key);
    seen.push(key);
    if (first) request.socket.destroy();
    else response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settings = { timeoutMs: 10_000, maxResponseBytes: 1024 };
const request = (method: string, path: string) => ({
  method,
  path,
  query: new URLSearchParams(),
  headers: {},
  body: method === 'POST' ? '{}' : undefined,
});

describe('a connection the server closed', () => {
  it('is sent once more for an idempotent request, which then gets its answer', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const exchange = await send(target, request(method, '/things/1'), settings);
      expect(exchange.response?.status, method).toBe(200);
      expect(seen.filter((key) => key === `${method} /things/1`)).toHaveLength(2);
    }
  });

  it('is not sent again for a POST, which might have made its object: the run reports no answer', async () => {
    const exchange = await send(target, request('POST', '/things'), settings);
    expect(exchange.response).toBeUndefined();
    expect(exchange.error).toMatch(/^(ECONNRESET|EPIPE|UND_ERR_SOCKET)$/);
    expect(seen.filter((key) => key === 'POST /things')).toHaveLength(1);
  });
});

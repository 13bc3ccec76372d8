// @ts-check
// A loopback HTTP proxy that records each request (method, path) before passing it to a target.
// The SDK contract suite counts the operations the mock really received through it.
import { createServer, request as httpRequest } from 'node:http';

/**
 * @param {string} targetUrl e.g. http://127.0.0.1:4010
 * @returns {Promise<{ url: string, calls: { method: string, path: string }[], stop: () => Promise<void> }>}
 */
export async function startRecordingProxy(targetUrl) {
  const target = new URL(targetUrl);
  /** @type {{ method: string, path: string }[]} */
  const calls = [];
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy.invalid');
    calls.push({ method: incoming.method ?? 'GET', path: url.pathname });
    const forwarded = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: `proxy could not reach the mock: ${error.message}` }));
    });
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

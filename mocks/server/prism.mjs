// @ts-check
// Starts and stops a Prism mock server on a random free loopback port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const PRISM_BIN = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

/** @returns {Promise<number>} a TCP port that was free a moment ago */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ document: string, port?: number, errors?: boolean, dynamic?: boolean, timeoutMs?: number,
 *   echoOutput?: boolean }} options  `echoOutput` copies Prism's own log lines to this process's stderr;
 *   `timeoutMs` is a ceiling, not a wait: Prism took over 30 s to start at load 10 on 2 cores, and over
 *   180 s at load 14 with the browser suite's Prism starting beside the contract suite's
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startPrism({
  document,
  port,
  errors = false,
  dynamic = false,
  timeoutMs = 600_000,
  echoOutput = false,
}) {
  const chosenPort = port ?? (await findFreePort());
  const args = ['mock', document, '-h', '127.0.0.1', '-p', String(chosenPort), '-v', 'warn'];
  if (errors) args.push('--errors');
  if (dynamic) args.push('--dynamic');
  // Started directly (not through npx or a shell) so that the process has a single PID to stop.
  const child = spawn(PRISM_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (/** @type {Buffer} */ chunk) => {
    output += chunk;
    if (echoOutput) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${chosenPort}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`Prism exited with code ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`Prism did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  return {
    url,
    port: chosenPort,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

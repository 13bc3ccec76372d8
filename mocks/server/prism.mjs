// @ts-check
// Starts and stops a Prism mock server on a loopback port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const PRISM_BIN = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));
/** Prism's own line once its server is bound; the address in it is the one the kernel gave. */
const LISTENING = /Prism is listening on (http:\/\/[^\s]+)/;
/** Prism's routine lines (one per operation at start, six per request), kept out of an echo. */
const ROUTINE = /\s(?:info|success|start)\s{2,}/;
/** How much of Prism's output is kept for an error message: its last lines, not every request's. */
const KEPT_OUTPUT = 20_000;

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
 * Without a `port`, Prism binds port 0 and reports the port it got, so no other server can take it
 * between a choice and the bind. Ready means Prism's own "listening" line, not an answer on the port:
 * an answer can come from another process's server on a port this one failed to bind.
 * @param {{ document: string, port?: number, errors?: boolean, dynamic?: boolean, timeoutMs?: number,
 *   echoOutput?: boolean }} options  `echoOutput` copies Prism's warnings and errors to this process's
 *   stderr; `timeoutMs` is a ceiling, not a wait: Prism took over 30 s to start at load 10 on 2 cores,
 *   and over 180 s at load 14 with the browser suite's Prism starting beside the contract suite's
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startPrism({
  document,
  port = 0,
  errors = false,
  dynamic = false,
  timeoutMs = 600_000,
  echoOutput = false,
}) {
  // Info is the level of the "listening" line; the routine lines it brings are read and dropped.
  const args = ['mock', document, '-h', '127.0.0.1', '-p', String(port), '-v', 'info'];
  if (errors) args.push('--errors');
  if (dynamic) args.push('--dynamic');
  // Started directly (not through npx or a shell) so that the process has a single PID to stop.
  const child = spawn(PRISM_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  let partialLine = '';
  /** @type {(url: string) => void} */
  let onListening = () => {};
  const listening = new Promise((resolve) => {
    onListening = resolve;
  });
  const collect = (/** @type {Buffer} */ chunk) => {
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop() ?? '';
    for (const line of lines) {
      // Colours are stripped: FORCE_COLOR in a CI's environment would otherwise split the address.
      const plain = stripVTControlCharacters(line);
      const address = LISTENING.exec(plain)?.[1];
      if (address) onListening(address);
      if (ROUTINE.test(plain)) continue;
      output = `${output}${plain}\n`.slice(-KEPT_OUTPUT);
      if (echoOutput) process.stderr.write(`${line}\n`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {{ url?: string, exitCode?: number | null }} what came first: the line, an exit, or neither in time */
  const outcome = await Promise.race([
    listening.then((url) => ({ url: String(url) })),
    exited.then((code) => ({ exitCode: /** @type {number | null} */ (code) })),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs, {});
    }),
  ]);
  clearTimeout(timer);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  if (outcome.url !== undefined) return { url: outcome.url, port: Number(new URL(outcome.url).port), stop };
  await stop();
  if ('exitCode' in outcome) {
    throw new Error(`Prism exited with code ${outcome.exitCode} before it was ready:\n${output}`);
  }
  throw new Error(`Prism was not listening within ${timeoutMs} ms:\n${output}`);
}

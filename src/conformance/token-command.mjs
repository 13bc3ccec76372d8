// @ts-check
// --token-command 'cmd': the token comes from a command (a CLI that prints a short-lived token), and
// the command runs again when answers with the token turn to 401 after it had been accepted: once per
// expiry, however many requests were in flight, so a long run does not end in a wall of 401s.
import { spawnSync } from 'node:child_process';
import { unsendableTokenReason } from './requests.mjs';

const COMMAND_TIMEOUT_MS = 60_000;

/**
 * Runs the command and returns the token it prints (its standard output, trimmed).
 * @param {string} command run by /bin/sh
 * @returns {string}
 * @throws {Error} saying what went wrong, never what the command printed
 */
export function runTokenCommand(command) {
  const result = spawnSync('/bin/sh', ['-c', command], {
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (result.error) throw new Error(`--token-command could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`--token-command exited with ${result.status ?? result.signal}`);
  const token = result.stdout.trim();
  if (!token) throw new Error('--token-command printed no token');
  const unsendable = unsendableTokenReason(token);
  if (unsendable) throw new Error(`--token-command: ${unsendable}`);
  return token;
}

/**
 * @param {string} command
 * @param {string} first the token the run starts with
 */
export function createTokenSource(command, first) {
  let current = first;
  /** Every token the command gave, so that each is redacted from the report. */
  const issued = [first];
  /** Tokens that got a success answer: a 401 to one of those means it expired. */
  const accepted = new Set();
  /** @type {Promise<string> | undefined} */
  let refreshing;
  return {
    current: () => current,
    issued: () => [...issued],
    /** @param {string} token */
    isIssued: (token) => issued.includes(token),
    /** @param {string} token */
    succeeded(token) {
      accepted.add(token);
    },
    /**
     * The token to retry with after `stale` got a 401, or undefined when `stale` was never accepted
     * (a wrong token is not an expired one) and nothing newer exists.
     * @param {string} stale
     */
    async renew(stale) {
      if (stale !== current) return current;
      if (!accepted.has(stale)) return undefined;
      refreshing ??= Promise.resolve().then(() => {
        const fresh = runTokenCommand(command);
        issued.push(fresh);
        current = fresh;
        return fresh;
      });
      try {
        return await refreshing;
      } finally {
        refreshing = undefined;
      }
    },
  };
}

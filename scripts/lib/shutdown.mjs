// @ts-check
// How the long-running commands (`npm start`, `npm run mock`) stop: once, whatever asks first —
// Ctrl-C, SIGTERM, a closed terminal (SIGHUP), or npm itself going away. `kill <npm>` stops npm's
// shell but not this process, which is then re-parented: it notices and stops too, so no server is
// left running without anyone to stop it.

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
const ORPHAN_CHECK_MS = 1000;

/**
 * @param {() => Promise<unknown>} stopServers stops what the command started; must not throw
 * @param {{ onSignal?: () => void }} [options] `onSignal`: says what is happening, before stopping
 * @returns {{ shutdown: (exitCode: number) => Promise<void>, readonly stopping: boolean }}
 *   `shutdown` stops the servers and exits (only the first call does anything); `stopping` tells
 *   code still starting up that it must not go on
 */
export function handleShutdown(stopServers, { onSignal } = {}) {
  let stopping = false;
  async function shutdown(/** @type {number} */ exitCode) {
    if (stopping) return;
    stopping = true;
    await stopServers();
    process.exit(exitCode);
  }
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (!stopping) onSignal?.();
      void shutdown(0);
    });
  }
  const parentAtStart = process.ppid;
  setInterval(() => {
    if (process.ppid !== parentAtStart) void shutdown(0);
  }, ORPHAN_CHECK_MS).unref();
  return {
    shutdown,
    get stopping() {
      return stopping;
    },
  };
}

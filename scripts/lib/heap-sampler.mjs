// @ts-check
// The page's JavaScript heap while it loads: Chrome DevTools Protocol `Performance.getMetrics`,
// `JSHeapUsedSize`, asked for every ~100 ms. Chromium answers it while the page's script runs (unlike
// `Runtime.getHeapUsage`, which waits for the running task), but not inside one long native call such
// as a JSON.parse: the longest gap between two answers says how closely the peak was watched.

/**
 * @typedef {object} HeapSamples
 * @property {number} peakBytes the largest JSHeapUsedSize seen (NaN when no sample came back)
 * @property {number} count how many samples came back
 * @property {number} longestGapMs the longest time between two answers (or from the start to the first)
 */

/**
 * Starts sampling the page's heap; `stop` ends it and gives what was seen.
 * @param {import('playwright-core').Page} page
 * @param {{ everyMs?: number }} [options]
 * @returns {Promise<{ stop: () => Promise<HeapSamples> }>}
 */
export async function sampleHeap(page, { everyMs = 100 } = {}) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  let running = true;
  /** @type {HeapSamples} */
  const samples = { peakBytes: Number.NaN, count: 0, longestGapMs: 0 };
  let lastAnswerAt = performance.now();
  const loop = (async () => {
    while (running) {
      const asked = performance.now();
      try {
        const { metrics } = await session.send('Performance.getMetrics');
        const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
        if (used !== undefined) {
          samples.peakBytes = Number.isNaN(samples.peakBytes) ? used : Math.max(samples.peakBytes, used);
          samples.count += 1;
          samples.longestGapMs = Math.max(samples.longestGapMs, performance.now() - lastAnswerAt);
          lastAnswerAt = performance.now();
        }
      } catch {
        // The page crashed or closed: nothing more to see.
        return;
      }
      const wait = Math.max(0, everyMs - (performance.now() - asked));
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    stop: async () => {
      running = false;
      // A page stuck in one task keeps its last sample unanswered: no need to wait for it.
      await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, 2 * everyMs))]);
      session.detach().catch(() => {});
      return { ...samples };
    },
  };
}

/** A new metrics worker (metrics.worker.ts) for one read: how the page's `AnswerCache` reads each answer. */
export const createMetricsWorker = () =>
  new Worker(new URL('./metrics.worker.ts', import.meta.url), { type: 'module', name: 'metrics' });

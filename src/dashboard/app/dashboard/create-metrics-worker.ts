/** A new metrics worker (metrics.worker.ts) for one read: the page's `MetricsWorkerContext`. */
export const createMetricsWorker = () =>
  new Worker(new URL('./metrics.worker.ts', import.meta.url), { type: 'module', name: 'metrics' });

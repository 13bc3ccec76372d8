const newMetricsWorker = () =>
  new Worker(new URL('./metrics.worker.ts', import.meta.url), { type: 'module', name: 'metrics' });

/**
 * How the page's `AnswerCache` makes a metrics worker (metrics.worker.ts) for each read. The first is
 * started as the cache is made, while the page boots, so that its thread, script and modules are
 * ready when the first answer arrives: started then, on a first visit, the worker's start-up came
 * between the answer's first byte and the first rows (its script was asked for 250–350 ms after the
 * answer began). The others are made when a read asks. Where there are no workers (jsdom) answers
 * are read on the page, and none is started.
 */
export function metricsWorkerSupply(): () => Worker {
  let started: Worker | undefined = typeof Worker === 'function' ? newMetricsWorker() : undefined;
  return () => {
    const worker = started ?? newMetricsWorker();
    started = undefined;
    return worker;
  };
}

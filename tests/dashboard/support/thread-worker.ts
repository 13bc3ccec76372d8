// A metrics worker on the test's own thread: its side is `serveMetrics`, as in the page's worker
// module, and every message crosses as a structured clone (the body is handed over as it is, as a
// transfer does). Stub the global `Worker` with it, as the loader reads in a worker only where the
// browser has them, and hand `threadWorkerServing(...)` to the loader as its `createWorker`.
import type { AnyMetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { serveMetrics } from '@/dashboard/shared/metrics/load/serve-metrics';
import type { WorkerMessage, WorkerRequest } from '@/dashboard/shared/metrics/load/worker-messages';

export class ThreadWorker {
  /** Every worker made, oldest first. */
  static made: ThreadWorker[] = [];
  terminated = false;
  private readonly toPage = new EventTarget();
  private readonly toWorker = new EventTarget();

  constructor(derivations: readonly AnyMetricsDerivation[] = []) {
    ThreadWorker.made.push(this);
    serveMetrics(
      {
        addEventListener: (type, listener) => this.toWorker.addEventListener(type, listener as EventListener),
        postMessage: (message: WorkerMessage) => {
          if (!this.terminated)
            this.toPage.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) }));
        },
      },
      derivations,
    );
  }

  addEventListener(type: string, listener: EventListener) {
    this.toPage.addEventListener(type, listener);
  }

  postMessage(message: WorkerRequest) {
    const data = message.type === 'read' ? message : structuredClone(message);
    setTimeout(() => {
      if (!this.terminated) this.toWorker.dispatchEvent(new MessageEvent('message', { data }));
    });
  }

  terminate() {
    this.terminated = true;
  }

  /** The worker fails, as a worker whose script throws does. */
  fail() {
    this.toPage.dispatchEvent(new Event('error'));
  }
}

/** The loader's `createWorker` for a thread worker that serves `derivations`. */
export const threadWorkerServing = (derivations: readonly AnyMetricsDerivation[]) => () =>
  new ThreadWorker(derivations) as unknown as Worker;

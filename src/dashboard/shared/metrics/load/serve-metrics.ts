// The worker's side of a metrics read: it reads the body it is handed (not copied) and posts the
// projects in batches, so the parsing and normalising of a large answer never happen on the page's
// thread. Once the answer is whole it stays, with its projects, to answer the page's questions about
// them (`MetricsDerivation`): the page receives the answers, never the whole answer again.
import type { NormalizedMetrics, Project } from '../types';
import type { AnyMetricsDerivation } from './metrics-derivation';
import { type ReadMessage, readMetricsBody } from './read-metrics-body';

/** What the page posts: the body to read (transferred), then questions about the answer. */
export type WorkerRequest =
  | { readonly type: 'read'; readonly body: ReadableStream<Uint8Array> }
  | { readonly type: 'ask'; readonly id: number; readonly name: string; readonly request: unknown };

/** What the worker posts: the read's messages, and each question's answer or why it has none. */
export type WorkerMessage =
  | ReadMessage
  | { readonly type: 'answer'; readonly id: number; readonly answer: unknown }
  | { readonly type: 'refused'; readonly id: number; readonly reason: string };

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerMessage): void;
}

/** Serves one read and then the questions of `derivations` about its answer, in `scope` (the worker's global). */
export function serveMetrics(scope: WorkerScope, derivations: readonly AnyMetricsDerivation[]) {
  const byName = new Map(derivations.map((derivation) => [derivation.name, derivation]));
  const received: Project[] = [];
  /** The whole answer, normalised as the page has it, once the read is done. */
  let metrics: NormalizedMetrics | null = null;
  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'read') {
      void readMetricsBody(data.body, (message) => {
        if (message.type === 'projects') for (const project of message.projects) received.push(project);
        else if (message.type === 'done') metrics = { ...message.account, projects: received };
        scope.postMessage(message);
      });
      return;
    }
    const derivation = byName.get(data.name);
    if (derivation === undefined || metrics === null) {
      const reason = derivation === undefined ? `no derivation named ${data.name}` : 'the answer is not whole yet';
      scope.postMessage({ type: 'refused', id: data.id, reason });
      return;
    }
    const whole = metrics;
    try {
      scope.postMessage({ type: 'answer', id: data.id, answer: derivation.run(whole, data.request) });
    } catch (error) {
      scope.postMessage({
        type: 'refused',
        id: data.id,
        reason: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    const { warm } = derivation;
    // In a task of its own, behind the questions already waiting.
    if (warm) setTimeout(() => warm(whole, data.request));
  });
}

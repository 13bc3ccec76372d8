// An answer read in a metrics worker of its own (serve-metrics.ts is the worker's side): the body is
// handed over unread (transferred, not copied), the worker sends the projects' summaries, and keeps
// the answer to derive what the page asks about it. Closing the place ends the worker at once.
import type { ProjectSummary } from '../types';
import type { AnswerPlace } from './metrics-answer';
import { AnswerDisposedError, QuestionRefusedError } from './metrics-answer';
import type { ReadMessage } from './read-metrics-body';
import type { WorkerMessage, WorkerRequest } from './worker-messages';

interface Question {
  readonly name: string;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
}

/** Reads `body` in `worker` (a new metrics worker), handing its messages to `receive`. */
export function readInWorker(
  worker: Worker,
  body: ReadableStream<Uint8Array>,
  receive: (message: ReadMessage<ProjectSummary>) => void,
): AnswerPlace {
  const waiting = new Map<number, Question>();
  let nextId = 0;
  let closedBecause: string | null = null;
  const close = (reason: string) => {
    if (closedBecause !== null) return;
    closedBecause = reason;
    worker.terminate();
    for (const question of waiting.values()) question.reject(new AnswerDisposedError(reason));
    waiting.clear();
  };
  worker.addEventListener('message', ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type === 'result' || data.type === 'refused') {
      const question = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.type === 'result') question?.resolve(data.result);
      else question?.reject(new QuestionRefusedError(question.name, data.reason));
      return;
    }
    receive(data);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    // Before the answer is whole, its read has failed; after, only the questions still out.
    receive({ type: 'failed', failure: { kind: 'broken', reason: 'the answer could not be read' } });
    close('its worker failed');
  });
  const request: WorkerRequest = { type: 'read', body };
  worker.postMessage(request, [body as unknown as Transferable]);
  return {
    derive: (derivation, question) => {
      if (closedBecause !== null) return Promise.reject(new AnswerDisposedError(closedBecause));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { name: derivation.name, resolve, reject });
        const message: WorkerRequest = { type: 'ask', id, name: derivation.name, request: question };
        worker.postMessage(message);
      });
    },
    heldHere: () => undefined,
    close,
  };
}

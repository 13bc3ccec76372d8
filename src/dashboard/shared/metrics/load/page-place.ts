// An answer read on the page, where there are no workers (the component tests): the same reading and
// the same derivations as in the metrics worker, on the page's thread. The page's handle still
// receives only the summaries, as from a worker; the details are at hand.

import type { ProjectSummary } from '../types';
import { AnswerHolder } from './answer-holder';
import type { AnswerPlace } from './metrics-answer';
import { AnswerDisposedError } from './metrics-answer';
import { withoutDetails } from './project-details';
import { type ReadMessage, readMetricsBody } from './read-metrics-body';

/** Reads `body` on the page, handing its messages to `receive`; closing the place cancels the body. */
export function readOnPage(
  body: ReadableStream<Uint8Array>,
  receive: (message: ReadMessage<ProjectSummary>) => void,
): AnswerPlace {
  const holder = new AnswerHolder();
  const reading = new AbortController();
  let closedBecause: string | null = null;
  void readMetricsBody(
    body,
    (message) => {
      if (message.type === 'projects') {
        holder.add(message.projects);
        receive({ ...message, projects: message.projects.map(withoutDetails) });
        return;
      }
      receive(message);
      if (message.type === 'done') holder.finish(message.account);
    },
    reading.signal,
  );
  return {
    derive: (derivation, request) =>
      new Promise((resolve, reject) => {
        if (closedBecause !== null) {
          reject(new AnswerDisposedError(closedBecause));
          return;
        }
        holder.whenReady(derivation, (metrics) => {
          try {
            resolve(derivation.run(metrics, request));
          } catch (error) {
            reject(error);
          }
        });
      }),
    heldHere: (rowId) => (closedBecause === null ? holder.project(rowId) : undefined),
    close: (reason) => {
      closedBecause ??= reason;
      reading.abort();
    },
  };
}

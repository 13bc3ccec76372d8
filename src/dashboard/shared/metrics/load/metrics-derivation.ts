// A question about a whole metrics answer, answered where the answer's projects are: in the worker
// that read them, so the page receives only the small answer (the rows in view, the counts), or on
// the page itself where there is no such worker. The same function runs in both places; its request
// and its answer cross between threads, so both are plain data.
import type { NormalizedMetrics } from '../types';

export interface MetricsDerivation<Request, Answer> {
  /** The name the worker knows it by: unique among the derivations it serves. */
  readonly name: string;
  /** Pure: the answer of `request` about the normalised answer (the same object for every question). */
  readonly run: (metrics: NormalizedMetrics, request: Request) => Answer;
  /**
   * Where a worker answered: what to prepare, once the answer is sent and nothing else waits, for the
   * question likely to follow (kept by `run` for it); its result is not used.
   */
  readonly warm?: (metrics: NormalizedMetrics, request: Request) => unknown;
  /**
   * Also answered while the answer arrives, from the projects received so far (and the account's
   * other parts still empty); otherwise a question waits for the answer to be whole.
   */
  readonly whileArriving?: boolean;
}

/** Any derivation, as a worker's list of those it serves holds them. */
// biome-ignore lint/suspicious/noExplicitAny: a list of derivations of different requests and answers
export type AnyMetricsDerivation = MetricsDerivation<any, any>;

import { useEffect, useState } from 'react';
import type { NormalizedMetrics } from '../types';
import { askAbout } from './metrics-answers';
import type { MetricsDerivation } from './metrics-derivation';

export interface MetricsAnswer<Answer> {
  /** The latest answer about `metrics`; undefined until the first comes (or without metrics). */
  readonly answer: Answer | undefined;
  /** A newer request is being answered: `answer` is the one before it. */
  readonly pending: boolean;
  /** Why the latest request has no answer. */
  readonly error: unknown;
}

interface Answered<Request, Answer> {
  readonly metrics: NormalizedMetrics;
  readonly request: Request;
  readonly outcome: { readonly answer: Answer } | { readonly error: unknown };
}

/**
 * The answer of `derivation` to `request` about `metrics`, asked where the answer is (`askAbout`):
 * a part of the page that shows a derived figure, not the answer itself. A null request, or no
 * metrics, asks nothing. The last answer stays while a newer request is answered (a new filter does
 * not blank the section), but never one about other metrics. `request` must keep its identity while
 * it asks the same (memoised), as it is compared by identity.
 */
export function useMetricsAnswer<Request, Answer>(
  metrics: NormalizedMetrics | undefined,
  derivation: MetricsDerivation<Request, Answer>,
  request: Request | null,
): MetricsAnswer<Answer> {
  const [answered, setAnswered] = useState<Answered<Request, Answer> | null>(null);
  useEffect(() => {
    if (metrics === undefined || request === null) return;
    let wanted = true;
    askAbout(metrics, derivation, request).then(
      (answer) => {
        if (wanted) setAnswered({ metrics, request, outcome: { answer } });
      },
      (error: unknown) => {
        if (wanted) setAnswered({ metrics, request, outcome: { error } });
      },
    );
    return () => {
      wanted = false;
    };
  }, [metrics, derivation, request]);
  if (metrics === undefined || request === null || answered === null || answered.metrics !== metrics) {
    return { answer: undefined, pending: metrics !== undefined && request !== null, error: undefined };
  }
  const pending = answered.request !== request;
  return 'answer' in answered.outcome
    ? { answer: answered.outcome.answer, pending, error: undefined }
    : { answer: undefined, pending, error: answered.outcome.error };
}

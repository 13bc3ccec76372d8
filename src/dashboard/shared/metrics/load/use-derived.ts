import { useEffect, useState } from 'react';
import type { MetricsAnswer } from './metrics-answer';
import type { MetricsDerivation } from './metrics-derivation';

export interface Derived<Result> {
  /** The latest result about `answer`; undefined until the first comes (or without an answer). */
  readonly result: Result | undefined;
  /** A newer request is being derived: `result` is the one before it. */
  readonly pending: boolean;
  /** Why the latest request has no result. */
  readonly error: unknown;
}

interface Asked<Request, Result> {
  readonly answer: MetricsAnswer;
  readonly request: Request;
  readonly asOf: unknown;
  readonly outcome: { readonly result: Result } | { readonly error: unknown };
}

/**
 * The result of `derivation` for `request` about `answer`, asked where the answer is held (`ask`): for
 * a part of the page that shows a derived figure, not the answer itself. A null request, or no answer,
 * asks nothing. The last result stays while a newer request is derived (a new filter does not blank
 * the section), and while the same query's answer is read again, but never one about another query. `request` must keep its identity while it asks
 * the same (memoised), as it is compared by identity. `asOf` asks again for the same request when it
 * changes: an answer still arriving, asked again as more of it comes.
 */
export function useDerived<Request, Result>(
  answer: MetricsAnswer | undefined,
  derivation: MetricsDerivation<Request, Result>,
  request: Request | null,
  asOf?: unknown,
): Derived<Result> {
  const [asked, setAsked] = useState<Asked<Request, Result> | null>(null);
  useEffect(() => {
    if (answer === undefined || request === null) return;
    let wanted = true;
    answer.ask(derivation, request).then(
      (result) => {
        if (wanted) setAsked({ answer, request, asOf, outcome: { result } });
      },
      (error: unknown) => {
        if (wanted) setAsked({ answer, request, asOf, outcome: { error } });
      },
    );
    return () => {
      wanted = false;
    };
  }, [answer, derivation, request, asOf]);
  // A result stays while the same query's answer is read again (after a write), not an error: the
  // answer it was about has been let go.
  const kept =
    asked !== null &&
    answer !== undefined &&
    (asked.answer === answer || ('result' in asked.outcome && asked.answer.sameQueryAs(answer)));
  if (answer === undefined || request === null || asked === null || !kept) {
    return { result: undefined, pending: answer !== undefined && request !== null, error: undefined };
  }
  const pending = asked.answer !== answer || asked.request !== request || asked.asOf !== asOf;
  return 'result' in asked.outcome
    ? { result: asked.outcome.result, pending, error: undefined }
    : { result: undefined, pending, error: asked.outcome.error };
}

import { MetricsAccumulator } from '../normalize';
import type { NormalizedMetrics, ProjectSummary } from '../types';

/** What the page says of an answer still arriving: projects and bytes so far, and the whole when known. */
export interface ArrivingAnswer {
  readonly projects: number;
  readonly bytesRead: number;
  /** The body's length from its Content-Length; null when the server did not say. */
  readonly byteLength: number | null;
}

/** A read's progress (`ReadProgress`) as the page tells it. */
export const arrivingAnswerOf = ({
  projects,
  bytesRead,
  byteLength,
}: {
  readonly projects: readonly unknown[];
  readonly bytesRead: number;
  readonly byteLength: number | null;
}): ArrivingAnswer => ({
  projects: projects.length,
  bytesRead,
  byteLength,
});

/** The account's other parts before any has arrived: those of an answer with no other member. */
const NOTHING_ELSE_YET = new MetricsAccumulator().finish({});

/**
 * The answer as far as it has arrived: its projects so far, and no server totals, usage series, flow
 * or fix durations yet (they come after the projects, so the totals are summed over the projects
 * received).
 */
export const partialAccount = <P extends ProjectSummary>(projects: readonly P[]): NormalizedMetrics<P> => ({
  ...NOTHING_ELSE_YET,
  projects,
});

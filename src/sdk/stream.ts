// `depsight/stream`: the metrics answer read as a stream, for accounts too large to hold (Node.js
// exports first; browsers too). An entry of its own, so that `createClient` stays small for those who
// never stream; it throws the client's own error classes (internal/stream-kit.ts).
import type { DepsightClient } from './client';
import type { ArrayMemberStream } from './internal/array-member-stream';
import { type ArrayMemberSource, DEFAULT_MAX_VALUE_BYTES, streamArrayMember } from './internal/array-member-stream';
import type { CallOptions } from './internal/core';
import { STREAM_KIT, type StreamKit } from './internal/stream-kit';
import { METRICS_PATH, type MetricsQuery, type ProjectMetrics, type SecurityMetrics } from './resources/metrics';

export type { ArrayMemberStream } from './internal/array-member-stream';
export type { MetricsQuery, ProjectMetrics, SecurityMetrics } from './resources/metrics';

/** The metrics answer without its projects: what `streamProjects(...).rest()` resolves with. */
export type SecurityMetricsRest = Omit<SecurityMetrics, 'projects'>;
/** `streamProjects`' loop over the projects, then `rest()`. */
export type ProjectMetricsStream = ArrayMemberStream<ProjectMetrics, SecurityMetricsRest>;

/** The options of `streamProjects`: the per-call options, and the size limit of one project. */
export interface ProjectStreamOptions extends CallOptions {
  /**
   * The most bytes one project may take in the answer (and the answer's other members together):
   * past it the read fails with an `InvalidResponseError` rather than holding it. 64 MiB by default.
   */
  maxProjectBytes?: number;
}

/** The largest project `streamProjects` reads by default (`maxProjectBytes`): 64 MiB. */
export const DEFAULT_MAX_PROJECT_BYTES = DEFAULT_MAX_VALUE_BYTES;

/** The smallest answer the document accepts: a project is checked inside it (with `validateResponses`). */
const EMPTY_METRICS_ANSWER: SecurityMetrics = {
  projects: [],
  projectsUsage: { sortedDates: [], dates: {} },
  exclusionUsage: { sortedDates: [], dates: {} },
};

function kitOf(client: DepsightClient): StreamKit {
  const kit = (client as unknown as Partial<Record<typeof STREAM_KIT, StreamKit>>)[STREAM_KIT];
  if (!kit) throw new TypeError('streamProjects needs a client made by createClient');
  return kit;
}

/**
 * The metrics answer (`client.metrics.get`'s) read as a stream: its projects one at a time with
 * `for await`, then the other members with `rest()`. Memory holds one project at a time, whatever the
 * size of the answer, and `timeoutMs` limits each wait for more of the body rather than the whole
 * read. A body that breaks off, is not the answer's shape or has a project larger than
 * `maxProjectBytes` fails with an `InvalidResponseError` that says at which byte. Nothing is sent
 * before the first step. Only `client` not being a depsight client throws (a `TypeError`).
 */
export function streamProjects(
  client: DepsightClient,
  query: MetricsQuery = {},
  options?: ProjectStreamOptions,
): ProjectMetricsStream {
  const kit = kitOf(client);
  const { maxProjectBytes, ...streamOptions } = options ?? {};
  const source: ArrayMemberSource = {
    send: (extras) =>
      kit.core.api.GET(METRICS_PATH, { ...extras, params: { query: kit.metricsQuery(query) }, parseAs: 'stream' }),
    member: 'projects',
    knownMembers: ['accountOverview', 'projectsUsage', 'exclusionUsage'],
    emptyAnswer: EMPTY_METRICS_ANSWER,
    method: 'GET',
    path: METRICS_PATH,
  };
  return streamArrayMember(kit, source, { ...streamOptions, maxValueBytes: maxProjectBytes });
}

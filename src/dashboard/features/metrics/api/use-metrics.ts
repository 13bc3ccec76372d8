import useSWR from 'swr';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import type { DepsightClient, MetricsQuery, SecurityMetrics } from '@/sdk';

/** The SWR key of a metrics query: every query field, so that any change fetches anew. */
export function metricsKey(scope: string, query: MetricsQuery) {
  return [
    'metrics',
    scope,
    query.startDate ?? '',
    query.endDate ?? '',
    query.branches ?? '*',
    query.tags ?? '',
    query.cache ?? false,
    query.teamUUID ?? '',
  ] as const;
}

/** What the error alert says when a 200 carries no metrics at all. */
export const EMPTY_METRICS_ANSWER_MESSAGE = 'The server answered without any metrics (an empty or unreadable body).';

/** A 200 whose body is null, empty, not JSON or not an object: an error, never an empty dashboard. */
export class EmptyMetricsAnswerError extends Error {
  constructor() {
    super(EMPTY_METRICS_ANSWER_MESSAGE);
    this.name = 'EmptyMetricsAnswerError';
  }
}

async function loadMetrics(client: DepsightClient, query: MetricsQuery): Promise<SecurityMetrics> {
  let body: unknown;
  try {
    body = await client.metrics.get(query);
  } catch (error) {
    // An empty or non-JSON body fails inside the fetch library's JSON parse.
    if (error instanceof SyntaxError) throw new EmptyMetricsAnswerError();
    throw error;
  }
  if (!isRecord(body)) throw new EmptyMetricsAnswerError();
  return body as SecurityMetrics;
}

/** The metrics of a query; a null query (filters not applied yet) sends no request. */
export function useMetrics(query: MetricsQuery | null) {
  const { client, scope } = useSdk();
  return useSWR<SecurityMetrics>(query ? metricsKey(scope, query) : null, () => loadMetrics(client, query ?? {}), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

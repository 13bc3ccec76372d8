import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { EmptyMetricsAnswerError, useMetrics, useNormalizedMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { createClient, type MetricsQuery, type SecurityMetrics } from '@/sdk';
import { depsightKey } from '@/sdk/swr';
import { json, routeFetch, TEST_BASE_URL } from '../../../support/route-fetch';
import { sdkWrapper } from '../../support/providers';

const METRICS = {
  projects: [],
  projectsUsage: { sortedDates: [], dates: {} },
  exclusionUsage: { sortedDates: [], dates: {} },
};

function renderMetrics(initialQuery: MetricsQuery | null, answer: () => Response = () => json(METRICS)) {
  const { fetch, requests } = routeFetch({ 'GET /api/v1/metrics/security/me': answer });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  const hook = renderHook(({ query }) => useMetrics(query), {
    wrapper: sdkWrapper(client),
    initialProps: { query: initialQuery },
  });
  return { ...hook, requests };
}

describe('useMetrics', () => {
  it('a null query (filters not applied yet) sends no request', async () => {
    const { result, requests } = renderMetrics(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
  });

  it('an applied query fetches the metrics with every query field', async () => {
    const query = {
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      branches: 'main',
      tags: 'pci',
      cache: true,
      teamUUID: '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e',
    };
    const { result, requests } = renderMetrics(query);
    await waitFor(() => expect(result.current.data).toEqual(METRICS));
    const sent = new URL(requests[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(sent)).toEqual({ ...query, cache: 'true' });
  });

  it('the cache key holds every query field, so changing any one of them fetches again', async () => {
    const base = { startDate: '2026-10-21', endDate: '2026-11-21', branches: '*', tags: '', cache: true };
    const { result, requests, rerender } = renderMetrics(base);
    await waitFor(() => expect(result.current.data).toBeDefined());
    const changes: Partial<MetricsQuery>[] = [
      { startDate: '2026-10-01' },
      { endDate: '2026-11-20' },
      { branches: 'main' },
      { tags: 'pci' },
      { cache: false },
      { teamUUID: '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e' },
    ];
    for (const change of changes) {
      const before = requests.length;
      rerender({ query: { ...base, ...change } });
      await waitFor(() => expect(requests.length).toBe(before + 1));
    }
    const client = createClient({ baseUrl: TEST_BASE_URL });
    const keys = changes.map((change) => JSON.stringify(depsightKey(client, 'metrics.get', [{ ...base, ...change }])));
    expect(new Set(keys).size).toBe(changes.length);
  });

  it.each([
    ['an empty body', () => new Response('', { status: 200 })],
    ['a null body', () => json(null)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a list', () => json([])],
    ['a string', () => json('metrics')],
  ])('a 200 with %s is an EmptyMetricsAnswerError, not data', async (_name, answer) => {
    const { result } = renderMetrics({ startDate: '2026-10-21', endDate: '2026-11-21' }, answer);
    await waitFor(() => expect(result.current.error).toBeInstanceOf(EmptyMetricsAnswerError));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('two readers of the same query share one call (as the page and the remediation section do)', async () => {
    const { fetch, requests } = routeFetch({ 'GET /api/v1/metrics/security/me': () => json(METRICS) });
    const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
    const query = { startDate: '2026-10-21', endDate: '2026-11-21' };
    const { result } = renderHook(
      () => ({ page: useMetrics(query), section: useMetrics({ ...query }, { revalidateIfStale: false }) }),
      { wrapper: sdkWrapper(client) },
    );
    await waitFor(() => expect(result.current.section.data).toEqual(METRICS));
    expect(result.current.page.data).toEqual(METRICS);
    expect(requests).toHaveLength(1);
  });
});

describe('useNormalizedMetrics', () => {
  it('gives every reader of one answer the same normalised model, and a new answer a new one', () => {
    // An answer as the server may send it: untrusted, so not every field is there.
    const answer = { ...METRICS, projects: [{ projectUrl: 'https://x/a', scans: [] }] } as unknown as SecurityMetrics;
    const page = renderHook(({ data }) => useNormalizedMetrics(data), { initialProps: { data: answer } });
    const section = renderHook(({ data }) => useNormalizedMetrics(data), { initialProps: { data: answer } });
    expect(page.result.current).toEqual(normalizeMetrics(answer));
    expect(section.result.current).toBe(page.result.current);
    const next = { ...answer };
    page.rerender({ data: next });
    expect(page.result.current).not.toBe(section.result.current);
    expect(page.result.current).toEqual(section.result.current);
  });

  it('is undefined before an answer arrives', () => {
    const { result } = renderHook(() => useNormalizedMetrics(undefined));
    expect(result.current).toBeUndefined();
  });
});

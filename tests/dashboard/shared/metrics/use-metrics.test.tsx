import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyMetricsAnswerError } from '@/dashboard/shared/metrics/load/empty-answer';
import { withoutDetails } from '@/dashboard/shared/metrics/load/project-details';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { createClient, type MetricsQuery } from '@/sdk';
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
    // Every effect and promise of the render has run.
    await act(async () => {});
    expect(result.current).toEqual({ data: undefined, error: undefined, isLoading: false, progress: null });
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
    await waitFor(() => expect(result.current.data?.summary).toEqual(normalizeMetrics(METRICS)));
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
    await waitFor(() => expect(result.current.section.data?.summary).toEqual(normalizeMetrics(METRICS)));
    expect(result.current.page.data).toBe(result.current.section.data);
    expect(requests).toHaveLength(1);
  });
});

describe('useMetrics reading the answer as a stream', () => {
  const project = (index: number) => ({
    projectUUID: `uuid-${index}`,
    projectUrl: `https://git.example/acme/repo-${index}`,
    projectBranch: 'main',
    securityScore: 50,
    scans: [
      {
        timestamp: 1_700_000_000_000 + index,
        reportUUID: `r-${index}`,
        securityScore: 50,
        vulnerabilityCount: 1,
        mitigationCount: 0,
        vulnerabilityDelta: 0,
      },
    ],
    vulnerabilitiesIdentified: 1,
    vulnerabilitiesAddressed: 0,
  });
  const answer = { ...METRICS, projects: Array.from({ length: 30 }, (_, index) => project(index)) };

  it('holds the summaries of the model normalizeMetrics makes of the whole answer, in the answer’s order', async () => {
    const { result } = renderMetrics({ startDate: '2026-10-21' }, () => json(answer));
    await waitFor(() => expect(result.current.data).toBeDefined());
    const whole = normalizeMetrics(answer);
    expect(result.current.data?.summary).toEqual({ ...whole, projects: whole.projects.map(withoutDetails) });
    // The details are at hand where the answer was read (here, on the page).
    const first = result.current.data?.summary.projects[0];
    expect(first && result.current.data?.detailsAtHand(first)).toEqual(whole.projects[0]);
    expect(result.current.progress).toBeNull();
  });

  it('shows the projects received so far while the rest of the body is on its way', async () => {
    const text = JSON.stringify(answer);
    const cut = text.indexOf('uuid-10') - 20;
    let sendRest: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, cut)));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode(text.slice(cut)));
          controller.close();
        };
      },
    });
    const { result } = renderMetrics({ startDate: '2026-10-21' }, () => new Response(body, { status: 200 }));
    await waitFor(() => expect(result.current.progress?.projects.length).toBeGreaterThan(0));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    expect(result.current.progress?.projects.map((entry) => entry.projectUUID)).toEqual(
      answer.projects.slice(0, result.current.progress?.projects.length).map((entry) => entry.projectUUID),
    );
    sendRest();
    await waitFor(() => expect(result.current.data?.summary.projects).toHaveLength(30));
    expect(result.current.progress).toBeNull();
  });

  it('stops a read nobody waits for any more (new criteria), and reads it again when it is wanted again', async () => {
    let cancelled = 0;
    const stalled = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"projects":['));
          },
          cancel() {
            cancelled += 1;
          },
        }),
        { status: 200 },
      );
    const first = { startDate: '2026-10-21' };
    const { result, rerender, requests } = renderMetrics(first, stalled);
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ query: { startDate: '2026-10-22' } });
    await waitFor(() => expect(cancelled).toBe(1));
    rerender({ query: first });
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(result.current.error).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
  });
});

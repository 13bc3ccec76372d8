import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { serveMetrics, type WorkerMessage, type WorkerRequest } from '@/dashboard/shared/metrics/load/serve-metrics';
import type { Project } from '@/dashboard/shared/metrics/types';
import { createClient } from '@/sdk';
import { json, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { wireProject, wireResponse } from '../../../support/metrics-fixtures';

/** What the worker answers, and the page's own copy under the same name, told apart by their answers. */
const warmed: string[] = [];
const urlsInWorker: MetricsDerivation<string, string> = {
  name: 'urls',
  warm: (_, prefix) => warmed.push(prefix),
  run: ({ projects }, prefix) => `worker: ${projects.map((project) => `${prefix}${project.projectUrl}`).join(',')}`,
};
const urlsOnPage: MetricsDerivation<string, string> = {
  name: 'urls',
  run: ({ projects }, prefix) => `page: ${projects.map((project) => `${prefix}${project.projectUrl}`).join(',')}`,
};
const unknownToWorker: MetricsDerivation<null, number> = { name: 'count', run: ({ projects }) => projects.length };
const failingInWorker: MetricsDerivation<null, never> = {
  name: 'fails',
  run: () => {
    throw new Error('cannot');
  },
};

/**
 * A worker on this thread: its side is `serveMetrics`, as in the page's worker module, and every
 * message crosses as a structured clone (the body is handed over as it is, as a transfer does).
 */
class ThreadWorker {
  static made: ThreadWorker[] = [];
  terminated = false;
  private readonly toPage = new EventTarget();
  private readonly toWorker = new EventTarget();

  constructor() {
    ThreadWorker.made.push(this);
    serveMetrics(
      {
        addEventListener: (type, listener) => this.toWorker.addEventListener(type, listener as EventListener),
        postMessage: (message: WorkerMessage) => {
          if (!this.terminated)
            this.toPage.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) }));
        },
      },
      [urlsInWorker, failingInWorker],
    );
  }

  addEventListener(type: string, listener: EventListener) {
    this.toPage.addEventListener(type, listener);
  }

  postMessage(message: WorkerRequest) {
    const data = message.type === 'read' ? message : structuredClone(message);
    setTimeout(() => {
      if (!this.terminated) this.toWorker.dispatchEvent(new MessageEvent('message', { data }));
    });
  }

  terminate() {
    this.terminated = true;
  }
}

const answerOf = (...urls: string[]) =>
  wireResponse({ projects: urls.map((url, index) => wireProject({ projectUUID: `p${index}`, projectUrl: url })) });

/** The page's modules as a new page loads them: no worker kept from another test. */
let askAbout: typeof import('@/dashboard/shared/metrics/load/metrics-answers').askAbout;
let loadNormalizedMetrics: typeof import('@/dashboard/shared/metrics/load/load-metrics').loadNormalizedMetrics;

async function read(answer: unknown, status = 200) {
  const { fetch } = routeFetch({ 'GET /api/v1/metrics/security/me': () => json(answer, status) });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  return loadNormalizedMetrics(
    client,
    { startDate: '2026-10-01', endDate: '2026-11-01' },
    {
      createWorker: () => new ThreadWorker() as unknown as Worker,
    },
  );
}

beforeEach(async () => {
  vi.resetModules();
  ({ askAbout } = await import('@/dashboard/shared/metrics/load/metrics-answers'));
  ({ loadNormalizedMetrics } = await import('@/dashboard/shared/metrics/load/load-metrics'));
  ThreadWorker.made = [];
  warmed.length = 0;
  // The loader reads in a worker only where the browser has them.
  vi.stubGlobal('Worker', ThreadWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('questions about a metrics answer read in a worker', () => {
  it('are answered by the worker that read it, which keeps the answer', async () => {
    const metrics = await read(answerOf('https://x/a', 'https://x/b'));
    expect(metrics.projects.map((project: Project) => project.projectUrl)).toEqual(['https://x/a', 'https://x/b']);
    expect(ThreadWorker.made).toHaveLength(1);
    expect(ThreadWorker.made[0]?.terminated).toBe(false);
    // Two questions at once: each gets its own answer.
    const answers = await Promise.all([askAbout(metrics, urlsOnPage, '1:'), askAbout(metrics, urlsOnPage, '2:')]);
    expect(answers).toEqual(['worker: 1:https://x/a,1:https://x/b', 'worker: 2:https://x/a,2:https://x/b']);
    // Then, after the answers, the worker prepares what each question is likely to lead to.
    await vi.waitFor(() => expect(warmed).toEqual(['1:', '2:']));
  });

  it('are answered on the page, by the same name, when the worker does not know the question or fails', async () => {
    const metrics = await read(answerOf('https://x/a'));
    await expect(askAbout(metrics, unknownToWorker, null)).resolves.toBe(1);
    await expect(askAbout(metrics, failingInWorker, null)).rejects.toThrow('cannot');
  });

  it('keep four workers: the one asked least recently goes, and its questions are answered on the page', async () => {
    const first = await read(answerOf('https://x/1'));
    await askAbout(first, urlsOnPage, '');
    const second = await read(answerOf('https://x/2'));
    for (const url of ['https://x/3', 'https://x/4']) await read(answerOf(url));
    // The first asked, three never asked: the fifth read makes the oldest never asked go.
    await read(answerOf('https://x/5'));
    expect(ThreadWorker.made.map((worker) => worker.terminated)).toEqual([false, true, false, false, false]);
    await expect(askAbout(second, urlsOnPage, '')).resolves.toBe('page: https://x/2');
    await expect(askAbout(first, urlsOnPage, '')).resolves.toBe('worker: https://x/1');
  });

  it('a read that fails ends its worker', async () => {
    await expect(read('not metrics')).rejects.toThrow();
    expect(ThreadWorker.made.at(-1)?.terminated).toBe(true);
  });
});

describe('questions about an answer read on the page', () => {
  it('are answered on the page', async () => {
    vi.unstubAllGlobals();
    const metrics = await read(answerOf('https://x/a'));
    expect(ThreadWorker.made).toHaveLength(0);
    await expect(askAbout(metrics, urlsOnPage, '')).resolves.toBe('page: https://x/a');
  });
});

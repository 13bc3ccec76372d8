import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import type { NormalizedMetrics, Project } from '@/dashboard/shared/metrics/types';
import { createClient } from '@/sdk';
import { json, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { scanSeries, wireProject, wireResponse } from '../../../support/metrics-fixtures';
import { ThreadWorker, threadWorkerServing } from '../../../support/thread-worker';

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
/** Counts the scans it sees: in the worker, every project's; the page holds none of them. */
const scanCount: MetricsDerivation<null, number> = {
  name: 'scan-count',
  run: ({ projects }) => projects.reduce((sum, project) => sum + project.scans.length, 0),
};
const countSoFar: MetricsDerivation<null, number> = {
  name: 'count-so-far',
  whileArriving: true,
  run: ({ projects }) => projects.length,
};
const unknownToWorker: MetricsDerivation<null, number> = { name: 'count', run: ({ projects }) => projects.length };
const failingInWorker: MetricsDerivation<null, never> = {
  name: 'fails',
  run: () => {
    throw new Error('cannot');
  },
};

const SCANS = scanSeries([
  [40, 9],
  [55, 6],
  [70, 2],
]);
const projectAt = (url: string, index: number) =>
  wireProject({ projectUUID: `p${index}`, projectUrl: url, scans: SCANS });
const answerOf = (...urls: string[]) => wireResponse({ projects: urls.map(projectAt) });

/** The page's modules as a new page loads them: no worker kept from another test. */
let answersModule: typeof import('@/dashboard/shared/metrics/load/metrics-answers');
let loadNormalizedMetrics: typeof import('@/dashboard/shared/metrics/load/load-metrics').loadNormalizedMetrics;

interface ReadOptions {
  readonly body?: () => Response;
  readonly shown?: () => boolean;
  readonly forgotten?: NormalizedMetrics[];
  readonly onProgress?: (projects: readonly Project[]) => void;
}

function read(answer: unknown, { body, shown = () => false, forgotten = [], onProgress }: ReadOptions = {}) {
  const { fetch } = routeFetch({ 'GET /api/v1/metrics/security/me': () => body?.() ?? json(answer) });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  return loadNormalizedMetrics(
    client,
    { startDate: '2026-10-01', endDate: '2026-11-01' },
    {
      createWorker: threadWorkerServing([urlsInWorker, scanCount, countSoFar, failingInWorker]),
      life: { shown, forget: (metrics) => forgotten.push(metrics) },
      onProgress: onProgress && (({ projects }) => onProgress(projects)),
    },
  );
}

beforeEach(async () => {
  vi.resetModules();
  answersModule = await import('@/dashboard/shared/metrics/load/metrics-answers');
  ({ loadNormalizedMetrics } = await import('@/dashboard/shared/metrics/load/load-metrics'));
  ThreadWorker.made = [];
  warmed.length = 0;
  // The loader reads in a worker only where the browser has them.
  vi.stubGlobal('Worker', ThreadWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('an answer read in a worker', () => {
  it('comes to the page without its projects’ details, which the worker keeps and answers for', async () => {
    const { askAbout, hasDetailsHere, withDetails } = answersModule;
    const metrics = await read(answerOf('https://x/a', 'https://x/b'));
    expect(metrics.projects.map((project: Project) => project.projectUrl)).toEqual(['https://x/a', 'https://x/b']);
    // The summary stays whole: the figures the table and the rankings read.
    expect(metrics.projects[1]).toMatchObject({ totalScans: 3, vulns: 2, scans: [], remediations: [] });
    expect(metrics.projects.every((project: Project) => !hasDetailsHere(project))).toBe(true);
    await expect(askAbout(metrics, scanCount, null)).resolves.toBe(6);

    const whole = await withDetails(metrics.projects[1] as Project);
    expect(whole.scans.map((scan) => scan.vulnerabilityCount)).toEqual([9, 6, 2]);
    expect(whole).toMatchObject({ projectUrl: 'https://x/b', totalScans: 3 });
  });

  it('answers each of two questions asked at once, then prepares what each is likely to lead to', async () => {
    const { askAbout } = answersModule;
    const metrics = await read(answerOf('https://x/a', 'https://x/b'));
    expect(ThreadWorker.made).toHaveLength(1);
    const answers = await Promise.all([askAbout(metrics, urlsOnPage, '1:'), askAbout(metrics, urlsOnPage, '2:')]);
    expect(answers).toEqual(['worker: 1:https://x/a,1:https://x/b', 'worker: 2:https://x/a,2:https://x/b']);
    await vi.waitFor(() => expect(warmed).toEqual(['1:', '2:']));
  });

  it('answers details while the rest arrives; other questions wait for the whole answer', async () => {
    const { askAbout, withDetails } = answersModule;
    let push: (text: string) => void = () => {};
    let end: () => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    let soFar: readonly Project[] = [];
    const whole = read(null, { body: () => new Response(stream), onProgress: (projects) => (soFar = projects) });
    push(`{"projects":[${JSON.stringify(projectAt('https://x/a', 0))},`);
    await vi.waitFor(() => expect(soFar).toHaveLength(1));
    const first = soFar[0] as Project;
    await expect(withDetails(first)).resolves.toMatchObject({ projectUrl: 'https://x/a', totalScans: 3 });
    expect((await withDetails(first)).scans).toHaveLength(3);
    const partial = { ...(await import('@/dashboard/shared/metrics/load/arriving-answer')).partialAccount(soFar) };
    await expect(askAbout(partial, countSoFar, null)).resolves.toBe(1);
    let scansAnswered: number | undefined;
    void askAbout(partial, scanCount, null).then((count) => (scansAnswered = count));

    push(`${JSON.stringify(projectAt('https://x/b', 1))}]}`);
    end();
    await whole;
    // The question asked early is answered about the whole answer.
    await vi.waitFor(() => expect(scansAnswered).toBe(6));
  });

  it('says when the worker does not know a question or cannot answer it', async () => {
    const { askAbout, QuestionRefusedError } = answersModule;
    const metrics = await read(answerOf('https://x/a'));
    await expect(askAbout(metrics, unknownToWorker, null)).rejects.toThrow(QuestionRefusedError);
    await expect(askAbout(metrics, failingInWorker, null)).rejects.toThrow('cannot');
  });

  it('stays while shown; of the answers no part of the page shows, the four used last stay', async () => {
    const { askAbout, AnswerForgottenError } = answersModule;
    const forgotten: NormalizedMetrics[] = [];
    let firstShown = true;
    const first = await read(answerOf('https://x/1'), { forgotten, shown: () => firstShown });
    const second = await read(answerOf('https://x/2'), { forgotten });
    const third = await read(answerOf('https://x/3'), { forgotten });
    await askAbout(second, urlsOnPage, '');
    for (const url of ['https://x/4', 'https://x/5']) await read(answerOf(url), { forgotten });
    // Five kept, one shown: four unshown, none goes.
    expect(ThreadWorker.made.map((worker) => worker.terminated)).toEqual([false, false, false, false, false]);
    await read(answerOf('https://x/6'), { forgotten });
    // Five unshown: the one used least recently (the third; the second was asked since) goes.
    expect(ThreadWorker.made.map((worker) => worker.terminated)).toEqual([false, false, true, false, false, false]);
    expect(forgotten).toEqual([third]);
    await expect(askAbout(third, urlsOnPage, '')).rejects.toThrow(AnswerForgottenError);
    await expect(askAbout(second, urlsOnPage, '')).resolves.toBe('worker: https://x/2');

    // The first is no longer shown: it is the least recently used, and goes when the page next looks.
    firstShown = false;
    answersModule.forgetUnshownAnswers();
    expect(forgotten).toEqual([third, first]);
    expect(ThreadWorker.made[0]?.terminated).toBe(true);
  });

  it('a read that fails ends its worker', async () => {
    await expect(read('not metrics')).rejects.toThrow();
    expect(ThreadWorker.made.at(-1)?.terminated).toBe(true);
  });
});

describe('an answer read on the page', () => {
  it('holds its details, and questions about it are answered on the page', async () => {
    vi.unstubAllGlobals();
    const { askAbout, hasDetailsHere, withDetails } = answersModule;
    const metrics = await read(answerOf('https://x/a'));
    expect(ThreadWorker.made).toHaveLength(0);
    const project = metrics.projects[0] as Project;
    expect(hasDetailsHere(project)).toBe(true);
    expect(project.scans).toHaveLength(3);
    await expect(withDetails(project)).resolves.toBe(project);
    await expect(askAbout(metrics, urlsOnPage, '')).resolves.toBe('page: https://x/a');
  });
});

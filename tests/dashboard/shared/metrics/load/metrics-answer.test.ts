import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerDisposedError, QuestionRefusedError } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { type ReadProgress, readMetricsAnswer } from '@/dashboard/shared/metrics/load/read-metrics-answer';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { createClient } from '@/sdk';
import { json, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { scanSeries, wireProject, wireResponse } from '../../../support/metrics-fixtures';
import { ThreadWorker, threadWorkerServing } from '../../../support/thread-worker';

/** What the worker serves, and the page's copy under the same name, told apart by their results. */
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
/** Counts the scans it sees: where the answer is held, every project's; the page holds none of them. */
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
const failing: MetricsDerivation<null, never> = {
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

interface ReadOptions {
  readonly body?: () => Response | Promise<Response>;
  readonly onProgress?: (progress: ReadProgress) => void;
}

function read(answer: unknown, { body, onProgress }: ReadOptions = {}) {
  const { fetch } = routeFetch({ 'GET /api/v1/metrics/security/me': () => body?.() ?? json(answer) });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  return readMetricsAnswer(
    client,
    { startDate: '2026-10-01', endDate: '2026-11-01' },
    { createWorker: threadWorkerServing([urlsInWorker, scanCount, countSoFar, failing]), onProgress },
  );
}

beforeEach(() => {
  ThreadWorker.made = [];
  warmed.length = 0;
  // The reader reads in a worker only where the browser has them.
  vi.stubGlobal('Worker', ThreadWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('an answer read in a worker', () => {
  it('comes to the page without its projects’ details, which the worker keeps and answers for', async () => {
    const answer = await read(answerOf('https://x/a', 'https://x/b'));
    const { projects } = answer.summary;
    expect(projects.map((project) => project.projectUrl)).toEqual(['https://x/a', 'https://x/b']);
    // The summary keeps the figures the table and the rankings read, and nothing of the details.
    expect(projects[1]).toMatchObject({ totalScans: 3, vulns: 2 });
    for (const detail of ['remediations', 'openVulnerabilities']) expect(projects[1]).not.toHaveProperty(detail);
    // @ts-expect-error a summary is no whole project: its scans are asked for (`details`)
    expect(projects[1]?.scans).toBeUndefined();
    expect(projects.map((project) => answer.detailsAtHand(project))).toEqual([undefined, undefined]);
    await expect(answer.ask(scanCount, null)).resolves.toBe(6);

    const whole = await answer.details(projects[1] as ProjectSummary);
    expect(whole.scans.map((scan) => scan.vulnerabilityCount)).toEqual([9, 6, 2]);
    expect(whole).toMatchObject({ projectUrl: 'https://x/b', totalScans: 3 });
    // Kept: the row expands at once the next time.
    expect(answer.detailsAtHand(projects[1] as ProjectSummary)).toBe(whole);
  });

  it('derives each of two questions asked at once, then prepares what each is likely to lead to', async () => {
    const answer = await read(answerOf('https://x/a', 'https://x/b'));
    expect(ThreadWorker.made).toHaveLength(1);
    const results = await Promise.all([answer.ask(urlsOnPage, '1:'), answer.ask(urlsOnPage, '2:')]);
    expect(results).toEqual(['worker: 1:https://x/a,1:https://x/b', 'worker: 2:https://x/a,2:https://x/b']);
    await vi.waitFor(() => expect(warmed).toEqual(['1:', '2:']));
  });

  it('gives details while the rest arrives; other questions wait for the whole answer', async () => {
    let push: (text: string) => void = () => {};
    let end: () => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    let progress: ReadProgress | undefined;
    const reading = read(null, { body: () => new Response(stream), onProgress: (report) => (progress = report) });
    push(`{"projects":[${JSON.stringify(projectAt('https://x/a', 0))},`);
    await vi.waitFor(() => expect(progress?.projects).toHaveLength(1));
    // The answer as it arrives, handed on with each report.
    const { answer, projects } = progress as ReadProgress;
    const first = projects[0] as ProjectSummary;
    await expect(answer.details(first)).resolves.toMatchObject({ projectUrl: 'https://x/a', totalScans: 3 });
    expect((await answer.details(first)).scans).toHaveLength(3);
    await expect(answer.ask(countSoFar, null)).resolves.toBe(1);
    let scansCounted: number | undefined;
    void answer.ask(scanCount, null).then((count) => (scansCounted = count));

    push(`${JSON.stringify(projectAt('https://x/b', 1))}]}`);
    end();
    await expect(reading).resolves.toBe(answer);
    // The question asked early is derived from the whole answer.
    await vi.waitFor(() => expect(scansCounted).toBe(6));
  });

  it('says when the worker does not know a question or cannot derive it', async () => {
    const answer = await read(answerOf('https://x/a'));
    await expect(answer.ask(unknownToWorker, null)).rejects.toThrow(QuestionRefusedError);
    await expect(answer.ask(failing, null)).rejects.toThrow('cannot');
  });

  it('disposed of, ends its worker: questions still out and later ones fail', async () => {
    const answer = await read(answerOf('https://x/a'));
    const project = answer.summary.projects[0] as ProjectSummary;
    await answer.details(project);
    const asked = answer.ask(scanCount, null);
    answer.dispose('the test let it go');
    expect(ThreadWorker.made[0]?.terminated).toBe(true);
    await expect(asked).rejects.toThrow(AnswerDisposedError);
    await expect(answer.ask(scanCount, null)).rejects.toThrow('the test let it go');
    expect(answer.detailsAtHand(project)).toBeUndefined();
  });

  it('whose worker fails: its questions fail, and a read under way fails', async () => {
    const answer = await read(answerOf('https://x/a'));
    ThreadWorker.made[0]?.fail();
    await expect(answer.ask(scanCount, null)).rejects.toThrow(AnswerDisposedError);
    await expect(answer.details(answer.summary.projects[0] as ProjectSummary)).rejects.toThrow(AnswerDisposedError);
  });

  it('a read that fails ends its worker', async () => {
    await expect(read('not metrics')).rejects.toThrow();
    expect(ThreadWorker.made.at(-1)?.terminated).toBe(true);
  });

  it('starts its worker as the call goes out, before the answer’s first bytes', async () => {
    let answer: (response: Response) => void = () => {};
    const reading = read(null, { body: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await vi.waitFor(() => expect(ThreadWorker.made).toHaveLength(1));
    expect(ThreadWorker.made[0]?.terminated).toBe(false);
    answer(json(answerOf('https://x/a')));
    expect((await reading).summary.projects).toHaveLength(1);
    expect(ThreadWorker.made).toHaveLength(1);
  });

  it('a call the server refuses ends the worker it started', async () => {
    await expect(read(null, { body: () => json({ message: 'no' }, 500) })).rejects.toThrow();
    expect(ThreadWorker.made).toHaveLength(1);
    expect(ThreadWorker.made[0]?.terminated).toBe(true);
  });
});

describe('an answer read on the page', () => {
  it('holds its details, and questions about it are derived on the page, by the same functions', async () => {
    vi.unstubAllGlobals();
    const answer = await read(answerOf('https://x/a'));
    expect(ThreadWorker.made).toHaveLength(0);
    // The page's handle holds the summaries, as from a worker; the details are at hand.
    const project = answer.summary.projects[0] as ProjectSummary;
    expect(project).not.toHaveProperty('scans');
    expect(answer.detailsAtHand(project)?.scans).toHaveLength(3);
    await expect(answer.details(project)).resolves.toMatchObject({
      totalScans: 3,
      scans: SCANS.map(() => expect.anything()),
    });
    await expect(answer.ask(urlsOnPage, '')).resolves.toBe('page: https://x/a');
    await expect(answer.ask(scanCount, null)).resolves.toBe(3);
    await expect(answer.ask(failing, null)).rejects.toThrow('cannot');
  });
});

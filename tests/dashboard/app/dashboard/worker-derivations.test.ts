// Whatever the answer, every derivation the metrics worker serves (`WORKER_DERIVATIONS`, the one list
// the worker module serves) gives, asked of the worker that read the answer (which sent the page each
// project without its details), the result the page makes from the whole answer itself; and so does the
// same handle where there are no workers, on the page.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askTeamFigures, askTeamsFigures, teamFiguresOf } from '@/dashboard/app/dashboard/model/team-figures';
import { WORKER_DERIVATIONS } from '@/dashboard/app/dashboard/worker-derivations';
import { filteredProjectsUsage } from '@/dashboard/features/overview/model/charts/usage-series';
import { dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';
import { EmptyMetricsAnswerError } from '@/dashboard/shared/metrics/load/empty-answer';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { readMetricsAnswer } from '@/dashboard/shared/metrics/load/read-metrics-answer';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { DEFAULT_SLA_DAYS } from '@/dashboard/shared/metrics/severity';
import type { NormalizedMetrics } from '@/dashboard/shared/metrics/types';
import { createClient } from '@/sdk';
import { assertHostile, hostileMetricsJson } from '../../../support/hostile-answers';
import { json, routeFetch, TEST_BASE_URL } from '../../../support/route-fetch';
import { ThreadWorker, threadWorkerServing } from '../../support/thread-worker';

const NOW = Date.UTC(2026, 10, 27);
const OPTIONS = { now: NOW, slaDays: DEFAULT_SLA_DAYS };
const VIEW = {
  group: 'project',
  order: null,
  sort: null,
  severities: [],
  statuses: [],
  kev: false,
  minEpss: null,
} as const;
const DAY = 86_400_000;
/** The teams asked of the account's answer: two that projects may name, and one whose uuid is none. */
const TEAMS = ['7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e', '00000000-0000-4000-8000-000000000002', 'team-a'];
const TEAMS_REQUEST = { ...OPTIONS, teams: TEAMS.map((uuid) => ({ uuid, slaDays: DEFAULT_SLA_DAYS })) };

/**
 * What the test asks of each derivation the worker serves, by its name, with the search the run picked
 * (a piece of a project's URL, or nothing). A served derivation missing here fails the test.
 */
const REQUESTS: Readonly<Record<string, (search: string) => unknown>> = {
  'remediation.analytics': (search) => ({ projectFilter: search, slaDays: DEFAULT_SLA_DAYS }),
  'worklist.listing': (search) => ({
    options: { ...OPTIONS, projectFilter: search },
    view: VIEW,
    openGroups: [],
    start: 0,
    end: 50,
  }),
  'worklist.csv': (search) => ({ options: { ...OPTIONS, projectFilter: search }, view: VIEW }),
  'filtered-projects-usage': (search) => search,
  'team-period-figures': () => OPTIONS,
  'teams-period-figures': () => TEAMS_REQUEST,
};

/** Open vulnerabilities as the proposed field sends them (the hostile answers carry none). */
const openLists = fc.array(
  fc.option(
    fc.array(
      fc.record({
        id: fc.constantFrom('CVE-2026-1', 'CVE-2026-2', 'GHSA-aaaa-bbbb'),
        severity: fc.constantFrom('CRITICAL', 'HIGH', 'LOW', 'weird'),
        firstSeenWhen: fc.integer({ min: 0, max: 200 }).map((days) => NOW - days * DAY),
        adviceID: fc.option(fc.constantFrom('GHSA-1', 'GHSA-2'), { nil: undefined }),
      }),
      { maxLength: 5 },
    ),
    { nil: undefined },
  ),
  { maxLength: 8 },
);

/** The teams a project names, when it names them: some of TEAMS, in any case. */
const teamLists = fc.array(
  fc.option(fc.subarray([TEAMS[0], TEAMS[1], TEAMS[0]?.toUpperCase(), 42]), { nil: undefined }),
  { maxLength: 8 },
);

/** `answer` with the lists given to its first projects, when it has a list of projects. */
function withOpenVulnerabilities(
  answer: unknown,
  lists: readonly (readonly unknown[] | undefined)[],
  teams: readonly (readonly unknown[] | undefined)[] = [],
): unknown {
  if (typeof answer !== 'object' || answer === null || !Array.isArray((answer as { projects?: unknown }).projects))
    return answer;
  const projects = (answer as { projects: unknown[] }).projects.map((project, index) => {
    const list = lists[index];
    const named = teams[index];
    if (typeof project !== 'object' || project === null) return project;
    return {
      ...project,
      ...(list === undefined ? {} : { openVulnerabilities: list }),
      ...(named === undefined ? {} : { teamUUIDs: named }),
    };
  });
  return { ...answer, projects };
}

/** The answer read as the page reads it: in a worker (the page then holds summaries), or on the page. */
async function readAnswer(answer: unknown, inWorker: boolean): Promise<MetricsAnswer> {
  if (inWorker) vi.stubGlobal('Worker', ThreadWorker);
  else vi.unstubAllGlobals();
  const { fetch } = routeFetch({ 'GET /api/v1/metrics/security/me': () => json(answer) });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  return readMetricsAnswer(
    client,
    { startDate: '2026-10-01', endDate: '2026-11-01' },
    { createWorker: threadWorkerServing(WORKER_DERIVATIONS) },
  );
}

/** Every served derivation and the projects' details, asked of `answer`, equal what `whole` gives. */
async function expectSameAsWhole(answer: MetricsAnswer, whole: NormalizedMetrics, search: string) {
  for (const [index, project] of answer.summary.projects.entries()) {
    expect(await answer.details(project)).toEqual(whole.projects[index]);
  }
  for (const derivation of WORKER_DERIVATIONS) {
    const request = REQUESTS[derivation.name]?.(search);
    expect(await answer.ask(derivation, request)).toEqual(derivation.run(whole, request));
  }
  expect(await askTeamFigures(answer, answer, OPTIONS)).toEqual(teamFiguresOf(whole, whole, OPTIONS));
  expect((await askTeamsFigures(answer, undefined, TEAMS_REQUEST)).map((figures) => figures.projects)).toEqual(
    TEAMS.map((uuid) => whole.projects.filter((project) => project.teamUUIDs?.includes(uuid.toLowerCase())).length),
  );
  // The overview the page derives from the summaries, with the filter's Coverage asked where the scans are.
  const usage = await answer.ask(filteredProjectsUsage, search);
  const fromSummaries = dashboardModelOf(answer.summary, search, usage);
  const fromWhole = dashboardModelOf(whole, search, filteredProjectsUsage.run(whole, search));
  expect(fromSummaries.coverageChart).toEqual(fromWhole.coverageChart);
  expect(fromSummaries.coverageStatus).toBe('ready');
  expect(fromSummaries.displayed.totals).toEqual(fromWhole.displayed.totals);
  const rowIds = (model: typeof fromSummaries) => model.displayed.projects.map((project) => project.rowId);
  expect(rowIds(fromSummaries)).toEqual(rowIds(fromWhole));
}

afterEach(() => vi.unstubAllGlobals());

describe('the metrics worker’s derivations', () => {
  it('each has a question in this test', () => {
    expect(WORKER_DERIVATIONS.filter((derivation) => REQUESTS[derivation.name] === undefined)).toEqual([]);
  });

  it('give what the page makes from the whole answer, asked in a worker or on the page, for any answer', async () => {
    let withProjects = 0;
    await assertHostile(
      fc.asyncProperty(hostileMetricsJson, openLists, teamLists, fc.nat(), async (hostile, lists, teams, pick) => {
        const answer = withOpenVulnerabilities(hostile, lists, teams);
        const parsed: unknown = JSON.parse(JSON.stringify(answer));
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          // An answer that is not an object holds no metrics: either way, the read says so.
          await expect(readAnswer(answer, false)).rejects.toThrow(EmptyMetricsAnswerError);
          await expect(readAnswer(answer, true)).rejects.toThrow(EmptyMetricsAnswerError);
          return;
        }
        const whole = normalizeMetrics(parsed);
        if (whole.projects.length > 0) withProjects += 1;
        // A search that keeps some projects: a piece of one project's URL.
        const url = whole.projects[pick % Math.max(1, whole.projects.length)]?.projectUrl ?? '';
        const search = url.slice(Math.floor(url.length / 2), Math.floor(url.length / 2) + 3);
        // One after the other: the reader looks for workers after the call is answered.
        await expectSameAsWhole(await readAnswer(answer, false), whole, search);
        await expectSameAsWhole(await readAnswer(answer, true), whole, search);
      }),
      { defaultRuns: 40 },
    );
    // The runs derived from projects, not only from empty or refused answers.
    expect(withProjects).toBeGreaterThan(0);
  }, 60_000);
});

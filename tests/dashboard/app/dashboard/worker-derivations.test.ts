// Whatever the answer, a question asked of the worker that read it (which sent the page each project
// without its details) gets the answer the page would make from the whole answer itself.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRICS_DERIVATIONS } from '@/dashboard/app/dashboard/metrics-derivations';
import { askTeamFigures, teamFiguresOf, teamPeriodFigures } from '@/dashboard/app/dashboard/model/team-figures';
import { filteredProjectsUsage } from '@/dashboard/features/overview/model/charts/usage-series';
import { dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';
import { remediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { worklistCsv, worklistListing } from '@/dashboard/features/worklist/model/worklist-listing';
import { loadNormalizedMetrics } from '@/dashboard/shared/metrics/load/load-metrics';
import { askAbout, hasDetailsHere, withDetails } from '@/dashboard/shared/metrics/load/metrics-answers';
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

/** `answer` with the lists given to its first projects, when it has a list of projects. */
function withOpenVulnerabilities(answer: unknown, lists: readonly (readonly unknown[] | undefined)[]): unknown {
  if (typeof answer !== 'object' || answer === null || !Array.isArray((answer as { projects?: unknown }).projects))
    return answer;
  const projects = (answer as { projects: unknown[] }).projects.map((project, index) => {
    const list = lists[index];
    return typeof project === 'object' && project !== null && list !== undefined
      ? { ...project, openVulnerabilities: list }
      : project;
  });
  return { ...answer, projects };
}

/** The answer read as the page reads it: in a worker (the page then holds summaries), or on the page. */
async function readAnswer(answer: unknown, inWorker: boolean): Promise<NormalizedMetrics | null> {
  if (inWorker) vi.stubGlobal('Worker', ThreadWorker);
  else vi.unstubAllGlobals();
  const { fetch } = routeFetch({ 'GET /api/v1/metrics/security/me': () => json(answer) });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  return loadNormalizedMetrics(
    client,
    { startDate: '2026-10-01', endDate: '2026-11-01' },
    { createWorker: threadWorkerServing(METRICS_DERIVATIONS) },
  ).catch(() => null);
}

afterEach(() => vi.unstubAllGlobals());

describe('the metrics worker’s answers', () => {
  it('serves every question the page asks of it', () => {
    expect(METRICS_DERIVATIONS.map((derivation) => derivation.name).sort()).toEqual(
      [worklistListing, worklistCsv, remediationAnalytics, filteredProjectsUsage, teamPeriodFigures]
        .map((derivation) => derivation.name)
        .sort(),
    );
  });

  it('equal what the page makes from the whole answer, for any answer', async () => {
    await assertHostile(
      fc.asyncProperty(hostileMetricsJson, openLists, fc.nat(), async (hostile, lists, pick) => {
        const answer = withOpenVulnerabilities(hostile, lists);
        // One after the other: the loader looks for workers after the call is answered.
        const whole = await readAnswer(answer, false);
        const held = await readAnswer(answer, true);
        expect(held === null).toBe(whole === null);
        if (whole === null || held === null) return;
        // A search that keeps some projects: a piece of one project's URL.
        const url = whole.projects[pick % Math.max(1, whole.projects.length)]?.projectUrl ?? '';
        const search = url.slice(Math.floor(url.length / 2), Math.floor(url.length / 2) + 3);

        expect(whole.projects.every(hasDetailsHere)).toBe(true);
        expect(held.projects.some(hasDetailsHere)).toBe(false);
        for (const [index, project] of held.projects.entries()) {
          expect(await withDetails(project)).toEqual(whole.projects[index]);
        }
        const remediation = { projectFilter: search, slaDays: DEFAULT_SLA_DAYS };
        expect(await askAbout(held, remediationAnalytics, remediation)).toEqual(
          remediationAnalytics.run(whole, remediation),
        );
        const question = {
          options: { ...OPTIONS, projectFilter: search },
          view: VIEW,
          openGroups: [],
          start: 0,
          end: 50,
        };
        expect(await askAbout(held, worklistListing, question)).toEqual(worklistListing.run(whole, question));
        expect(await askAbout(held, worklistCsv, question)).toBe(worklistCsv.run(whole, question));
        expect(await askTeamFigures(held, held, OPTIONS)).toEqual(teamFiguresOf(whole, whole, OPTIONS));

        // The overview the page derives from the summaries, with the filter's Coverage asked of the worker.
        const usage = await askAbout(held, filteredProjectsUsage, search);
        const fromSummaries = dashboardModelOf(held, search, search.trim() === '' ? undefined : usage);
        const fromWhole = dashboardModelOf(whole, search);
        expect(fromSummaries.coverageChart).toEqual(fromWhole.coverageChart);
        expect(fromSummaries.coverageStatus).toBe('ready');
        expect(fromSummaries.displayed.totals).toEqual(fromWhole.displayed.totals);
        expect(fromSummaries.displayed.projects.map((project) => project.rowId)).toEqual(
          fromWhole.displayed.projects.map((project) => project.rowId),
        );
      }),
      { defaultRuns: 40 },
    );
  }, 60_000);
});

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveViewAgainstProjects } from '@/dashboard/app/dashboard/model/address-resolution';
import { parseView } from '@/dashboard/app/dashboard/model/page-address';
import {
  DETAILS_UNREADABLE,
  ExpandedProjectDetails,
} from '@/dashboard/features/projects-table/components/expanded-project-details';
import { ProjectDetailsContext } from '@/dashboard/features/projects-table/components/project-details-context';
import { ProjectsTable } from '@/dashboard/features/projects-table/components/projects-table';
import { ScanSelectionContext } from '@/dashboard/features/projects-table/components/scan-selection-context';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { readMetricsAnswer } from '@/dashboard/shared/metrics/load/read-metrics-answer';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { createClient } from '@/sdk';
import { json, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { scanSeries, wireProject, wireResponse } from '../../../support/metrics-fixtures';
import { ThreadWorker, threadWorkerServing } from '../../../support/thread-worker';
import { stubLayout } from './jsdom-layout';

const ANSWER = wireResponse({
  projects: [
    wireProject({
      projectUUID: 'p1',
      projectUrl: 'https://github.com/acme/payments-api',
      scans: scanSeries([
        [40, 9],
        [55, 6],
        [70, 2],
      ]).map((scan, index) => ({ ...scan, reportUUID: `report-${index + 1}` })),
    }),
  ],
});

/** The answer read in a worker, and its project as the page holds it: its summary, the scans kept there. */
async function readInWorker(): Promise<{ answer: MetricsAnswer; project: ProjectSummary }> {
  const { fetch } = routeFetch({ 'GET /api/v1/metrics/security/me': () => json(ANSWER) });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  const answer = await readMetricsAnswer(
    client,
    { startDate: '2026-10-01', endDate: '2026-11-01' },
    { createWorker: threadWorkerServing([]) },
  );
  return { answer, project: answer.summary.projects[0] as ProjectSummary };
}

function renderDetails(answer: MetricsAnswer, project: ProjectSummary, selectedScan: string | null = null) {
  const dropUnknownScan = vi.fn();
  const selection = { selectedScan, selectScan: vi.fn(), dropUnknownScan };
  render(
    <ProjectDetailsContext value={answer}>
      <ScanSelectionContext value={selection}>
        <FixedChartSize width={600} height={332}>
          <ExpandedProjectDetails project={project} id="payments-metrics" />
        </FixedChartSize>
      </ScanSelectionContext>
    </ProjectDetailsContext>,
  );
  return { dropUnknownScan };
}

const scanRows = async () =>
  within(await screen.findByRole('table', { name: 'Project scans' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  stubLayout();
  vi.stubGlobal('Worker', ThreadWorker);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an expanded row whose scans a worker holds', () => {
  it('says it is loading them, then shows them', async () => {
    const { answer, project } = await readInWorker();
    expect(project).not.toHaveProperty('scans');
    renderDetails(answer, project);
    expect(screen.getByRole('status').textContent).toBe("Loading the project's scans...");
    expect(await scanRows()).toHaveLength(3);
    expect(screen.queryByText("Loading the project's scans...")).toBeNull();
  });

  it('keeps a scan the address names until the scans come; then drops it from the address if unknown', async () => {
    const { answer, project } = await readInWorker();
    // The page cannot check the scan against scans it does not hold.
    const view = parseView('?project=p1&scan=nope');
    expect(resolveViewAgainstProjects(view, [project])).toMatchObject({ project: 'p1', scan: 'nope' });

    const unknown = renderDetails(answer, project, 'nope');
    await scanRows();
    expect(unknown.dropUnknownScan).toHaveBeenCalledTimes(1);
    cleanup();

    const known = renderDetails(answer, project, 'report-2');
    expect(await screen.findByRole('button', { name: /Project scans/ })).toBeTruthy();
    expect(known.dropUnknownScan).not.toHaveBeenCalled();
  });

  it('says so when they cannot be had (the worker failed)', async () => {
    const { answer, project } = await readInWorker();
    ThreadWorker.made.at(-1)?.fail();
    renderDetails(answer, project);
    expect((await screen.findByRole('alert')).textContent).toBe(DETAILS_UNREADABLE);
  });

  it('a row in view brings its details to the page once it is idle, so it expands without waiting', async () => {
    const { answer, project } = await readInWorker();
    const toggled: number[] = [];
    const { rerender } = render(
      <FixedChartSize width={600} height={332}>
        <ProjectsTable
          projects={[project]}
          answer={answer}
          isLoading={false}
          scrollRequest={null}
          expandedRowId={null}
          onToggleRow={(rowId) => toggled.push(rowId)}
        />
      </FixedChartSize>,
    );
    expect(answer.detailsAtHand(project)).toBeUndefined();
    await vi.waitFor(() => expect(answer.detailsAtHand(project)?.scans).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'https://github.com/acme/payments-api' }));
    expect(toggled).toEqual([project.rowId]);
    rerender(
      <FixedChartSize width={600} height={332}>
        <ProjectsTable
          projects={[project]}
          answer={answer}
          isLoading={false}
          scrollRequest={null}
          expandedRowId={project.rowId}
          onToggleRow={() => {}}
        />
      </FixedChartSize>,
    );
    // In the same render: no spinner.
    expect(screen.queryByText("Loading the project's scans...")).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Project scans' })).getAllByRole('row')).toHaveLength(4);
  });
});

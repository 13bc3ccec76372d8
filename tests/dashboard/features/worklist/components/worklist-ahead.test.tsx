// The worklist derived ahead of its section: once the page has been idle, the section's first
// question is derived where the answer is held, once, and the section then finds the list derived.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorklistAhead } from '@/dashboard/features/worklist/components/worklist-ahead';
import { WorklistSection } from '@/dashboard/features/worklist/components/worklist-section';
import { worklistOfProjects } from '@/dashboard/features/worklist/model/derive-worklist';
import { DEFAULT_WORKLIST_VIEW } from '@/dashboard/features/worklist/model/worklist-view';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { createClient } from '../../../../../src/sdk';
import { json, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { wireProject, wireResponse, wireScan } from '../../../support/metrics-fixtures';
import { sdkWrapper } from '../../../support/providers';
import { stubLayout } from '../../projects-table/components/jsdom-layout';

vi.mock('@/dashboard/features/worklist/model/derive-worklist', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/dashboard/features/worklist/model/derive-worklist')>();
  return { ...original, worklistOfProjects: vi.fn(original.worklistOfProjects) };
});

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const QUERY: FilterQuery = { startDate: '2026-10-24', endDate: '2026-11-24', branches: '*', tags: '', cached: true };
const ACCOUNT = 'acct-1';
const METRICS = wireResponse({
  projects: [
    wireProject({
      projectUUID: 'uuid-ledger',
      projectUrl: 'https://github.com/acme/ledger',
      scans: [wireScan({ timestamp: NOW - 3 * DAY, reportUUID: 'r-1', vulnerabilityCount: 1 })],
      openVulnerabilities: [{ id: 'CVE-2026-4', severity: 'MEDIUM', firstSeenWhen: NOW - 100 * DAY }],
    }),
  ],
});

/** The browser's idle callbacks, run when the test says the browser is idle. */
function stubIdleCallbacks() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    next += 1;
    waiting.set(next, task);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    waiting: () => waiting.size,
    run: () =>
      act(() => {
        const tasks = [...waiting.values()];
        waiting.clear();
        for (const task of tasks) task();
      }),
  };
}

function renderPage() {
  const { fetch } = routeFetch({
    'GET /api/v1/metrics/security/me': () => json(METRICS),
    [`GET /api/v1/accounts/${ACCOUNT}/exclusions`]: () => json([]),
    [`GET /api/v1/accounts/${ACCOUNT}/members`]: () => json([]),
  });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  let show: (what: { section?: boolean; searchFilter?: string }) => void = () => {};
  function Page() {
    const [state, setState] = useState({ section: false, searchFilter: '' });
    show = (what) => setState((current) => ({ ...current, ...what }));
    const common = { query: QUERY, searchFilter: state.searchFilter, now: NOW, accountUUID: ACCOUNT };
    return (
      <>
        <WorklistAhead {...common} view={DEFAULT_WORKLIST_VIEW} />
        {state.section && (
          <WorklistSection
            {...common}
            userEmail="lead@acme.test"
            view={DEFAULT_WORKLIST_VIEW}
            onViewChange={() => {}}
            onOpenProject={() => {}}
          />
        )}
      </>
    );
  }
  render(<Page />, { wrapper: sdkWrapper(client) });
  return { show: (what: Parameters<typeof show>[0]) => act(() => show(what)) };
}

beforeEach(() => {
  stubLayout();
  vi.mocked(worklistOfProjects).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorklistAhead', () => {
  it('derives the worklist once the page is idle, and the section then finds it derived', async () => {
    const idle = stubIdleCallbacks();
    const page = renderPage();
    // Once the answer and the account's reads are there, it waits for the browser to be idle.
    await vi.waitFor(() => expect(idle.waiting()).toBe(1));
    expect(worklistOfProjects).not.toHaveBeenCalled();
    await idle.run();
    await vi.waitFor(() => expect(worklistOfProjects).toHaveBeenCalledTimes(1));

    await page.show({ section: true });
    expect(await screen.findByText('CVE-2026-4')).toBeTruthy();
    expect(worklistOfProjects).toHaveBeenCalledTimes(1);
  });

  it('derives once: a new project filter before the section is shown is derived when the section asks', async () => {
    const idle = stubIdleCallbacks();
    const page = renderPage();
    await vi.waitFor(() => expect(idle.waiting()).toBe(1));
    await idle.run();
    await vi.waitFor(() => expect(worklistOfProjects).toHaveBeenCalledTimes(1));
    await page.show({ searchFilter: 'ledger' });
    expect(idle.waiting()).toBe(0);
    expect(worklistOfProjects).toHaveBeenCalledTimes(1);
    await page.show({ section: true });
    expect(await screen.findByText('CVE-2026-4')).toBeTruthy();
    expect(worklistOfProjects).toHaveBeenCalledTimes(2);
  });
});

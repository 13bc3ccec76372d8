import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlowCard } from '../../../../src/dashboard/features/remediation/components/flow-card';
import { DurationBucketsCard, MttrCard } from '../../../../src/dashboard/features/remediation/components/mttr-card';
import { ProjectMttrHeader } from '../../../../src/dashboard/features/remediation/components/project-mttr-column';
import { SlaCard } from '../../../../src/dashboard/features/remediation/components/sla-card';
import {
  DEFAULT_SLA_DAYS,
  deriveRemediationAnalytics,
} from '../../../../src/dashboard/features/remediation/model/remediation-analytics';
import { CopyLinkButton } from '../../../../src/dashboard/features/views/components/copy-link-button';
import { ExpandedProjectExports } from '../../../../src/dashboard/features/views/components/expanded-project-exports';
import { PrintProjectsTable } from '../../../../src/dashboard/features/views/components/print-projects-table';
import { SharedViewContext } from '../../../../src/dashboard/features/views/components/shared-view-context';
import { SortHeaderButton } from '../../../../src/dashboard/features/views/components/sort-header-button';
import { useSharedView } from '../../../../src/dashboard/features/views/hooks/use-shared-view';
import type { ProjectSort } from '../../../../src/dashboard/features/views/model/project-sort';
import { manyProjects, PAYMENTS } from '../metrics/components/projects-table/fixtures';

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SortHeaderButton', () => {
  it('sorts on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    const sort: ProjectSort = { column: 'vulns', direction: 'desc' };
    render(
      <table>
        <thead>
          <tr>
            <th aria-sort="descending">
              <SortHeaderButton column="vulns" sort={sort} onSort={onSort}>
                Vulnerabilities
              </SortHeaderButton>
            </th>
          </tr>
        </thead>
      </table>,
    );
    const button = screen.getByRole('button', { name: 'Vulnerabilities' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSort.mock.calls).toEqual([['vulns'], ['vulns'], ['vulns']]);
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('descending');
  });
});

describe('ProjectMttrHeader', () => {
  it('is a sort button for the mttr column, with aria-sort when MTTR is the sort', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(
      <table>
        <thead>
          <tr>
            <ProjectMttrHeader sort={{ column: 'mttr', direction: 'asc' }} onSort={onSort} />
          </tr>
        </thead>
      </table>,
    );
    const button = screen.getByRole('button', { name: 'MTTR' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onSort.mock.calls).toEqual([['mttr'], ['mttr']]);
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('CopyLinkButton', () => {
  it('copies the address of the current view and says so', async () => {
    window.history.replaceState(null, '', '/dashboard?sort=vulns:desc');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dashboard?sort=vulns:desc`);
    expect(screen.getByText('Link copied')).toBeTruthy();
  });

  it('says when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByText('Could not copy: copy the address bar instead')).toBeTruthy();
  });
});

describe('useSharedView', () => {
  it('pushes an entry for an applied change, amends the current one otherwise, and follows Back', () => {
    window.history.replaceState(null, '', '/dashboard?scenario=large&sort=bogus');
    const start = window.history.length;
    const { result } = renderHook(() => useSharedView());
    expect(result.current.view.sort).toBeNull();

    act(() => result.current.update({ criteria: { startDate: '2026-10-21', endDate: '2026-11-21' } }, 'replace'));
    expect(window.location.search).toBe('?scenario=large&startDate=2026-10-21&endDate=2026-11-21');
    expect(window.history.length).toBe(start);

    act(() => result.current.update({ sort: { column: 'vulns', direction: 'asc' } }, 'push'));
    expect(window.location.search).toContain('sort=vulns%3Aasc');
    expect(window.history.length).toBe(start + 1);

    // Back: the address changes first, then popstate tells the hook.
    act(() => {
      window.history.replaceState(null, '', '/dashboard?scenario=large&q=pay');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.view.q).toBe('pay');
    expect(result.current.view.sort).toBeNull();
    expect(result.current.filterRestoreCount).toBe(1);
    expect(result.current.criteriaRestoreCount).toBe(1);
  });

  it('makes one entry for changes made together', () => {
    const start = window.history.length;
    const { result } = renderHook(() => useSharedView());
    act(() => {
      result.current.update({ project: 'p-1' }, 'push');
      result.current.update({ scan: 'r-1' }, 'replace');
    });
    expect(window.history.length).toBe(start + 1);
    expect(window.location.search).toBe('?project=p-1&scan=r-1');
  });
});

describe('PrintProjectsTable', () => {
  it('prints every row up to the limit, with a note past it', () => {
    render(<PrintProjectsTable projects={manyProjects(12)} limit={10} />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/Printed the first 10 of 12 projects/)).toBeTruthy();
  });
});

/** The dashboard page's shared view, as the export buttons see it: account Acme, one month. */
const EXPORT_CONTEXT = {
  selectedScan: null,
  selectScan: () => {},
  exportNaming: { account: 'Acme', criteria: { startDate: '2026-10-21', endDate: '2026-11-21' } },
};

/** Catches the files the page saves: each file's contents and its name, in order. */
function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('ExpandedProjectExports', () => {
  it('saves the project’s scans as a CSV file named after the account and the criteria', async () => {
    const { blobs, names } = captureDownloads();
    render(
      <SharedViewContext value={EXPORT_CONTEXT}>
        <ExpandedProjectExports project={PAYMENTS} openedScan={PAYMENTS.scans[0]?.timestamp ?? null} />
      </SharedViewContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export scans (CSV)' }));
    expect(names).toEqual(['depsight_Acme_scans_2026-10-21_2026-11-21_payments-api-release-2.4.csv']);
    const bytes = new Uint8Array((await blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    // A UTF-8 byte order mark, for Excel; decoding as UTF-8 drops it again.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blobs[0]?.text();
    expect(text?.split('\r\n')[0]).toBe(
      'Scan date,Security score,Vulnerabilities,Mitigations,Vulnerability delta,Report UUID',
    );
    expect(text?.split('\r\n')).toHaveLength(PAYMENTS.scans.length + 2);
    expect(screen.getByRole('button', { name: 'Export fixed vulnerabilities (CSV)' })).toBeTruthy();
  });

  it('shows nothing outside the dashboard page', () => {
    const { container } = render(<ExpandedProjectExports project={PAYMENTS} openedScan={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Remediation table exports', () => {
  it('saves MTTR by severity as a CSV named after the account, the table and the criteria', async () => {
    const { blobs, names } = captureDownloads();
    const analytics = deriveRemediationAnalytics({ projects: [] });
    render(
      <SharedViewContext value={EXPORT_CONTEXT}>
        <MttrCard mttr={analytics.mttr} />
        <SlaCard sla={analytics.sla} targets={DEFAULT_SLA_DAYS} onTargetsChange={() => {}} />
        <FlowCard weekly={analytics.weekly} />
        <DurationBucketsCard durationBuckets={analytics.durationBuckets} />
      </SharedViewContext>,
    );
    for (const name of ['SLA', 'weekly flow', 'time to fix', 'MTTR'])
      fireEvent.click(screen.getByRole('button', { name: `Export ${name} (CSV)` }));
    expect(names).toEqual([
      'depsight_Acme_remediation-sla-compliance_2026-10-21_2026-11-21.csv',
      'depsight_Acme_remediation-introduced-vs-fixed_2026-10-21_2026-11-21.csv',
      'depsight_Acme_remediation-time-to-fix_2026-10-21_2026-11-21.csv',
      'depsight_Acme_remediation-mttr-by-severity_2026-10-21_2026-11-21.csv',
    ]);
    const text = await blobs[3]?.text();
    expect(text?.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Severity,Mean days,Median days,P90 days,Fixes');
  });
});

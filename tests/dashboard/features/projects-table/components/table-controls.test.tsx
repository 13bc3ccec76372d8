import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpandedProjectExports } from '@/dashboard/features/projects-table/components/expanded-project-exports';
import { PrintProjectsTable } from '@/dashboard/features/projects-table/components/print-projects-table';
import { ProjectMttrHeader } from '@/dashboard/features/projects-table/components/project-mttr-column';
import { SortHeaderButton } from '@/dashboard/features/projects-table/components/sort-header-button';
import type { ProjectSort } from '@/dashboard/features/projects-table/model/project-sort';
import { ExportNamingContext } from '@/dashboard/shared/export/export-naming-context';
import { captureDownloads, EXPORT_NAMING } from '../../../support/downloads';
import { manyProjects, PAYMENTS } from './fixtures';

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

describe('PrintProjectsTable', () => {
  it('prints every row up to the limit, with a note past it', () => {
    render(<PrintProjectsTable projects={manyProjects(12)} limit={10} />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/Printed the first 10 of 12 projects/)).toBeTruthy();
  });
});

describe('ExpandedProjectExports', () => {
  it('saves the project’s scans as a CSV file named after the account and the criteria', async () => {
    const { blobs, names } = captureDownloads();
    render(
      <ExportNamingContext value={EXPORT_NAMING}>
        <ExpandedProjectExports project={PAYMENTS} openedScan={PAYMENTS.scans[0]?.timestamp ?? null} />
      </ExportNamingContext>,
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

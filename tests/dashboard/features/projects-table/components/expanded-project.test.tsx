import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpandedProject } from '@/dashboard/features/projects-table/components/expanded-project';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { recordCanvas } from '../../../support/canvas-recorder';
import { DORMANT, PAYMENTS, projectWithManyScans } from './fixtures';
import { stubLayout } from './jsdom-layout';

function renderExpanded(project = PAYMENTS) {
  return render(
    <FixedChartSize width={600} height={332}>
      <ExpandedProject project={project} id="payments-metrics" />
    </FixedChartSize>,
  );
}

const scanTable = () => screen.getByRole('table', { name: 'Project scans' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  stubLayout();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ExpandedProject: the Project scans panel', () => {
  it('lists the scans newest first with delta, score, vulnerabilities, mitigations and date', () => {
    renderExpanded();
    expect(
      within(scanTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Delta', 'Score', 'VulnerabilitiesVulns', 'MitigationsFixes', 'Scan date', 'Report']);
    expect(bodyRows(scanTable()).map(cellTexts)).toEqual([
      ['3down 3', '85', '11', '3', '2024-05-15', ''],
      ['4up 4', '55', '14', '1', '2024-05-08', ''],
      ['no change', '40', '10', '0', '2024-05-01', ''],
    ]);
  });

  it("keeps 'Vulnerabilities' and 'Mitigations' as the column names behind the short labels 'Vulns' and 'Fixes'", () => {
    renderExpanded();
    expect(within(scanTable()).getByRole('columnheader', { name: 'Vulnerabilities' })).toBeTruthy();
    expect(within(scanTable()).getByRole('columnheader', { name: 'Mitigations' })).toBeTruthy();
    expect(within(scanTable()).getByTitle('Vulnerabilities').textContent).toBe('Vulns');
    expect(within(scanTable()).getByTitle('Mitigations').textContent).toBe('Fixes');
  });

  it('links each scan to its report with both uuids URL-encoded', () => {
    renderExpanded();
    expect(screen.getByRole('link', { name: 'Open the report of the scan of 2024-05-15' }).getAttribute('href')).toBe(
      '/projects?pid=p%201%262%2F%3F&reportUuid=report%203%2F%26',
    );
    expect(screen.getByRole('link', { name: 'Open the report of the scan of 2024-05-01' }).getAttribute('href')).toBe(
      '/projects?pid=p%201%262%2F%3F&reportUuid=report-1',
    );
  });

  it('scrolls the scan table within 435 px', () => {
    renderExpanded();
    expect(scanTable().parentElement?.style.maxHeight).toBe('435px');
  });

  it('reads that there is no scan for a project without scans in the period', () => {
    renderExpanded(DORMANT);
    expect(within(scanTable()).getByRole('cell').textContent).toBe('No scans in this period.');
  });
});

describe('ExpandedProject: a scan detail', () => {
  it("opens a scan's detail when its row is clicked: the title and the vulnerabilities it fixed", async () => {
    const user = userEvent.setup();
    renderExpanded();
    await user.click(within(bodyRows(scanTable())[0] as HTMLElement).getByText('85'));

    const title = screen.getByRole('heading', { name: 'Scan - 2024-05-15' });
    expect(document.activeElement).toBe(title);
    const fixed = screen.getByRole('table', { name: 'Scan - 2024-05-15' });
    expect(
      within(fixed)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Vulnerability ID', 'Severity', 'Days to fix', 'Fixed by']);
    expect(bodyRows(fixed).map(cellTexts)).toEqual([
      ['CVE-2024-1234', 'HIGH', '12', 'alice@example.com'],
      ['MET-GHSA', 'CRITICAL', '3', 'bob'],
      ['CWE-79', 'LOW', '30', 'carol'],
    ]);
    expect(fixed.parentElement?.style.maxHeight).toBe('435px');
    // Cut to its column when long: the whole value stays in the title.
    expect(within(fixed).getByText('alice@example.com').getAttribute('title')).toBe('alice@example.com');
    expect(screen.queryByRole('table', { name: 'Project scans' })).toBeNull();
  });

  it('links each fixed vulnerability to its advisory with the advice id URL-encoded', async () => {
    const user = userEvent.setup();
    renderExpanded();
    await user.click(screen.getByRole('button', { name: 'Open scan of 2024-05-15' }));
    expect(screen.getByRole('link', { name: 'CVE-2024-1234' }).getAttribute('href')).toBe(
      '/vulns?id=advice%201%2F2&mode=eli',
    );
    expect(screen.getByRole('link', { name: 'MET-GHSA' }).getAttribute('href')).toBe('/vulns?id=advice-2&mode=eli');
  });

  it('opens a scan with Enter and with Space on its date button', async () => {
    const user = userEvent.setup();
    renderExpanded();
    screen.getByRole('button', { name: 'Open scan of 2024-05-08' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Scan - 2024-05-08' })).toBeTruthy();
    expect(bodyRows(screen.getByRole('table', { name: 'Scan - 2024-05-08' })).map(cellTexts)).toEqual([
      ['CVE-2023-9', 'MEDIUM', '7', 'dave'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Project scans' }));
    screen.getByRole('button', { name: 'Open scan of 2024-05-15' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Scan - 2024-05-15' })).toBeTruthy();
  });

  it("reads 'no mitigations' for a scan that fixed nothing", async () => {
    const user = userEvent.setup();
    renderExpanded();
    await user.click(screen.getByRole('button', { name: 'Open scan of 2024-05-01' }));
    expect(screen.getByRole('heading', { name: 'Scan - 2024-05-01' })).toBeTruthy();
    expect(screen.getByText('no mitigations')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Scan - 2024-05-01' })).toBeNull();
  });

  it("the 'Project scans' breadcrumb returns to the list, with the focus on the scan that was open", async () => {
    const user = userEvent.setup();
    renderExpanded();
    await user.click(screen.getByRole('button', { name: 'Open scan of 2024-05-08' }));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('button', { name: 'Project scans' }));

    expect(screen.queryByRole('heading', { name: 'Scan - 2024-05-08' })).toBeNull();
    expect(bodyRows(scanTable())).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open scan of 2024-05-08' }));
  });

  it('following a report link leaves the list open', async () => {
    const user = userEvent.setup();
    renderExpanded();
    await user.click(screen.getByRole('link', { name: 'Open the report of the scan of 2024-05-15' }));
    expect(screen.queryByRole('heading', { name: 'Scan - 2024-05-15' })).toBeNull();
    expect(scanTable()).toBeTruthy();
  });
});

describe('ExpandedProject: a project with 50,000 scans', () => {
  const BUSY = projectWithManyScans(50_000);
  const newest = BUSY.scans[BUSY.scans.length - 1];
  const busyScan = BUSY.scans[BUSY.scans.length - 1000];
  const dateOf = (timestamp: number) => new Date(timestamp).toLocaleDateString('sv-SE');

  it('keeps the scan list to a few dozen rows, the newest first, and counts every scan', () => {
    renderExpanded(BUSY);
    const rows = bodyRows(scanTable());
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(cellTexts(rows[0] as HTMLElement)[4]).toBe(dateOf(newest?.timestamp ?? 0));
    expect(screen.getByText('50,000 scans')).toBeTruthy();
    expect(scanTable().getAttribute('aria-rowcount')).toBe('50001');
  });

  it('plots a thinned chart: at most 82 points per line, the newest scan included', async () => {
    const drawing = recordCanvas();
    renderExpanded(BUSY);
    await screen.findByRole('figure', { name: 'Security score and vulnerabilities per scan date' });
    // Circles for the score, squares for vulnerabilities (project-scan-chart.test.tsx).
    await waitFor(() => expect(drawing.latest().length).toBeGreaterThan(0));
    const scorePoints = drawing.latest().filter((call) => call.method === 'arc');
    const countPoints = drawing.latest().filter((call) => call.method === 'rect');
    expect(scorePoints.length).toBeGreaterThan(10);
    expect(scorePoints.length).toBeLessThanOrEqual(82);
    expect(countPoints.length).toBe(scorePoints.length);
    expect(screen.getByText(/^50,000 scans from 2000-01-01 to /)).toBeTruthy();
  });

  it('scrolling the list shows older scans; opening one and going back returns to it, with the focus on it', async () => {
    const user = userEvent.setup();
    renderExpanded(BUSY);
    const scroller = scanTable().parentElement as HTMLElement;
    // Scroll to the busy scan, 999 rows below the newest.
    scroller.scrollTop = 999 * 44 - 100;
    scroller.dispatchEvent(new Event('scroll'));
    const date = dateOf(busyScan?.timestamp ?? 0);
    const open = await screen.findByRole('button', { name: `Open scan of ${date}` });
    expect(bodyRows(scanTable()).length).toBeLessThan(40);
    await user.click(open);
    expect(screen.getByRole('heading', { name: `Scan - ${date}` })).toBeTruthy();
    expect(screen.getByText('erin')).toBeTruthy();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('button', { name: 'Project scans' }),
    );
    const back = await screen.findByRole('button', { name: `Open scan of ${date}` });
    expect(document.activeElement).toBe(back);
    expect(bodyRows(scanTable()).length).toBeLessThan(40);
  });
});

import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectsTable } from '@/dashboard/features/projects-table/components/projects-table';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import type { Project } from '@/dashboard/shared/metrics/types';
import { answerHolding } from '../../../support/held-answer';
import { DORMANT, manyProjects, PAYMENTS } from './fixtures';
import { ROW_HEIGHT, renderPainted, settleFrames, stubLayout } from './jsdom-layout';

/** The page's part: it owns the expanded row, toggles it, and asks the table to scroll to a ranked project. */
function ProjectsSection({ projects, isLoading = false }: { projects: readonly Project[]; isLoading?: boolean }) {
  const [expandedRowId, setExpandedRowId] = useState<number | null>(null);
  const [scrollRequest, setScrollRequest] = useState<{ rowId: number; nonce: number } | null>(null);
  const answer = useMemo(() => answerHolding(projects), [projects]);
  const showProject = (rowId: number) => {
    setExpandedRowId(rowId);
    setScrollRequest((previous) => ({ rowId, nonce: (previous?.nonce ?? 0) + 1 }));
  };
  return (
    <FixedChartSize width={600} height={332}>
      <button type="button" onClick={() => showProject(9000)}>
        Show project 9000
      </button>
      <ProjectsTable
        projects={projects}
        answer={answer}
        isLoading={isLoading}
        expandedRowId={expandedRowId}
        onToggleRow={(rowId) => setExpandedRowId((current) => (current === rowId ? null : rowId))}
        scrollRequest={scrollRequest}
      />
    </FixedChartSize>
  );
}

const nameButton = (url: string) => screen.getByRole('button', { name: url });
const rowOf = (url: string) => nameButton(url).closest('tr') as HTMLTableRowElement;
/** The row's state, as its name button (the toggle) carries it: a table row cannot (aria-conditional-attr). */
const expandedState = (url: string) => nameButton(url).getAttribute('aria-expanded');
const metricsOf = (url: string) => screen.queryByRole('region', { name: `Metrics of ${url}` });

let layout: ReturnType<typeof stubLayout>;
beforeEach(() => {
  layout = stubLayout();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ProjectsTable', () => {
  it('shows the six columns and MTTR and, per project, its name, branch, vulnerabilities, scans, score band, last scan date and mean days to fix', async () => {
    await renderPainted(<ProjectsSection projects={[PAYMENTS, DORMANT]} />);
    const table = screen.getByRole('table', { name: 'Projects' });
    const headers = within(table).getAllByRole('columnheader');
    const names = [
      'Project Name',
      'Branch',
      'Vulnerabilities',
      'Total scans',
      'Security score',
      'Last scanned',
      'MTTR',
    ];
    expect(headers).toHaveLength(7);
    names.forEach((name, column) => {
      expect(within(table).getByRole('columnheader', { name })).toBe(headers[column]);
    });
    // The short label a narrow table shows keeps the full name for screen readers.
    expect(within(headers[2] as HTMLElement).getByTitle('Vulnerabilities').textContent).toBe('Vulns');
    const payments = within(rowOf('https://github.com/acme/payments-api')).getAllByRole('cell');
    expect(payments.map((cell) => cell.textContent)).toEqual([
      'https://github.com/acme/payments-api',
      'release/2.4',
      '11',
      '3',
      '85low-moderate risk',
      '2024-05-15',
      '13 d', // the mean of its fixes: 12, 3, 30 and 7 days
    ]);
    const dormant = within(rowOf('https://gitlab.com/acme/legacy-portal')).getAllByRole('cell');
    expect(dormant[4]?.textContent).toBe('20high risk');
    expect(dormant[5]?.textContent).toBe('\u2014Not scanned');
    expect(dormant[6]?.textContent).toBe('\u2014No fixes');
  });

  it('shows the URL as a muted front and a strong tail', async () => {
    await renderPainted(<ProjectsSection projects={[PAYMENTS]} />);
    const button = nameButton('https://github.com/acme/payments-api');
    expect(within(button).getByText('https://github.com/acme/')).toBeTruthy();
    expect(within(button).getByText('payments-api')).toBeTruthy();
  });

  it('links each project to its project view with the uuid URL-encoded', async () => {
    await renderPainted(<ProjectsSection projects={[PAYMENTS]} />);
    const link = screen.getByRole('link', { name: 'Open project https://github.com/acme/payments-api' });
    expect(link.getAttribute('href')).toBe('/projects/?pid=p%201%262%2F%3F&mode=eli');
  });

  it('names the toggle and the link of a project without a URL, and opens it', async () => {
    const user = userEvent.setup();
    await renderPainted(<ProjectsSection projects={[{ ...PAYMENTS, projectUrl: '', nameFront: '', nameTail: '' }]} />);
    expect(screen.getByRole('link', { name: 'Open project Project without a URL' })).toBeTruthy();
    await user.click(nameButton('Project without a URL'));
    expect(expandedState('Project without a URL')).toBe('true');
  });

  it("shows a spinner with the hidden text 'Loading...' and no table while loading", () => {
    render(<ProjectsSection projects={[PAYMENTS]} isLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("reads 'no projects found' when there is no project", () => {
    render(<ProjectsSection projects={[]} />);
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('cell').textContent).toBe('no projects found');
  });

  it('expands a row on a click anywhere on it and collapses it on a second click', async () => {
    const user = userEvent.setup();
    await renderPainted(<ProjectsSection projects={[PAYMENTS, DORMANT]} />);
    const url = 'https://github.com/acme/payments-api';
    expect(expandedState(url)).toBe('false');
    expect(metricsOf(url)).toBeNull();

    await user.click(within(rowOf(url)).getByText('release/2.4'));
    expect(expandedState(url)).toBe('true');
    expect(nameButton(url).getAttribute('aria-controls')).toBe(metricsOf(url)?.id);
    expect(metricsOf(url)).not.toBeNull();
    expect(rowOf(url).hasAttribute('aria-expanded')).toBe(false);

    await user.click(within(rowOf(url)).getByText('11'));
    expect(expandedState(url)).toBe('false');
    expect(metricsOf(url)).toBeNull();
  });

  it('expands and collapses a row with Enter and with Space on its name button', async () => {
    const user = userEvent.setup();
    await renderPainted(<ProjectsSection projects={[PAYMENTS]} />);
    const url = 'https://github.com/acme/payments-api';
    nameButton(url).focus();

    await user.keyboard('{Enter}');
    expect(expandedState(url)).toBe('true');
    await user.keyboard(' ');
    expect(expandedState(url)).toBe('false');
    await user.keyboard(' ');
    expect(expandedState(url)).toBe('true');
    expect(metricsOf(url)).not.toBeNull();
  });

  it('keeps one row expanded at a time: opening another closes the first', async () => {
    const user = userEvent.setup();
    await renderPainted(<ProjectsSection projects={[PAYMENTS, DORMANT]} />);
    await user.click(nameButton('https://github.com/acme/payments-api'));
    await user.click(nameButton('https://gitlab.com/acme/legacy-portal'));
    expect(expandedState('https://github.com/acme/payments-api')).toBe('false');
    expect(expandedState('https://gitlab.com/acme/legacy-portal')).toBe('true');
    expect(screen.getAllByRole('region', { name: /^Metrics of / })).toHaveLength(1);
  });

  it('following the project link leaves the row as it was', async () => {
    const user = userEvent.setup();
    await renderPainted(<ProjectsSection projects={[PAYMENTS]} />);
    await user.click(screen.getByRole('link', { name: 'Open project https://github.com/acme/payments-api' }));
    expect(expandedState('https://github.com/acme/payments-api')).toBe('false');
  });

  it('forgets the selected scan when the row collapses', async () => {
    const user = userEvent.setup();
    await renderPainted(<ProjectsSection projects={[PAYMENTS]} />);
    const url = 'https://github.com/acme/payments-api';
    await user.click(nameButton(url));
    await user.click(screen.getByRole('button', { name: 'Open scan of 2024-05-15' }));
    expect(screen.getByRole('heading', { name: 'Scan - 2024-05-15' })).toBeTruthy();

    await user.click(nameButton(url));
    await user.click(nameButton(url));
    expect(screen.queryByRole('heading', { name: 'Scan - 2024-05-15' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Project scans' })).toBeTruthy();
  });

  it('holds the height of its rows until the page has painted, then draws them into it', async () => {
    render(<ProjectsSection projects={manyProjects(50)} />);
    const table = screen.getByRole('table', { name: 'Projects' });
    const spacerHeights = () =>
      [...table.querySelectorAll<HTMLElement>('tbody[aria-hidden] td')].map((cell) => cell.style.height);
    expect(screen.queryByRole('button', { name: 'https://github.com/acme/project-0' })).toBeNull();
    expect(spacerHeights()).toEqual([`${50 * ROW_HEIGHT}px`]);
    await act(() => settleFrames(2));
    expect(nameButton('https://github.com/acme/project-0')).toBeTruthy();
    expect(spacerHeights()).not.toContain(`${50 * ROW_HEIGHT}px`);
  });

  it('renders fewer than 100 rows for 10,000 projects and announces the real size', async () => {
    await renderPainted(<ProjectsSection projects={manyProjects(10_000)} />);
    const table = screen.getByRole('table', { name: 'Projects' });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(screen.getByText('10,000 projects')).toBeTruthy();
    expect(nameButton('https://github.com/acme/project-0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'https://github.com/acme/project-9000' })).toBeNull();
  });

  it('keeps the DOM small even when the rows measure 0 px (laid out in a hidden container)', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(0);
    await renderPainted(<ProjectsSection projects={manyProjects(10_000)} />);
    await act(() => settleFrames());
    expect(within(screen.getByRole('table', { name: 'Projects' })).getAllByRole('row').length).toBeLessThan(100);
  });

  it('numbers the rows after the expanded one past its metrics row', async () => {
    const user = userEvent.setup();
    await renderPainted(<ProjectsSection projects={manyProjects(10_000)} />);
    await user.click(nameButton('https://github.com/acme/project-1'));
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(table.getAttribute('aria-rowcount')).toBe('10002');
    expect(rowOf('https://github.com/acme/project-0').getAttribute('aria-rowindex')).toBe('2');
    expect(rowOf('https://github.com/acme/project-1').getAttribute('aria-rowindex')).toBe('3');
    expect(rowOf('https://github.com/acme/project-2').getAttribute('aria-rowindex')).toBe('5');
  });

  it('a scroll request for row 9,000 brings it into the DOM expanded, shows its metrics and focuses it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderPainted(<ProjectsSection projects={manyProjects(10_000)} />);

    await user.click(screen.getByRole('button', { name: 'Show project 9000' }));
    await act(() => settleFrames());

    const url = 'https://github.com/acme/project-9000';
    const button = await screen.findByRole('button', { name: url });
    expect(expandedState(url)).toBe('true');
    expect(metricsOf(url)).not.toBeNull();
    expect(document.activeElement).toBe(button);
    // The virtualiser scrolled the container; the row group with the metrics was then brought into view.
    expect(layout.scrollTo).toHaveBeenCalled();
    const revealed = layout.scrollIntoView.mock.contexts as Element[];
    expect(revealed.some((element) => element.contains(metricsOf(url)))).toBe(true);
    expect(within(screen.getByRole('table', { name: 'Projects' })).getAllByRole('row').length).toBeLessThan(100);
  });

  it('carries out a scroll request made while the projects were loading once they arrive', async () => {
    const projects = manyProjects(10_000);
    const request = { rowId: 9000, nonce: 1 };
    const props = {
      expandedRowId: 9000,
      onToggleRow: () => {},
      scrollRequest: request,
      answer: answerHolding(projects),
    };
    const { rerender } = await renderPainted(<ProjectsTable projects={[]} isLoading {...props} />);
    rerender(<ProjectsTable projects={projects} isLoading={false} {...props} />);
    await act(() => settleFrames());
    expect(expandedState('https://github.com/acme/project-9000')).toBe('true');
  });

  it('does not repeat a scroll request it has carried out when the table reloads', async () => {
    const projects = manyProjects(10_000);
    const props = {
      expandedRowId: null,
      onToggleRow: () => {},
      scrollRequest: { rowId: 9000, nonce: 1 },
      answer: answerHolding(projects),
    };
    const { rerender } = await renderPainted(<ProjectsTable projects={projects} isLoading={false} {...props} />);
    await act(() => settleFrames());
    expect(screen.getByRole('button', { name: 'https://github.com/acme/project-9000' })).toBeTruthy();

    layout.scrollTo.mockClear();
    rerender(<ProjectsTable projects={projects} isLoading {...props} />);
    rerender(<ProjectsTable projects={projects} isLoading={false} {...props} />);
    await act(() => settleFrames());
    expect(layout.scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 9000 * ROW_HEIGHT }));
    expect(screen.queryByRole('button', { name: 'https://github.com/acme/project-9000' })).toBeNull();
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { parse } from 'csv-parse/sync';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemediationSection } from '@/dashboard/features/remediation/components/remediation-section';
import { WorklistSection } from '@/dashboard/features/worklist/components/worklist-section';
import { DEFAULT_WORKLIST_VIEW, type WorklistView } from '@/dashboard/features/worklist/model/worklist-view';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { ExportNamingContext } from '@/dashboard/shared/export/export-naming-context';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { createClient } from '../../../../../src/sdk';
import { json, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { captureDownloads, EXPORT_NAMING } from '../../../support/downloads';
import { wireProject, wireResponse, wireScan } from '../../../support/metrics-fixtures';
import { sdkWrapper } from '../../../support/providers';
import { stubLayout } from '../../projects-table/components/jsdom-layout';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const ago = (days: number) => NOW - days * DAY;
const QUERY: FilterQuery = { startDate: '2026-10-24', endDate: '2026-11-24', branches: '*', tags: '', cached: true };

const project = (name: string, open: unknown) =>
  wireProject({
    projectUUID: `uuid-${name}`,
    projectUrl: `https://github.com/acme/${name}`,
    securityScore: 70,
    scans: [wireScan({ timestamp: ago(3), reportUUID: `r-${name}`, securityScore: 70, vulnerabilityCount: 3 })],
    vulnerabilitiesIdentified: 3,
    ...(open === undefined ? {} : { openVulnerabilities: open }),
  });
const open = (id: string, severity: string, ageDays: number) => ({ id, severity, firstSeenWhen: ago(ageDays) });
const metricsOf = (...projects: unknown[]) => wireResponse({ projects });

/**
 * payments-api: a CRITICAL 10 days old (3 days late), a HIGH 25 days old (5 left), a LOW 1 day old;
 * ledger: a MEDIUM 100 days old (10 late), an unknown severity (no target).
 */
const METRICS = metricsOf(
  project('payments-api', [
    open('CVE-2026-1', 'CRITICAL', 10),
    open('GHSA-aaaa-bbbb', 'HIGH', 25),
    open('CVE-2026-3', 'LOW', 1),
  ]),
  project('ledger', [open('CVE-2026-4', 'MEDIUM', 100), open('CWE-79', 'weird', 4)]),
);

const ACCOUNT = 'acct-1';
const EMAIL = 'lead@acme.test';

function renderSection({
  metrics = METRICS as unknown,
  initialView = DEFAULT_WORKLIST_VIEW,
  withRemediation = false,
  exclusions = [] as unknown,
  role = 'Viewer',
  routes = {} as Parameters<typeof routeFetch>[0],
} = {}) {
  const { fetch, requests } = routeFetch({
    'GET /api/v1/metrics/security/me': () => json(metrics),
    [`GET /api/v1/accounts/${ACCOUNT}/exclusions`]: () => json(exclusions),
    [`GET /api/v1/accounts/${ACCOUNT}/members`]: () =>
      json([{ uuid: 'm1', name: 'Lead', email: EMAIL.toUpperCase(), role }]),
    ...routes,
  });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  const onOpenProject = vi.fn();
  const views: WorklistView[] = [];
  function Harness() {
    const [view, setView] = useState(initialView);
    return (
      <ExportNamingContext value={EXPORT_NAMING}>
        <FixedChartSize width={600} height={300}>
          <WorklistSection
            query={QUERY}
            searchFilter=""
            now={NOW}
            accountUUID={ACCOUNT}
            userEmail={EMAIL}
            view={view}
            onViewChange={(next) => {
              views.push(next);
              setView(next);
            }}
            onOpenProject={onOpenProject}
          />
          {withRemediation && (
            <RemediationSection query={QUERY} searchFilter="" accountUUID={ACCOUNT} userEmail={EMAIL} />
          )}
        </FixedChartSize>
      </ExportNamingContext>
    );
  }
  const rendered = render(<Harness />, { wrapper: sdkWrapper(client) });
  return { ...rendered, onOpenProject, views, requests, user: userEvent.setup() };
}

/** The body rows' cells as text, in order. */
function bodyRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Open vulnerabilities' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}
const ids = () => bodyRows().map((cells) => cells[2]);

beforeEach(() => {
  localStorage.clear();
  stubLayout();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('WorklistSection', () => {
  it('opens on what is late, most late first, with every id whole', async () => {
    renderSection();
    await screen.findByRole('heading', { name: 'Open vulnerabilities', level: 3 });
    expect(bodyRows().map((cells) => cells.slice(0, 7))).toEqual([
      ['https://github.com/acme/ledger', 'main', 'CVE-2026-4', 'MEDIUM', '100 days', '90 days', '10 days late'],
      ['https://github.com/acme/payments-api', 'main', 'CVE-2026-1', 'CRITICAL', '10 days', '7 days', '3 days late'],
      ['https://github.com/acme/payments-api', 'main', 'GHSA-aaaa-bbbb', 'HIGH', '25 days', '30 days', '5 days left'],
      ['https://github.com/acme/payments-api', 'main', 'CVE-2026-3', 'LOW', '1 day', '120 days', '119 days left'],
      ['https://github.com/acme/ledger', 'main', 'CWE-79', 'OTHER', '4 days', '—', '—'],
    ]);
    expect(screen.getByText('5 open vulnerabilities')).toBeTruthy();
  });

  it('says it is preparing the worklist until its first lines come, then shows them', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      const state = text.includes('Preparing the open vulnerabilities...')
        ? 'preparing'
        : text.includes('open vulnerabilities')
          ? 'shown'
          : null;
      if (state && seen.at(-1) !== state) seen.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderSection();
    await screen.findByText('5 open vulnerabilities');
    observer.disconnect();
    expect(seen).toEqual(['preparing', 'shown']);
  });

  it('draws only the rows in view of a long list, and asks for the rows scrolled to', async () => {
    const many = Array.from({ length: 350 }, (_, index) => open(`CVE-2026-${1000 + index}`, 'LOW', 2));
    renderSection({ metrics: metricsOf(project('payments-api', many)) });
    const table = await screen.findByRole('table', { name: 'Open vulnerabilities' });
    expect(table.getAttribute('aria-rowcount')).toBe('351');
    expect(ids()[0]).toBe('CVE-2026-1000');
    // 480 px of 41 px rows, and ten more on either side: never the whole list.
    expect(bodyRows().length).toBeLessThan(30);
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 41 * 300;
    scroller.dispatchEvent(new Event('scroll'));
    const row = (await screen.findByText('CVE-2026-1300')).closest('tr');
    // The header is row 1; the 301st line (index 300) is row 302.
    expect(row?.getAttribute('aria-rowindex')).toBe('302');
    expect(screen.queryByText('CVE-2026-1000')).toBeNull();
  });

  it('shows Overdue now and Due within 7 days per severity', async () => {
    renderSection();
    const overdue = (await screen.findByText('Overdue now')).parentElement as HTMLElement;
    expect(within(overdue).getByText('2', { selector: 'p' })).toBeTruthy();
    const severityCount = (tile: HTMLElement, severity: string) =>
      within(tile).getByText(severity, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(severityCount(overdue, 'CRITICAL')).toBe('1');
    expect(severityCount(overdue, 'MEDIUM')).toBe('1');
    expect(severityCount(overdue, 'HIGH')).toBe('0');
    const dueSoon = screen.getByText('Due within 7 days', { selector: 'p' }).parentElement as HTMLElement;
    expect(within(dueSoon).getByText('1', { selector: 'p' })).toBeTruthy();
    expect(severityCount(dueSoon, 'HIGH')).toBe('1');
  });

  it('sorts by a header and filters by severity and status, each change handed to the page', async () => {
    const { user, views } = renderSection();
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(views.at(-1)?.sort).toEqual({ column: 'age', direction: 'desc' });
    expect(ids()).toEqual(['CVE-2026-4', 'GHSA-aaaa-bbbb', 'CVE-2026-1', 'CWE-79', 'CVE-2026-3']);
    expect(screen.getByRole('columnheader', { name: 'Age' }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(ids()).toEqual(['CVE-2026-3', 'CWE-79', 'CVE-2026-1', 'GHSA-aaaa-bbbb', 'CVE-2026-4']);

    const severity = screen.getByRole('group', { name: 'Severity' });
    await user.click(within(severity).getByRole('button', { name: 'CRITICAL' }));
    await user.click(within(severity).getByRole('button', { name: 'MEDIUM' }));
    expect(views.at(-1)?.severities).toEqual(['CRITICAL', 'MEDIUM']);
    expect(ids()).toEqual(['CVE-2026-1', 'CVE-2026-4']);
    expect(screen.getByText('2 of 5 open vulnerabilities')).toBeTruthy();

    const status = screen.getByRole('group', { name: 'Status' });
    await user.click(within(severity).getByRole('button', { name: 'MEDIUM' }));
    await user.click(within(status).getByRole('button', { name: 'Within target' }));
    expect(within(status).getByRole('button', { name: 'Within target' }).getAttribute('aria-pressed')).toBe('true');
    expect(bodyRows()).toEqual([[expect.stringContaining('No open vulnerabilities match')]]);
  });

  it('opens on the sort and filters the page address holds', async () => {
    renderSection({ initialView: { ...DEFAULT_WORKLIST_VIEW, statuses: ['due-soon', 'no-target'] } });
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    expect(ids()).toEqual(['GHSA-aaaa-bbbb', 'CWE-79']);
  });

  it('leads from a row to its project', async () => {
    const { user, onOpenProject } = renderSection();
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    await user.click(screen.getAllByRole('button', { name: 'https://github.com/acme/ledger' })[0] as HTMLElement);
    expect(onOpenProject).toHaveBeenCalledWith('uuid-ledger', 'main');
  });

  it('exports the rows shown, in their order, as CSV with raw values', async () => {
    const { user } = renderSection({ initialView: { ...DEFAULT_WORKLIST_VIEW, severities: ['CRITICAL', 'HIGH'] } });
    const downloads = captureDownloads();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(downloads.names[0]).toMatch(/open-vulnerabilities/);
    const rows = parse(await (downloads.blobs[0] as Blob).text(), { columns: true });
    expect(rows).toEqual([
      {
        Project: 'https://github.com/acme/payments-api',
        Branch: 'main',
        'Vulnerability ID': 'CVE-2026-1',
        Severity: 'CRITICAL',
        'First seen': new Date(ago(10)).toISOString(),
        'Age (days)': '10',
        'Target (days)': '7',
        'Days left': '-3',
        Status: 'overdue',
        Acceptance: '',
        'Accepted until': '',
        'Acceptance reason': '',
        'EPSS score': '',
        'EPSS percentile': '',
        'KEV added': '',
        'KEV due': '',
        Deadline: 'sla',
      },
      expect.objectContaining({ 'Vulnerability ID': 'GHSA-aaaa-bbbb', 'Days left': '5', Status: 'due-soon' }),
    ]);
  });

  it('says in one line that the server sends no open vulnerabilities, and shows no figure', async () => {
    renderSection({ metrics: metricsOf(project('payments-api', undefined)) });
    await screen.findByText('The server does not send open vulnerabilities, so there is no worklist.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Overdue now')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("follows the SLA targets the Remediation section saves: the account's, one policy", async () => {
    let saved: unknown = null;
    const property = `/api/v1/accounts/${ACCOUNT}/properties/sla-targets`;
    const { user } = renderSection({
      withRemediation: true,
      role: 'Administrator',
      routes: {
        [`GET ${property}`]: () => (saved === null ? json({ message: 'not set' }, 404) : json(saved)),
        [`POST ${property}`]: async (request) => {
          saved = await request.json();
          return new Response(null, { status: 200 });
        },
      },
    });
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    const critical = await screen.findByRole('textbox', { name: 'Critical' });
    await user.clear(critical);
    await user.type(critical, '20');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() =>
      expect(
        bodyRows()
          .find((cells) => cells[2] === 'CVE-2026-1')
          ?.slice(5, 7),
      ).toEqual(['20 days', '10 days left']),
    );
    expect(saved).toMatchObject({ CRITICAL: 20 });
  });

  it("reads the account's targets when it opens", async () => {
    renderSection({
      routes: { [`GET /api/v1/accounts/${ACCOUNT}/properties/sla-targets`]: () => json({ MEDIUM: 200 }) },
    });
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    expect(bodyRows()[0]?.slice(2, 7)).toEqual(['CVE-2026-1', 'CRITICAL', '10 days', '7 days', '3 days late']);
    expect(
      bodyRows()
        .find((cells) => cells[2] === 'CVE-2026-4')
        ?.slice(5, 7),
    ).toEqual(['200 days', '100 days left']);
  });

  it('says when the targets cannot be read, and counts with the defaults', async () => {
    renderSection({
      routes: { [`GET /api/v1/accounts/${ACCOUNT}/properties/sla-targets`]: () => json({ message: 'down' }, 500) },
    });
    await screen.findByText('The SLA targets could not be read (down): the defaults apply.');
    expect(bodyRows()[0]?.slice(2, 7)).toEqual(['CVE-2026-4', 'MEDIUM', '100 days', '90 days', '10 days late']);
  });

  it('reads the accepted risks from the security exclusions: accepted last, kept out of Overdue, expired ones said', async () => {
    const exclusions = [
      {
        id: 'x1',
        domain: 'security',
        kind: 'advisory',
        name: 'CVE-2026-1',
        reason: 'Not reachable',
        expiresAt: '2027-02-01T00:00:00Z',
      },
      {
        id: 'x2',
        domain: 'security',
        kind: 'advisory',
        name: 'CVE-2026-4',
        reason: 'Vendor patch',
        expiresAt: '2026-11-01T00:00:00Z',
      },
      { id: 'x3', domain: 'security', kind: 'dependency', name: 'CVE-2026-3', reason: 'not an advisory' },
    ];
    const { requests } = renderSection({ exclusions });
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    expect(
      requests.some((request) => new URL(request.url).search === '?domain=security' && request.url.includes(ACCOUNT)),
    ).toBe(true);
    const rows = bodyRows();
    const last = rows.at(-1) as string[];
    expect(last[2]).toBe('CVE-2026-1');
    expect(last[7]).toContain(
      `Accepted until ${new Date(Date.UTC(2027, 1, 1)).toLocaleDateString('en-CA')}: Not reachable`,
    );
    const expired = rows.find((cells) => cells[2] === 'CVE-2026-4') as string[];
    expect(expired[6]).toBe('10 days late');
    expect(expired[7]).toMatch(/^Acceptance ran out on 20\d\d-\d\d-\d\d: Vendor patch/);
    expect(rows.find((cells) => cells[2] === 'CVE-2026-3')?.[7]).not.toContain('Accept');
    const overdue = screen.getByText('Overdue now').parentElement as HTMLElement;
    expect(within(overdue).getByText('1', { selector: 'p' })).toBeTruthy();
    const accepted = screen.getByText('Accepted risk', { selector: 'p' }).parentElement as HTMLElement;
    expect(within(accepted).getByText('1', { selector: 'p' })).toBeTruthy();
  });

  it('says when the accepted risks cannot be read, and counts every vulnerability', async () => {
    renderSection({ routes: { [`GET /api/v1/accounts/${ACCOUNT}/exclusions`]: () => json({ message: 'down' }, 500) } });
    await screen.findByText(/The accepted risks could not be read/);
    const overdue = screen.getByText('Overdue now').parentElement as HTMLElement;
    expect(within(overdue).getByText('2', { selector: 'p' })).toBeTruthy();
  });

  it('groups by vulnerability: one row per id with its counts, expandable to its projects, exported as CSV', async () => {
    const metrics = metricsOf(
      project('payments-api', [open('CVE-2026-1', 'CRITICAL', 10), open('CVE-2026-3', 'LOW', 1)]),
      project('ledger', [open('CVE-2026-1', 'HIGH', 40), open('CVE-2026-3', 'LOW', 2)]),
    );
    const { user, views } = renderSection({ metrics });
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    await user.click(screen.getByRole('button', { name: 'By vulnerability' }));
    expect(views.at(-1)?.group).toBe('vuln');
    const table = await screen.findByRole('table', { name: 'Open vulnerabilities by vulnerability' });
    const rowsOf = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent ?? ''),
        );
    expect(rowsOf()).toEqual([
      ['CVE-2026-1', 'CRITICAL', '2', '2', '2', '0', '40 days', '10 days'],
      ['CVE-2026-3', 'LOW', '2', '2', '0', '0', '2 days', '—'],
    ]);
    const toggle = screen.getByRole('button', { name: 'Show the projects of CVE-2026-1' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rowsOf().map((cells) => cells[0])).toEqual([
      'CVE-2026-1',
      'https://github.com/acme/ledger',
      'https://github.com/acme/payments-api',
      'CVE-2026-3',
    ]);
    const downloads = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.names[0]).toMatch(/open-vulnerabilities-by-vulnerability/);
    const csv = parse(await (downloads.blobs[0] as Blob).text(), { columns: true });
    expect(csv[0]).toEqual({
      'Vulnerability ID': 'CVE-2026-1',
      Severity: 'CRITICAL',
      'Projects affected': '2',
      Open: '2',
      Overdue: '2',
      Accepted: '0',
      'Oldest age (days)': '40',
      'Most days late': '10',
      'Known exploited (KEV)': 'false',
      'Highest EPSS score': '',
    });
  });

  it('sorts the groups by a header, as the list sorts its rows', async () => {
    const { user, views } = renderSection({ initialView: { ...DEFAULT_WORKLIST_VIEW, group: 'vuln' } });
    const table = await screen.findByRole('table', { name: 'Open vulnerabilities by vulnerability' });
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(firstCells()).toEqual(['CVE-2026-4', 'CVE-2026-1', 'GHSA-aaaa-bbbb', 'CVE-2026-3', 'CWE-79']);
    await user.click(within(table).getByRole('button', { name: 'Oldest age' }));
    expect(views.at(-1)?.sort).toEqual({ column: 'age', direction: 'desc' });
    expect(firstCells()).toEqual(['CVE-2026-4', 'GHSA-aaaa-bbbb', 'CVE-2026-1', 'CWE-79', 'CVE-2026-3']);
    await user.click(within(table).getByRole('button', { name: 'Vulnerability ID' }));
    expect(firstCells()).toEqual(['CVE-2026-1', 'CVE-2026-3', 'CVE-2026-4', 'CWE-79', 'GHSA-aaaa-bbbb']);
  });

  it('keeps the filters when grouped', async () => {
    renderSection({ initialView: { ...DEFAULT_WORKLIST_VIEW, group: 'vuln', severities: ['CRITICAL'] } });
    const table = await screen.findByRole('table', { name: 'Open vulnerabilities by vulnerability' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('CVE-2026-1')).toBeTruthy();
  });

  describe('the advisory', () => {
    const withDependency = metricsOf(
      project('payments-api', [
        {
          ...open('CVE-2026-1', 'CRITICAL', 10),
          adviceID: 'ADV-1',
          dependency: { language: 'npm', name: 'ws', version: '8.0.0' },
        },
        {
          ...open('CVE-2026-9', 'HIGH', 3),
          adviceID: 'ADV-9',
          dependency: { language: 'npm', name: 'qs', version: '1.0.0' },
        },
        open('CVE-2026-5', 'LOW', 3),
      ]),
    );
    const advisory = {
      id: 'ADV-1',
      language: 'npm',
      package: 'ws',
      title: 'Denial of service in ws',
      description: '<img src=x onerror=alert(1)> crafted headers crash the server',
      severity: 'critical',
      cvssScore: 7.5,
      vulnerableVersions: '<8.17.1',
      patchedVersions: '>=8.17.1',
      references: ['https://github.com/advisories/GHSA-1', 'javascript:alert(1)', 'ftp://example.com/x'],
      publishedAt: '2026-01-01T00:00:00Z',
    };

    it('opens from the id: title, description as text, CVSS, versions, only http(s) references as links; read once', async () => {
      const { user, requests } = renderSection({
        metrics: withDependency,
        routes: { 'GET /api/v1/vulns/npm/ADV-1': () => json(advisory) },
      });
      await screen.findByRole('table', { name: 'Open vulnerabilities' });
      await user.click(screen.getByRole('button', { name: 'CVE-2026-1' }));
      const panel = await screen.findByRole('region', { name: 'Advisory CVE-2026-1' });
      await within(panel).findByText('Denial of service in ws');
      expect(within(panel).getByText(advisory.description)).toBeTruthy();
      expect(panel.querySelector('img')).toBeNull();
      expect(within(panel).getByText('7.5')).toBeTruthy();
      expect(within(panel).getByText('<8.17.1')).toBeTruthy();
      expect(within(panel).getByText('>=8.17.1')).toBeTruthy();
      const links = within(panel).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://github.com/advisories/GHSA-1']);
      expect(within(panel).getByText('javascript:alert(1)')).toBeTruthy();
      expect(document.activeElement?.textContent).toBe('Advisory CVE-2026-1');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('region', { name: 'Advisory CVE-2026-1' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'CVE-2026-1' }));
      await user.click(screen.getByRole('button', { name: 'CVE-2026-1' }));
      await screen.findByText('Denial of service in ws');
      expect(requests.filter((request) => request.url.endsWith('/api/v1/vulns/npm/ADV-1'))).toHaveLength(1);
    });

    it('says when there is no advisory (404), when it failed, and when the ecosystem is unknown', async () => {
      const { user } = renderSection({
        metrics: withDependency,
        routes: {
          'GET /api/v1/vulns/npm/ADV-1': () => json({ message: 'not found' }, 404),
          'GET /api/v1/vulns/npm/ADV-9': () => json({ message: 'Advisory service unavailable' }, 400),
        },
      });
      await screen.findByRole('table', { name: 'Open vulnerabilities' });
      await user.click(screen.getByRole('button', { name: 'CVE-2026-1' }));
      await screen.findByText('No advisory: the server has none for ADV-1.');
      await user.click(screen.getByRole('button', { name: 'CVE-2026-9' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Advisory service unavailable');
      await user.click(screen.getByRole('button', { name: 'CVE-2026-5' }));
      await screen.findByText(/does not name its dependency's ecosystem/);
    });
  });

  describe('tickets and accepted risk', () => {
    const JIRA = `/api/v1/integrations/jira/accounts/${ACCOUNT}/projects`;
    const issue = (key: string, advisoryId: string, url = `https://jira.test/browse/${key}`) => ({
      id: key,
      key,
      url,
      summary: 's',
      status: 'In Progress',
      advisoryId,
      branch: 'main',
    });
    const rowOf = (id: string) =>
      screen.getAllByRole('row').find((row) => within(row).queryByRole('button', { name: id })) as HTMLElement;

    it('shows the ticket filed for the vulnerability on the project: key, status, and a link only when http(s)', async () => {
      renderSection({
        routes: {
          [`GET ${JIRA}/uuid-payments-api/issues`]: () =>
            json([issue('SEC-1', 'CVE-2026-1'), issue('SEC-2', 'CVE-2026-3', 'javascript:alert(1)')]),
        },
      });
      await screen.findByRole('link', { name: 'SEC-1' });
      expect(screen.getByRole('link', { name: 'SEC-1' }).getAttribute('href')).toBe('https://jira.test/browse/SEC-1');
      expect(within(rowOf('CVE-2026-1')).getByText(/In Progress/)).toBeTruthy();
      expect(within(rowOf('CVE-2026-3')).getByText('SEC-2')).toBeTruthy();
      expect(within(rowOf('CVE-2026-3')).queryByRole('link')).toBeNull();
      expect(within(rowOf('CVE-2026-4')).queryByText(/SEC-/)).toBeNull();
    });

    it('reads tickets with at most four calls under way at once', async () => {
      const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
      let running = 0;
      let most = 0;
      const pending: (() => void)[] = [];
      const routes = Object.fromEntries(
        names.map((name) => [
          `GET ${JIRA}/uuid-${name}/issues`,
          () =>
            new Promise<Response>((resolve) => {
              running += 1;
              most = Math.max(most, running);
              pending.push(() => {
                running -= 1;
                resolve(json([]));
              });
            }),
        ]),
      );
      renderSection({
        metrics: metricsOf(...names.map((name) => project(name, [open(`CVE-${name}`, 'LOW', 1)]))),
        routes,
      });
      await screen.findByRole('table', { name: 'Open vulnerabilities' });
      await waitFor(() => expect(pending.length).toBe(4));
      let answered = 0;
      while (answered < names.length) {
        await waitFor(() => expect(pending.length).toBeGreaterThan(0));
        (pending.shift() as () => void)();
        answered += 1;
      }
      expect(most).toBe(4);
    });

    it('a lead files a ticket from a form filled from the vulnerability; the row then shows it', async () => {
      let filed: unknown[] = [];
      const metrics = metricsOf(
        project('payments-api', [
          {
            ...open('CVE-2026-1', 'CRITICAL', 10),
            adviceID: 'ADV-1',
            dependency: { language: 'npm', name: 'ws', version: '8.0.0' },
          },
        ]),
      );
      const { user, requests } = renderSection({
        metrics,
        role: 'Collaborator',
        routes: {
          [`GET ${JIRA}/uuid-payments-api/config`]: () => json({ jiraProjectId: '1', issueTypeId: '2' }),
          [`GET ${JIRA}/uuid-payments-api/issues`]: () => json(filed),
          [`POST ${JIRA}/uuid-payments-api/issues`]: async (request) => {
            const body = (await request.json()) as { summary: string };
            if (body.summary.includes('refuse')) return json({ message: 'Jira refused: summary too odd' }, 400);
            filed = [issue('SEC-9', 'CVE-2026-1')];
            return json(filed[0], 201);
          },
          'GET /api/v1/vulns/npm/ADV-1': () =>
            json({
              id: 'ADV-1',
              language: 'npm',
              package: 'ws',
              title: 'DoS in ws',
              description: 'Crash.',
              severity: 'high',
              publishedAt: '2026-01-01T00:00:00Z',
            }),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'File a ticket' }));
      const panel = await screen.findByRole('region', { name: /File a ticket for CVE-2026-1/ });
      const summary = (await within(panel).findByRole('textbox', { name: 'Summary' })) as HTMLInputElement;
      expect(summary.value).toBe('CVE-2026-1 in ws 8.0.0');
      expect((within(panel).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toContain(
        'Crash.',
      );
      expect((within(panel).getByRole('textbox', { name: 'Dependency name' }) as HTMLInputElement).value).toBe('ws');
      expect((within(panel).getByRole('textbox', { name: 'Branch' }) as HTMLInputElement).value).toBe('main');
      await user.clear(summary);
      await user.type(summary, 'please refuse');
      await user.click(within(panel).getByRole('button', { name: 'File the ticket' }));
      expect((await within(panel).findByRole('alert')).textContent).toContain('Jira refused: summary too odd');
      await user.clear(summary);
      await user.type(summary, 'Upgrade ws');
      await user.click(within(panel).getByRole('button', { name: 'File the ticket' }));
      await screen.findByRole('link', { name: 'SEC-9' });
      expect(screen.queryByRole('region', { name: /File a ticket/ })).toBeNull();
      const post = requests.filter((request) => request.method === 'POST').at(-1) as Request;
      expect(await post.json()).toMatchObject({
        summary: 'Upgrade ws',
        advisoryId: 'CVE-2026-1',
        dependency: { language: 'npm', name: 'ws', version: '8.0.0' },
        branch: 'main',
      });
    });

    it('says when the project has no issue-tracker configuration, and what is missing without a dependency', async () => {
      const { user } = renderSection({
        role: 'Administrator',
        routes: { [`GET ${JIRA}/uuid-ledger/config`]: () => json({ jiraProjectId: '1', issueTypeId: '2' }) },
      });
      await screen.findByRole('table', { name: 'Open vulnerabilities' });
      await waitFor(() =>
        expect(within(rowOf('CVE-2026-1')).getByRole('button', { name: 'File a ticket' })).toBeTruthy(),
      );
      await user.click(within(rowOf('CVE-2026-1')).getByRole('button', { name: 'File a ticket' }));
      await screen.findByText('This project has no issue-tracker configuration, so no ticket can be filed for it.');
      await user.click(within(rowOf('CVE-2026-4')).getByRole('button', { name: 'File a ticket' }));
      await screen.findByText(/does not name its dependency: type its ecosystem, name and version/);
      expect((screen.getByRole('textbox', { name: 'Dependency name' }) as HTMLInputElement).value).toBe('');
    });

    it('a lead accepts a risk with a reason and an expiry 90 days ahead by default; Undo removes it', async () => {
      let exclusions: unknown[] = [];
      const { user, requests } = renderSection({
        role: 'Administrator',
        routes: {
          [`GET /api/v1/accounts/${ACCOUNT}/exclusions`]: () => json(exclusions),
          'POST /api/v2/exclusions/advisory/CVE-2026-1': async (request) => {
            const body = (await request.json()) as { reason: string; expiresAt: string };
            exclusions = [{ id: 'x9', domain: 'security', kind: 'advisory', name: 'CVE-2026-1', ...body }];
            return json(exclusions[0]);
          },
          'DELETE /api/v2/exclusions/advisory/CVE-2026-1/x9': () => {
            exclusions = [];
            return json({});
          },
        },
      });
      await screen.findByRole('table', { name: 'Open vulnerabilities' });
      const overdue = screen.getByText('Overdue now').parentElement as HTMLElement;
      expect(within(overdue).getByText('2', { selector: 'p' })).toBeTruthy();
      await user.click(within(rowOf('CVE-2026-1')).getByRole('button', { name: 'Accept risk' }));
      const panel = await screen.findByRole('region', { name: 'Accept the risk of CVE-2026-1' });
      const expiry = within(panel).getByLabelText('Expires on') as HTMLInputElement;
      expect(expiry.value).toBe(new Date(NOW + 90 * DAY).toLocaleDateString('en-CA'));
      await user.click(within(panel).getByRole('button', { name: 'Accept risk' }));
      expect(await within(panel).findByText('A reason is required')).toBeTruthy();
      await user.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'Not reachable');
      await user.click(within(panel).getByRole('button', { name: 'Accept risk' }));
      await waitFor(() => expect(within(overdue).getByText('1', { selector: 'p' })).toBeTruthy());
      const post = requests.find((request) => request.method === 'POST') as Request;
      expect(await post.json()).toEqual({
        domain: 'security',
        reason: 'Not reachable',
        expiresAt: `${expiry.value}T00:00:00Z`,
      });
      await user.click(await screen.findByRole('button', { name: 'Undo the accepted risk of CVE-2026-1' }));
      await waitFor(() => expect(within(overdue).getByText('2', { selector: 'p' })).toBeTruthy());
    });

    it('refuses an expiry more than 365 days ahead', async () => {
      const { user } = renderSection({ role: 'Administrator' });
      await screen.findByRole('table', { name: 'Open vulnerabilities' });
      await user.click(within(rowOf('CVE-2026-1')).getByRole('button', { name: 'Accept risk' }));
      const expiry = screen.getByLabelText('Expires on') as HTMLInputElement;
      await user.clear(expiry);
      await user.type(expiry, new Date(NOW + 400 * DAY).toLocaleDateString('en-CA'));
      await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'x');
      const panel = screen.getByRole('region', { name: 'Accept the risk of CVE-2026-1' });
      await user.click(within(panel).getByRole('button', { name: 'Accept risk' }));
      expect(await within(panel).findByText('The expiry can be at most 365 days ahead')).toBeTruthy();
    });

    it('a read-only member sees the state and no action', async () => {
      renderSection({
        role: 'Viewer',
        exclusions: [{ id: 'x1', domain: 'security', kind: 'advisory', name: 'CVE-2026-1', reason: 'ok' }],
        routes: { [`GET ${JIRA}/uuid-payments-api/issues`]: () => json([issue('SEC-1', 'CVE-2026-3')]) },
      });
      await screen.findByRole('link', { name: 'SEC-1' });
      expect(within(rowOf('CVE-2026-1')).getByText(/Accepted, no expiry/)).toBeTruthy();
      for (const name of ['File a ticket', 'Accept risk', /Undo/])
        expect(screen.queryByRole('button', { name })).toBeNull();
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = renderSection();
    await screen.findByRole('table', { name: 'Open vulnerabilities' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

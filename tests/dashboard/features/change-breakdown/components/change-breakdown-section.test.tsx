import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeBreakdownSection } from '@/dashboard/features/change-breakdown/components/change-breakdown-section';
import { RemediationSection } from '@/dashboard/features/remediation/components/remediation-section';
import { FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { ExportNamingContext } from '@/dashboard/shared/export/export-naming-context';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import { createClient } from '../../../../../src/sdk';
import { json, type Route, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';
import { drawnBars, drawnTexts, recordCanvas } from '../../../support/canvas-recorder';
import { captureDownloads, EXPORT_NAMING } from '../../../support/downloads';
import { wireFix, wireProject, wireResponse } from '../../../support/metrics-fixtures';
import { sdkWrapper } from '../../../support/providers';

const METRICS_ROUTE = 'GET /api/v1/metrics/security/me';
const QUERY: FilterQuery = { startDate: '2026-10-21', endDate: '2026-11-21', branches: '*', tags: '', cached: true };
const PREVIOUS_START = '2026-09-19';

const fixes = (count: number) => Array.from({ length: count }, (_, index) => wireFix({ id: `CVE-2026-${index}` }));
const project = (name: string, fixCount: number, { identified = 5, addressed = 5, branch = 'main' } = {}) =>
  wireProject({
    projectUUID: `uuid-${name}`,
    projectUrl: `https://github.com/acme/${name}`,
    projectBranch: branch,
    securityScore: 70,
    vulnerabilitiesIdentified: identified,
    vulnerabilitiesAddressed: addressed,
    remediations: { vulnerabilities: fixes(fixCount) },
  });
const metricsOf = (...projects: unknown[]) => wireResponse({ projects });

/** Fixes 4 → 5: legacy −2 (gone), payments-api +2 (in both), ledger +1 (new); steady unchanged. */
const CURRENT = metricsOf(project('payments-api', 3), project('ledger', 1), project('steady', 1));
const PREVIOUS = metricsOf(project('payments-api', 1), project('legacy', 2), project('steady', 1));

interface Options {
  current?: unknown;
  previous?: Route;
  measure?: Measure;
  query?: FilterQuery;
  autoFocus?: boolean;
  withRemediation?: boolean;
}

function renderSection({
  current = CURRENT,
  previous = () => json(PREVIOUS),
  measure = 'fixes',
  query = QUERY,
  autoFocus = false,
  withRemediation = false,
}: Options = {}) {
  const { fetch, requests } = routeFetch({
    [METRICS_ROUTE]: (request) =>
      new URL(request.url).searchParams.get('startDate') === PREVIOUS_START ? previous(request) : json(current),
  });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  const onClose = vi.fn();
  const onOpenProject = vi.fn();
  const section = (
    <ChangeBreakdownSection
      query={query}
      searchFilter=""
      measure={measure}
      autoFocus={autoFocus}
      onClose={onClose}
      onOpenProject={onOpenProject}
    />
  );
  const view = render(
    <ExportNamingContext value={EXPORT_NAMING}>
      <FixedChartSize width={640} height={200}>
        {withRemediation ? (
          <RemediationSection
            query={query}
            searchFilter=""
            explain={{ open: measure, onExplain: () => {}, panel: section }}
          />
        ) : (
          section
        )}
      </FixedChartSize>
    </ExportNamingContext>,
    { wrapper: sdkWrapper(client) },
  );
  return { view, requests, onClose, onOpenProject, user: userEvent.setup() };
}

const breakdownTable = () => screen.findByRole('table', { name: 'Fixes by project, previous and current period' });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ChangeBreakdownSection', () => {
  it('adds the change up: the totals line, the table largest change first with presence, and the total', async () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'The change in Fixes', level: 4 })).toBeTruthy();
    const table = await breakdownTable();
    expect(rowTexts(table)).toEqual([
      ['Project', 'Branch', 'Previous', 'Current', 'Change', 'Presence'],
      // as large a change either way: by URL
      ['https://github.com/acme/legacy', 'main', '2', '0', '−2', 'Gone'],
      ['https://github.com/acme/payments-api', 'main', '1', '3', '+2', 'Both periods'],
      ['https://github.com/acme/ledger', 'main', '0', '1', '+1', 'New'],
      // steady moved nothing: it is among all the others, which add up to the total
      ['All others', '', '1', '1', '0', ''],
      ['Total', '', '4', '5', '+1', ''],
    ]);
    expect(screen.getByText(/^Previous period/).closest('p')?.textContent).toBe(
      'Previous period 4 → , this period 5, change +1',
    );
    expect(screen.getByText(/2026-10-21 – 2026-11-21 against 2026-09-19 – 2026-10-20/)).toBeTruthy();
  });

  it('draws a diverging bar per project that moved, rises and falls coloured by what is good news', async () => {
    const drawing = recordCanvas();
    renderSection();
    await screen.findByRole('figure', { name: 'Fixes: change by project against the previous period' });
    const bars = await waitFor(() => {
      const found = drawnBars(drawing.latest());
      expect(found).toHaveLength(3);
      return found;
    });
    const fills = bars.map((bar) => bar.fill);
    expect(fills.filter((fill) => fill === 'var(--color-good)')).toHaveLength(2); // more fixes is good news
    expect(fills.filter((fill) => fill === 'var(--color-bad)')).toHaveLength(1);
    const texts = drawnTexts(drawing.latest());
    expect(texts).toEqual(
      expect.arrayContaining(['payments-api:main', 'legacy:main', 'ledger:main', '+2', '−2', '+1']),
    );
    // The bars' text alternative
    expect(screen.getByText('https://github.com/acme/legacy (main): −2')).toBeTruthy();
  });

  it('colours a rise of unaddressed vulnerabilities as bad news', async () => {
    renderSection({
      measure: 'unaddressed',
      current: metricsOf(project('payments-api', 0, { identified: 9, addressed: 2 })),
      previous: () => json(metricsOf(project('payments-api', 0, { identified: 4, addressed: 2 }))),
    });
    const table = await screen.findByRole('table', {
      name: 'Unaddressed vulnerabilities by project, previous and current period',
    });
    expect(rowTexts(table)[1]).toEqual([
      'https://github.com/acme/payments-api',
      'main',
      '2',
      '7',
      '+5',
      'Both periods',
    ]);
    expect(within(table).getAllByText('+5')[0]?.className).toMatch(/bad/);
  });

  it('lists the 10 projects that moved most and puts the rest in All others', async () => {
    const many = Array.from({ length: 14 }, (_, index) => project(`svc-${String(index).padStart(2, '0')}`, 1));
    renderSection({ current: metricsOf(project('payments-api', 3), ...many) });
    const table = await breakdownTable();
    const rows = rowTexts(table);
    expect(rows).toHaveLength(1 + 10 + 2); // header, 10 listed, All others, Total
    expect(rows[1]?.[0]).toBe('https://github.com/acme/legacy');
    expect(rows[2]?.[0]).toBe('https://github.com/acme/payments-api');
    // listed: legacy, payments-api, then 8 of the 15 that moved by 1 (steady −1 among them), by URL
    expect(rows[3]?.[0]).toBe('https://github.com/acme/steady');
    expect(rows.at(-2)).toEqual(['All others', '', '0', '7', '+7', '']);
    expect(rows.at(-1)).toEqual(['Total', '', '4', '17', '+13', '']);
  });

  it('leads a project to its row; a project gone since has no row to lead to', async () => {
    const { onOpenProject, user } = renderSection();
    const table = await breakdownTable();
    await user.click(within(table).getByRole('button', { name: 'https://github.com/acme/ledger' }));
    expect(onOpenProject).toHaveBeenCalledWith('uuid-ledger', 'main');
    expect(within(table).queryByRole('button', { name: 'https://github.com/acme/legacy' })).toBeNull();
    expect(within(table).getByText('https://github.com/acme/legacy')).toBeTruthy();
  });

  it('exports the table as CSV: the projects, All others and the total, numbers unformatted', async () => {
    const downloads = captureDownloads();
    const { user } = renderSection();
    await breakdownTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.names).toEqual(['depsight_Acme_change-fixes_2026-10-21_2026-11-21.csv']);
    const rows = parse(await (downloads.blobs[0] as Blob).text(), { columns: true });
    expect(rows).toEqual([
      expect.objectContaining({ Project: 'https://github.com/acme/legacy', Presence: 'Gone', Change: '-2' }),
      {
        Project: 'https://github.com/acme/payments-api',
        Branch: 'main',
        Presence: 'Both periods',
        'Previous period': '1',
        'Current period': '3',
        Change: '2',
      },
      expect.objectContaining({ Project: 'https://github.com/acme/ledger', Presence: 'New', Change: '1' }),
      expect.objectContaining({ Project: 'All others', 'Previous period': '1', 'Current period': '1', Change: '0' }),
      expect.objectContaining({ Project: 'Total', 'Previous period': '4', 'Current period': '5', Change: '1' }),
    ]);
  });

  it('says it is loading until both periods are there', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderSection({
      previous: async () => {
        await gate;
        return json(PREVIOUS);
      },
    });
    expect(await screen.findByText('Loading both periods…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    release();
    await breakdownTable();
    expect(screen.queryByText('Loading both periods…')).toBeNull();
  });

  it('says so when the previous period failed, or when the dates make none', async () => {
    renderSection({ previous: () => json({ message: 'boom' }, 500) });
    expect(
      await screen.findByText('The previous period could not be loaded, so the change cannot be explained.'),
    ).toBeTruthy();
    cleanup();
    const { requests } = renderSection({ query: { ...QUERY, startDate: '' } });
    expect(await screen.findByText('Choose a start and an end date to compare with the previous period.')).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(1)); // the current period only
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('says when nothing changed, instead of an empty chart and table', async () => {
    renderSection({ previous: () => json(CURRENT) });
    expect(await screen.findByText('Nothing changed: no project’s fixes moved (5 in both periods).')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('closes with Escape or Close, and takes the focus when the user opened it', async () => {
    const { onClose, user } = renderSection({ autoFocus: true });
    const heading = screen.getByRole('heading', { name: 'The change in Fixes' });
    expect(document.activeElement).toBe(heading);
    await breakdownTable();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close the change in fixes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves the focus where it is when restored from the address', () => {
    renderSection({ autoFocus: false });
    expect(document.activeElement).toBe(document.body);
  });

  it('beside the Remediation section, sends no metrics call of its own', async () => {
    const { requests } = renderSection({ withRemediation: true });
    await breakdownTable();
    await screen.findByRole('heading', { name: 'Remediation' });
    expect(requests.map((request) => new URL(request.url).searchParams.get('startDate'))).toEqual([
      QUERY.startDate,
      PREVIOUS_START,
    ]);
  });

  it('has no accessibility violations', async () => {
    const { view } = renderSection();
    await breakdownTable();
    const results = await axe.run(view.container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

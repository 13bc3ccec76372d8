import { memo, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { FilterPanel } from '@/dashboard/features/criteria/components/filter-panel';
import { ProjectFilter } from '@/dashboard/features/criteria/components/project-filter';
import type { UsageChartMode } from '@/dashboard/features/overview/model/charts/usage-series';
import {
  type ScanSelection,
  ScanSelectionContext,
} from '@/dashboard/features/projects-table/components/scan-selection-context';
import { PROJECT_CSV_COLUMNS } from '@/dashboard/features/projects-table/model/table-csv';
import { preloadRemediationSection } from '@/dashboard/features/remediation/components/remediation-slot';
import { useAcceptedRisks } from '@/dashboard/features/worklist/api/use-accepted-risks';
import { preloadWorklistSection, WorklistAheadSlot } from '@/dashboard/features/worklist/components/worklist-slot';
import { toCsv } from '@/dashboard/shared/export/csv';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { ExportNamingContext } from '@/dashboard/shared/export/export-naming-context';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { whenIdle } from '@/dashboard/shared/model/when-idle';
import { SectionBoundary, SectionResetKey } from '@/dashboard/shared/ui/section-boundary';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { hasTeamsFeature } from '@/sdk';
import { ErrorAlert } from './error-alert';
import { LoadFailure } from './load-failure';
import styles from './metrics-page.module.css';
import { parseView } from './model/page-address';
import { type ExplainState, OverviewSections } from './overview-sections';
import { PrintCriteria } from './print-criteria';
import { ShareToolbar } from './share-toolbar';
import { TabSwitch } from './tab-switch';
import { TeamComparisonSlot } from './team-comparison-slot';
import { type MetricsPageUser, useMetricsPage } from './use-metrics-page';
import { type ProjectRows, useProjectRows } from './use-project-rows';

const NO_TEAMS: readonly never[] = [];

// Its props change with the criteria only: not drawn again with every report of an arriving answer.
const CriteriaForm = memo(FilterPanel);

type MetricsPageState = ReturnType<typeof useMetricsPage>;

export interface MetricsPageProps {
  /** The signed-in user: their teams fill the team selector when the account has the 'teams' feature. */
  user: MetricsPageUser;
  /** Shown instead of the page when the metrics call answers 401. */
  loginRequiredView: ReactNode;
}

/** The dashboard page: the 'Metrics criteria' panel and the Metrics section, composed from the features. */
export function MetricsPage({ user, loginRequiredView }: MetricsPageProps) {
  // The view (criteria, filter, sort, open project and scan, usage mode) lives in the page address.
  const page = useMetricsPage(user);
  // The sections below the table load their code while the answer is on its way, so their first
  // draw is not also the moment their chunks are fetched and linked.
  useEffect(
    () =>
      whenIdle(() => {
        preloadWorklistSection();
        preloadRemediationSection();
      }),
    [],
  );
  const rows = useProjectRows(page.address, page.data.model);
  const explain = useExplain(page.address.change);
  const scanSelection = useScanSelection(page);

  if (page.data.loginRequired) return <>{loginRequiredView}</>;

  const showingTeams = page.showTeams && page.address.view.tab === 'teams';
  return (
    <ExportNamingContext value={page.exportNaming}>
      <ScanSelectionContext value={scanSelection}>
        <div className={styles.page}>
          <WorklistReadsAhead accountUUID={page.accountUUID} teamUUID={page.appliedQuery.teamUUID || undefined} />
          <WorklistAheadSlot
            query={page.data.query}
            searchFilter={page.address.view.q}
            now={page.now}
            accountUUID={page.accountUUID}
            view={page.address.view.worklist}
          />
          <PageHeader page={page} rows={rows} />
          <CriteriaPanels page={page} user={user} />
          <section className={styles.metrics} aria-labelledby="metrics-title" aria-busy={page.data.isPending}>
            <div className={styles.metricsHeader}>
              <h2 className={styles.metricsTitle} id="metrics-title">
                Metrics
              </h2>
              {page.showTeams && <TabSwitch tab={page.address.view.tab} onChange={page.onTabChange} />}
            </div>
            <ErrorAlert message={page.data.alert} />
            <SectionResetKey value={showingTeams ? page.appliedQuery : page.data.model}>
              <MetricsContent page={page} rows={rows} explain={explain} showingTeams={showingTeams} />
            </SectionResetKey>
          </section>
        </div>
      </ScanSelectionContext>
    </ExportNamingContext>
  );
}

/**
 * Reads what the worklist waits for, beside the metrics rather than after them: the accepted risks
 * and the SLA targets. The worklist (a lazy chunk, mounted when scrolled near) then finds them in
 * SWR's cache. A component of its own that draws nothing, so their answers redraw nothing else.
 */
function WorklistReadsAhead({
  accountUUID,
  teamUUID,
}: {
  accountUUID: string | undefined;
  teamUUID: string | undefined;
}) {
  useAcceptedRisks(accountUUID);
  useSlaTargets(accountUUID, teamUUID);
  return null;
}

/** Which measure's breakdown the user opened (its panel takes the focus), and the address's `explain`. */
function useExplain(change: MetricsPageState['address']['change']): ExplainState {
  const [requested, setRequested] = useState<Measure | null>(null);
  const onExplain = useCallback(
    (measure: Measure | null) => {
      setRequested(measure);
      change({ explain: measure }, 'push');
    },
    [change],
  );
  return useMemo(() => ({ requested, onExplain }), [requested, onExplain]);
}

/** The opened scan, as the address holds it, for the expanded row's scan list. */
function useScanSelection({ address: { view, change } }: MetricsPageState): ScanSelection {
  return useMemo<ScanSelection>(
    () => ({
      selectedScan: view.scan,
      selectScan: (scan) => change({ scan }, 'push'),
      dropUnknownScan: () => change({ scan: null }, 'replace'),
    }),
    [view.scan, change],
  );
}

/** The title, the toolbar (export, copy link, saved views) and, in print, the criteria line. */
function PageHeader({ page, rows }: { page: MetricsPageState; rows: ProjectRows }) {
  const { change } = page.address;
  const openSavedView = useCallback((search: string) => change(parseView(search), 'push', { reveal: true }), [change]);
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>Security metrics</h1>
      <p className={styles.pageSubtitle}>How the security of your projects is trending over the chosen period.</p>
      <ShareToolbar
        exportProjects={
          page.data.model &&
          (() => ({
            fileName: exportFileName(page.exportNaming, 'projects'),
            csv: toCsv(PROJECT_CSV_COLUMNS, rows.projects),
          }))
        }
        onOpenView={openSavedView}
      />
      <PrintCriteria summary={page.summary} />
    </header>
  );
}

/** The 'Metrics criteria' panel (applied on Apply) and the project-name filter (applied as typed). */
function CriteriaPanels({ page, user }: { page: MetricsPageState; user: MetricsPageUser }) {
  const { change, view } = page.address;
  const onProjectNameChange = useCallback((q: string) => change({ q }, 'push'), [change]);
  return (
    <aside className={styles.criteria} aria-label="Filters">
      <CriteriaForm
        teams={user.teams ?? NO_TEAMS}
        showTeamSelector={hasTeamsFeature(user.account)}
        values={page.form}
        onApply={page.onApply}
      />
      <ProjectFilter value={view.q} onFilterChange={onProjectNameChange} />
    </aside>
  );
}

interface MetricsContentProps {
  readonly page: MetricsPageState;
  readonly rows: ProjectRows;
  readonly explain: ExplainState;
  readonly showingTeams: boolean;
}

/**
 * What the Metrics section shows: the teams side by side, the spinner, the overview, the failed load
 * (which outlives the 10 s alert: after a failure the section never reads as if there were no
 * metrics), or, before any criteria, nothing to show.
 */
function MetricsContent({ page, rows, explain, showingTeams }: MetricsContentProps) {
  const { data, address } = page;
  const { change } = address;
  const onUsageChange = useCallback((usage: UsageChartMode) => change({ usage }, 'push'), [change]);
  if (showingTeams) {
    // Every team is read on its own, with the applied criteria: the comparison does not wait for the page's own call.
    return (
      <SectionBoundary label="Compare teams">
        <TeamComparisonSlot
          teams={page.teams}
          query={page.appliedQuery}
          sort={address.view.teamsSort}
          onSortChange={page.onTeamsSortChange}
          onShowTeam={page.onShowTeam}
          now={page.now}
          accountUUID={page.accountUUID}
        />
      </SectionBoundary>
    );
  }
  // Before the pending check: a large answer shows what has arrived while the rest comes.
  if (data.model) {
    return (
      <OverviewSections
        model={data.model}
        answer={data.answer}
        view={address.view}
        query={data.query}
        arriving={data.arriving}
        rows={rows}
        now={page.now}
        accountUUID={page.accountUUID}
        userEmail={page.userEmail}
        explain={explain}
        onUsageChange={onUsageChange}
        onWorklistChange={page.onWorklistChange}
      />
    );
  }
  if (data.isPending) return <Spinner />;
  if (data.failure !== null) return <LoadFailure message={data.failure} onRetry={() => data.retry()} />;
  return <p className={styles.empty}>No metrics to show. Choose the criteria and select Apply.</p>;
}

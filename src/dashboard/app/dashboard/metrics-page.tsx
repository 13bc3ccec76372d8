import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ChangeBreakdownSlot } from '@/dashboard/features/change-breakdown/components/change-breakdown-slot';
import { FilterPanel } from '@/dashboard/features/criteria/components/filter-panel';
import { ProjectFilter } from '@/dashboard/features/criteria/components/project-filter';
import { AccountSummaryCard } from '@/dashboard/features/overview/components/account-summary-card';
import { ProjectsOverviewChart } from '@/dashboard/features/overview/components/projects-overview-chart';
import { ProjectsPerformanceChart } from '@/dashboard/features/overview/components/projects-performance-chart';
import { RankingList } from '@/dashboard/features/overview/components/ranking-list';
import { UsageChart } from '@/dashboard/features/overview/components/usage-chart';
import type { UsageChartMode } from '@/dashboard/features/overview/model/charts/usage-series';
import { PrintProjectsTable } from '@/dashboard/features/projects-table/components/print-projects-table';
import { ProjectsTable } from '@/dashboard/features/projects-table/components/projects-table';
import {
  type ScanSelection,
  ScanSelectionContext,
} from '@/dashboard/features/projects-table/components/scan-selection-context';
import { PROJECT_CSV_COLUMNS } from '@/dashboard/features/projects-table/model/table-csv';
import { RemediationSlot } from '@/dashboard/features/remediation/components/remediation-slot';
import { WorklistSlot } from '@/dashboard/features/worklist/components/worklist-slot';
import { toCsv } from '@/dashboard/shared/export/csv';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { ExportNamingContext } from '@/dashboard/shared/export/export-naming-context';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import printStyles from '@/dashboard/shared/print/print.module.css';
import { usePrinting } from '@/dashboard/shared/print/use-printing';
import { SectionBoundary, SectionResetKey } from '@/dashboard/shared/ui/section-boundary';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { hasTeamsFeature } from '@/sdk';
import { ErrorAlert } from './error-alert';
import { LoadFailure } from './load-failure';
import styles from './metrics-page.module.css';
import { type PageTab, parseView } from './model/page-address';
import { PrintCriteria } from './print-criteria';
import { ShareToolbar } from './share-toolbar';
import { TeamComparisonSlot } from './team-comparison-slot';
import { type MetricsPageUser, useMetricsPage } from './use-metrics-page';
import { useProjectRows } from './use-project-rows';

const NO_TEAMS: readonly never[] = [];

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
  const { data } = page;
  const { view, change } = page.address;
  const rows = useProjectRows(page.address, data.model);
  const printing = usePrinting();
  const onProjectNameChange = useCallback((q: string) => change({ q }, 'push'), [change]);
  const openSavedView = useCallback((search: string) => change(parseView(search), 'push', { reveal: true }), [change]);
  const onUsageChange = useCallback((usage: UsageChartMode) => change({ usage }, 'push'), [change]);
  // The measure the user last opened: its panel takes the focus (one restored by reload or Back does not).
  const [explainRequested, setExplainRequested] = useState<Measure | null>(null);
  const onExplain = useCallback(
    (explain: Measure | null) => {
      setExplainRequested(explain);
      change({ explain }, 'push');
    },
    [change],
  );
  const closeExplain = useCallback(() => onExplain(null), [onExplain]);
  const scanSelection = useMemo<ScanSelection>(
    () => ({ selectedScan: view.scan, selectScan: (scan) => change({ scan }, 'push') }),
    [view.scan, change],
  );

  if (data.loginRequired) return <>{loginRequiredView}</>;

  const model = data.model;
  const showingTeams = page.showTeams && view.tab === 'teams';
  let content: ReactNode;
  if (showingTeams) {
    // Every team is read on its own, with the applied criteria: the comparison does not wait for the page's own call.
    content = (
      <SectionBoundary label="Compare teams">
        <TeamComparisonSlot
          teams={page.teams}
          query={page.appliedQuery}
          sort={view.teamsSort}
          onSortChange={page.onTeamsSortChange}
          onShowTeam={page.onShowTeam}
          now={page.now}
        />
      </SectionBoundary>
    );
  } else if (data.isPending) {
    content = <Spinner />;
  } else if (model) {
    const overview = model.displayed;
    // The widgets are memoised on the model's parts: expanding a row (an address change) redraws the table, not the charts.
    // Each section stands behind its own boundary: one that fails to draw cannot take the page down
    // (and tries again by itself with a new model).
    content = (
      <>
        <div className={styles.summary}>
          <SectionBoundary label="Account summary">
            <AccountSummaryCard overview={overview} isFiltered={model.filteredOverview !== null} />
          </SectionBoundary>
          <SectionBoundary label="Most improved">
            <RankingList kind="most-improved" entries={overview.topPerforming} onSelect={rows.openFromRanking} />
          </SectionBoundary>
          <SectionBoundary label="Underachievers">
            <RankingList kind="underachievers" entries={overview.leastPerforming} onSelect={rows.openFromRanking} />
          </SectionBoundary>
        </div>
        <div className={styles.charts}>
          <SectionBoundary label="Projects overview">
            <ProjectsOverviewChart overview={overview} />
          </SectionBoundary>
          <SectionBoundary label="Projects performance">
            <ProjectsPerformanceChart overview={overview} />
          </SectionBoundary>
        </div>
        <SectionBoundary label="Usage">
          <UsageChart
            coverage={model.coverageChart}
            exclusions={model.exclusionsChart}
            isFiltered={model.filteredOverview !== null}
            mode={view.usage}
            onModeChange={onUsageChange}
          />
        </SectionBoundary>
        <SectionBoundary label="Projects">
          <div className={printStyles.screenOnly}>
            <ProjectsTable
              projects={rows.projects}
              isLoading={data.isPending}
              expandedRowId={rows.expandedRowId}
              onToggleRow={rows.toggleRow}
              scrollRequest={rows.scrollRequest}
              sort={rows.sort}
              onSort={rows.onSort}
            />
          </div>
          {printing && <PrintProjectsTable projects={rows.projects} />}
        </SectionBoundary>
        <SectionBoundary label="Open vulnerabilities">
          <WorklistSlot
            query={data.query}
            searchFilter={view.q}
            now={page.now}
            view={view.worklist}
            onViewChange={page.onWorklistChange}
            onOpenProject={rows.openProject}
          />
        </SectionBoundary>
        <SectionBoundary label="Remediation">
          <RemediationSlot
            query={data.query}
            searchFilter={view.q}
            explain={{
              open: view.explain,
              onExplain,
              panel: view.explain && (
                <SectionBoundary label="Change breakdown">
                  <ChangeBreakdownSlot
                    key={view.explain}
                    query={data.query}
                    searchFilter={view.q}
                    measure={view.explain}
                    autoFocus={explainRequested === view.explain}
                    onClose={closeExplain}
                    onOpenProject={rows.openProject}
                  />
                </SectionBoundary>
              ),
            }}
          />
        </SectionBoundary>
      </>
    );
  } else if (data.failure !== null) {
    // Outlives the 10 s alert: after a failure the section never reads as if there were no metrics.
    content = <LoadFailure message={data.failure} onRetry={() => data.retry()} />;
  } else {
    content = <p className={styles.empty}>No metrics to show. Choose the criteria and select Apply.</p>;
  }

  return (
    <ExportNamingContext value={page.exportNaming}>
      <ScanSelectionContext value={scanSelection}>
        <div className={styles.page}>
          <header className={styles.pageHeader}>
            <h1 className={styles.pageTitle}>Security metrics</h1>
            <p className={styles.pageSubtitle}>How the security of your projects is trending over the chosen period.</p>
            <ShareToolbar
              exportProjects={
                data.model &&
                (() => ({
                  fileName: exportFileName(page.exportNaming, 'projects'),
                  csv: toCsv(PROJECT_CSV_COLUMNS, rows.projects),
                }))
              }
              onOpenView={openSavedView}
            />
            <PrintCriteria summary={page.summary} />
          </header>
          <aside className={styles.criteria} aria-label="Filters">
            <FilterPanel
              teams={user.teams ?? NO_TEAMS}
              showTeamSelector={hasTeamsFeature(user.account)}
              values={page.form}
              onApply={page.onApply}
            />
            <ProjectFilter value={view.q} onFilterChange={onProjectNameChange} />
          </aside>
          <section className={styles.metrics} aria-labelledby="metrics-title" aria-busy={data.isPending}>
            <div className={styles.metricsHeader}>
              <h2 className={styles.metricsTitle} id="metrics-title">
                Metrics
              </h2>
              {page.showTeams && <ViewSwitch tab={view.tab} onChange={page.onTabChange} />}
            </div>
            <ErrorAlert message={data.alert} />
            <SectionResetKey value={showingTeams ? page.appliedQuery : model}>{content}</SectionResetKey>
          </section>
        </div>
      </ScanSelectionContext>
    </ExportNamingContext>
  );
}

const TABS: readonly { tab: PageTab; label: string }[] = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'teams', label: 'Compare teams' },
];

/** Overview or the teams side by side: two toggle buttons, the choice in the address (`view`). */
function ViewSwitch({ tab, onChange }: { tab: PageTab; onChange: (tab: PageTab) => void }) {
  return (
    <fieldset className={styles.viewSwitch}>
      <legend className="visually-hidden">View</legend>
      {TABS.map((entry) => (
        <button
          key={entry.tab}
          type="button"
          className={styles.viewButton}
          aria-pressed={tab === entry.tab}
          onClick={() => {
            if (tab !== entry.tab) onChange(entry.tab);
          }}
        >
          {entry.label}
        </button>
      ))}
    </fieldset>
  );
}

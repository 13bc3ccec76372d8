import { type ReactNode, useCallback, useMemo } from 'react';
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
import { RemediationSlot } from '@/dashboard/features/remediation/components/remediation-slot';
import { ExportNamingContext } from '@/dashboard/shared/export/export-naming-context';
import printStyles from '@/dashboard/shared/print/print.module.css';
import { usePrinting } from '@/dashboard/shared/print/use-printing';
import { SectionBoundary } from '@/dashboard/shared/ui/section-boundary';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { hasTeamsFeature } from '@/sdk';
import { ErrorAlert } from './error-alert';
import { LoadFailure } from './load-failure';
import styles from './metrics-page.module.css';
import { PrintCriteria } from './print-criteria';
import { ShareToolbar } from './share-toolbar';
import { type MetricsPageUser, useMetricsPage } from './use-metrics-page';

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
  const { view, change, data } = page;
  const printing = usePrinting();
  const onProjectNameChange = useCallback((q: string) => change({ q }, 'push'), [change]);
  const onUsageChange = useCallback((usage: UsageChartMode) => change({ usage }, 'push'), [change]);
  const scanSelection = useMemo<ScanSelection>(
    () => ({ selectedScan: view.scan, selectScan: (scan) => change({ scan }, 'push') }),
    [view.scan, change],
  );

  if (data.loginRequired) return <>{loginRequiredView}</>;

  const model = data.model;
  let content: ReactNode;
  if (data.isPending) {
    content = <Spinner />;
  } else if (model) {
    const overview = model.displayed;
    // The widgets are memoised on the model's parts: expanding a row (an address change) redraws the table, not the charts.
    // Each section stands behind its own boundary: one that fails to draw cannot take the page down.
    content = (
      <>
        <div className={styles.summary}>
          <SectionBoundary label="Account summary" resetKey={model}>
            <AccountSummaryCard overview={overview} isFiltered={model.filteredOverview !== null} />
          </SectionBoundary>
          <SectionBoundary label="Most improved" resetKey={model}>
            <RankingList kind="most-improved" entries={overview.topPerforming} onSelect={page.openFromRanking} />
          </SectionBoundary>
          <SectionBoundary label="Underachievers" resetKey={model}>
            <RankingList kind="underachievers" entries={overview.leastPerforming} onSelect={page.openFromRanking} />
          </SectionBoundary>
        </div>
        <div className={styles.charts}>
          <SectionBoundary label="Projects overview" resetKey={model}>
            <ProjectsOverviewChart overview={overview} />
          </SectionBoundary>
          <SectionBoundary label="Projects performance" resetKey={model}>
            <ProjectsPerformanceChart overview={overview} />
          </SectionBoundary>
        </div>
        <SectionBoundary label="Usage" resetKey={model}>
          <UsageChart
            coverage={model.coverageChart}
            exclusions={model.exclusionsChart}
            isFiltered={model.filteredOverview !== null}
            mode={view.usage}
            onModeChange={onUsageChange}
          />
        </SectionBoundary>
        <SectionBoundary label="Projects" resetKey={model}>
          <div className={printStyles.screenOnly}>
            <ProjectsTable
              projects={page.projects}
              isLoading={data.isPending}
              expandedRowId={page.expandedRowId}
              onToggleRow={page.toggleRow}
              scrollRequest={page.scrollRequest}
              sort={view.sort}
              onSort={page.onSort}
            />
          </div>
          {printing && <PrintProjectsTable projects={page.projects} />}
        </SectionBoundary>
        {/* The worklist (features/worklist) takes its place here, behind a SectionBoundary of its own. */}
        <SectionBoundary label="Remediation" resetKey={model}>
          <RemediationSlot query={data.query} searchFilter={view.q} />
        </SectionBoundary>
      </>
    );
  } else if (data.failure !== null) {
    // Outlives the 10 s alert: after a failure the section never reads as if there were no metrics.
    content = <LoadFailure message={data.failure} onRetry={data.retry} />;
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
            <ShareToolbar exportProjects={page.exportProjects} />
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
            <h2 className={styles.metricsTitle} id="metrics-title">
              Metrics
            </h2>
            <ErrorAlert message={data.alert} />
            {content}
          </section>
        </div>
      </ScanSelectionContext>
    </ExportNamingContext>
  );
}

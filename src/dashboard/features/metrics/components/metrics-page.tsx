import type { ReactNode } from 'react';
import { RemediationSlot } from '@/dashboard/features/remediation/components/remediation-slot';
import type { SignedInTeam } from '@/dashboard/features/session/normalize-user';
import { PrintCriteria } from '@/dashboard/features/views/components/print-criteria';
import { PrintProjectsTable } from '@/dashboard/features/views/components/print-projects-table';
import { SharedViewContext } from '@/dashboard/features/views/components/shared-view-context';
import { ViewToolbar } from '@/dashboard/features/views/components/view-toolbar';
import viewStyles from '@/dashboard/features/views/components/views.module.css';
import { useDashboardView } from '@/dashboard/features/views/hooks/use-dashboard-view';
import { usePrinting } from '@/dashboard/features/views/hooks/use-printing';
import { useSharedView } from '@/dashboard/features/views/hooks/use-shared-view';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { hasTeamsFeature } from '@/sdk';
import { useDashboardData } from '../api/use-dashboard-data';
import { AccountSummaryCard } from './account-summary-card';
import { ErrorAlert } from './error-alert';
import { FilterPanel } from './filter-panel';
import { LoadFailure } from './load-failure';
import styles from './metrics-page.module.css';
import { ProjectFilter } from './project-filter';
import { ProjectsOverviewChart } from './projects-overview-chart';
import { ProjectsPerformanceChart } from './projects-performance-chart';
import { ProjectsTable } from './projects-table';
import { RankingList } from './ranking-list';
import { UsageChart } from './usage-chart';

const NO_TEAMS: readonly never[] = [];

/** What the page reads of the signed-in user (see `normalizeUser`). */
export interface MetricsPageUser {
  readonly account: { readonly name?: string; readonly features?: readonly string[] };
  readonly teams?: readonly SignedInTeam[];
}

export interface MetricsPageProps {
  /** The signed-in user: their teams fill the team selector when the account has the 'teams' feature. */
  user: MetricsPageUser;
  /** Shown instead of the page when the metrics call answers 401. */
  loginRequiredView: ReactNode;
}

/** The dashboard page: the 'Metrics criteria' panel and the Metrics section. */
export function MetricsPage({ user, loginRequiredView }: MetricsPageProps) {
  // The view (criteria, filter, sort, open project and scan, usage mode) lives in the page address.
  const sharedView = useSharedView();
  const data = useDashboardData(sharedView.view.q);
  const view = useDashboardView(sharedView, data, user);
  const printing = usePrinting();

  if (data.loginRequired) return <>{loginRequiredView}</>;

  const model = data.model;
  let content: ReactNode;
  if (data.isPending) {
    content = <Spinner />;
  } else if (model) {
    const overview = model.displayed;
    // The widgets are memoised on the model's parts: expanding a row (page state) redraws the table, not the charts.
    content = (
      <>
        <div className={styles.summary}>
          <AccountSummaryCard overview={overview} isFiltered={model.filteredOverview !== null} />
          <RankingList kind="most-improved" entries={overview.topPerforming} onSelect={view.openFromRanking} />
          <RankingList kind="underachievers" entries={overview.leastPerforming} onSelect={view.openFromRanking} />
        </div>
        <div className={styles.charts}>
          <ProjectsOverviewChart overview={overview} />
          <ProjectsPerformanceChart overview={overview} />
        </div>
        <UsageChart
          coverage={model.coverageChart}
          exclusions={model.exclusionsChart}
          isFiltered={model.filteredOverview !== null}
          mode={view.usage}
          onModeChange={view.onUsageChange}
        />
        <div className={viewStyles.screenOnly}>
          <ProjectsTable
            projects={view.projects}
            isLoading={data.isPending}
            expandedRowId={view.expandedRowId}
            onToggleRow={view.toggleRow}
            scrollRequest={view.scrollRequest}
            sort={view.sort}
            onSort={view.onSort}
          />
        </div>
        {printing && <PrintProjectsTable projects={view.projects} />}
        <RemediationSlot query={data.query} searchFilter={sharedView.view.q} />
      </>
    );
  } else if (data.failure) {
    // Outlives the 10 s alert: after a failure the section never reads as if there were no metrics.
    content = <LoadFailure message={data.failure.message} onRetry={data.failure.retry} />;
  } else {
    content = <p className={styles.empty}>No metrics to show. Choose the criteria and select Apply.</p>;
  }

  return (
    <SharedViewContext value={view.context}>
      <div className={styles.page}>
        <header className={styles.pageHeader}>
          <h1 className={styles.pageTitle}>Security metrics</h1>
          <p className={styles.pageSubtitle}>How the security of your projects is trending over the chosen period.</p>
          <ViewToolbar exportProjects={view.exportProjects} />
          <PrintCriteria summary={view.summary} />
        </header>
        <aside className={styles.criteria} aria-label="Filters">
          <FilterPanel
            key={view.filterPanelKey}
            teams={user.teams ?? NO_TEAMS}
            showTeamSelector={hasTeamsFeature(user.account)}
            initialForm={view.initialForm}
            onApply={view.onApply}
          />
          <ProjectFilter
            key={view.projectFilterKey}
            initialValue={view.projectName}
            onFilterChange={view.onProjectNameChange}
          />
        </aside>
        <section className={styles.metrics} aria-labelledby="metrics-title" aria-busy={data.isPending}>
          <h2 className={styles.metricsTitle} id="metrics-title">
            Metrics
          </h2>
          <ErrorAlert message={data.alert} />
          {content}
        </section>
      </div>
    </SharedViewContext>
  );
}

import { type ReactNode, useCallback, useState } from 'react';
import { RemediationSlot } from '@/dashboard/features/remediation/components/remediation-slot';
import type { SignedInTeam } from '@/dashboard/features/session/normalize-user';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import { hasTeamsFeature } from '@/sdk';
import { useDashboardData } from '../api/use-dashboard-data';
import type { FilterQuery } from '../model/filters/filters';
import { AccountSummaryCard } from './account-summary-card';
import { ErrorAlert } from './error-alert';
import { FilterPanel } from './filter-panel';
import styles from './metrics-page.module.css';
import { ProjectFilter } from './project-filter';
import { ProjectsOverviewChart } from './projects-overview-chart';
import { ProjectsPerformanceChart } from './projects-performance-chart';
import { ProjectsTable, type ProjectsTableProps } from './projects-table';
import { RankingList } from './ranking-list';
import { UsageChart } from './usage-chart';

type ScrollRequest = NonNullable<ProjectsTableProps['scrollRequest']>;

const NO_TEAMS: readonly never[] = [];

/** What the page reads of the signed-in user (see `normalizeUser`). */
export interface MetricsPageUser {
  readonly account: { readonly features?: readonly string[] };
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
  const [searchFilter, setSearchFilter] = useState('');
  const data = useDashboardData(searchFilter);

  const [expandedRowId, setExpandedRowId] = useState<number | null>(null);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  // Row ids are positions in one response: a newly applied query starts with every row collapsed.
  const [rowsOfQuery, setRowsOfQuery] = useState<FilterQuery | null>(data.query);
  if (rowsOfQuery !== data.query) {
    setRowsOfQuery(data.query);
    setExpandedRowId(null);
    setScrollRequest(null);
  }

  const toggleRow = useCallback((rowId: number) => {
    setExpandedRowId((expanded) => (expanded === rowId ? null : rowId));
  }, []);
  const openFromRanking = useCallback((rowId: number) => {
    setExpandedRowId(rowId);
    setScrollRequest((previous) => ({ rowId, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);

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
          <RankingList kind="most-improved" entries={overview.topPerforming} onSelect={openFromRanking} />
          <RankingList kind="underachievers" entries={overview.leastPerforming} onSelect={openFromRanking} />
        </div>
        <div className={styles.charts}>
          <ProjectsOverviewChart overview={overview} />
          <ProjectsPerformanceChart overview={overview} />
        </div>
        <UsageChart
          coverage={model.coverageChart}
          exclusions={model.exclusionsChart}
          isFiltered={model.filteredOverview !== null}
        />
        <ProjectsTable
          projects={overview.projects}
          isLoading={data.isPending}
          expandedRowId={expandedRowId}
          onToggleRow={toggleRow}
          scrollRequest={scrollRequest}
        />
        <RemediationSlot query={data.query} searchFilter={searchFilter} />
      </>
    );
  } else {
    content = <p className={styles.empty}>No metrics to show. Choose the criteria and select Apply.</p>;
  }

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Security metrics</h1>
        <p className={styles.pageSubtitle}>How the security of your projects is trending over the chosen period.</p>
      </header>
      <aside className={styles.criteria} aria-label="Filters">
        <FilterPanel
          teams={user.teams ?? NO_TEAMS}
          showTeamSelector={hasTeamsFeature(user.account)}
          onApply={data.apply}
        />
        <ProjectFilter onFilterChange={setSearchFilter} />
      </aside>
      <section className={styles.metrics} aria-labelledby="metrics-title" aria-busy={data.isPending}>
        <h2 className={styles.metricsTitle} id="metrics-title">
          Metrics
        </h2>
        <ErrorAlert message={data.alert} />
        {content}
      </section>
    </div>
  );
}

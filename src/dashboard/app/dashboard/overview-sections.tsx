import { type ReactNode, useCallback } from 'react';
import { ChangeBreakdownSlot } from '@/dashboard/features/change-breakdown/components/change-breakdown-slot';
import { AccountSummaryCard } from '@/dashboard/features/overview/components/account-summary-card';
import { ProjectsOverviewChart } from '@/dashboard/features/overview/components/projects-overview-chart';
import { ProjectsPerformanceChart } from '@/dashboard/features/overview/components/projects-performance-chart';
import { RankingList } from '@/dashboard/features/overview/components/ranking-list';
import { UsageChart } from '@/dashboard/features/overview/components/usage-chart';
import type { UsageChartMode } from '@/dashboard/features/overview/model/charts/usage-series';
import type { DashboardModel } from '@/dashboard/features/overview/model/derive-dashboard';
import { PrintProjectsTable } from '@/dashboard/features/projects-table/components/print-projects-table';
import { ProjectsTable } from '@/dashboard/features/projects-table/components/projects-table';
import { RemediationSlot } from '@/dashboard/features/remediation/components/remediation-slot';
import { WorklistSlot } from '@/dashboard/features/worklist/components/worklist-slot';
import { type WorklistView, writeWorklistView } from '@/dashboard/features/worklist/model/worklist-view';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { ArrivingAnswer } from '@/dashboard/shared/metrics/load/arriving-answer';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import printStyles from '@/dashboard/shared/print/print.module.css';
import { usePrinting } from '@/dashboard/shared/print/use-printing';
import { DeferredSection } from '@/dashboard/shared/ui/deferred-section';
import { SectionBoundary } from '@/dashboard/shared/ui/section-boundary';
import { ArrivingNotice } from './arriving-notice';
import styles from './metrics-page.module.css';
import type { SharedView } from './model/page-address';
import type { ProjectRows } from './use-project-rows';

export interface ExplainState {
  /** The measure the user last opened: its panel takes the focus (one restored by reload or Back does not). */
  readonly requested: Measure | null;
  readonly onExplain: (measure: Measure | null) => void;
}

export interface OverviewSectionsProps {
  readonly model: DashboardModel;
  /** The answer the model comes from: the projects table's rows ask it for their details. */
  readonly answer: MetricsAnswer | null;
  readonly view: SharedView;
  /** The query of the shown data: the worklist, Remediation and change breakdown read the same. */
  readonly query: FilterQuery | null;
  /** While the answer arrives, how far it has come: the sections show the projects received so far. */
  readonly arriving: ArrivingAnswer | null;
  readonly rows: ProjectRows;
  readonly now: number;
  /** The signed-in account, whose accepted risks and SLA targets the worklist and Remediation read. */
  readonly accountUUID: string | undefined;
  /** The signed-in user's e-mail (their role decides the worklist's actions and who may set the targets). */
  readonly userEmail: string | undefined;
  readonly explain: ExplainState;
  readonly onUsageChange: (usage: UsageChartMode) => void;
  readonly onWorklistChange: (worklist: WorklistView) => void;
}

/**
 * The Overview tab once the data is there: the summary, the rankings, the charts, the projects
 * table, the worklist and the Remediation section with its change breakdown. The widgets are
 * memoised on the model's parts: expanding a row (an address change) redraws the table, not the
 * charts. Each section stands behind its own boundary: one that fails to draw cannot take the page
 * down (and tries again by itself with a new model).
 */
export function OverviewSections(props: OverviewSectionsProps) {
  const { model, view, rows } = props;
  const overview = model.displayed;
  const isFiltered = model.filteredOverview !== null;
  return (
    <>
      {props.arriving && <ArrivingNotice arriving={props.arriving} />}
      <div className={styles.summary}>
        <SectionBoundary label="Account summary">
          <AccountSummaryCard overview={overview} isFiltered={isFiltered} />
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
          coverageStatus={model.coverageStatus}
          arriving={props.arriving !== null}
          exclusions={model.exclusionsChart}
          isFiltered={isFiltered}
          mode={view.usage}
          onModeChange={props.onUsageChange}
        />
      </SectionBoundary>
      <ProjectsSection rows={rows} answer={props.answer} arriving={props.arriving !== null} />
      <SectionBoundary label="Open vulnerabilities">
        <DeferredSection
          title="Open vulnerabilities"
          placeholderHeight={WORKLIST_HEIGHT}
          mountNow={isWorklistLinked(view.worklist)}
        >
          <WorklistSlot
            query={props.query}
            searchFilter={view.q}
            now={props.now}
            accountUUID={props.accountUUID}
            userEmail={props.userEmail}
            view={view.worklist}
            onViewChange={props.onWorklistChange}
            onOpenProject={rows.openProject}
          />
        </DeferredSection>
      </SectionBoundary>
      <SectionBoundary label="Remediation">
        <DeferredSection title="Remediation" placeholderHeight={REMEDIATION_HEIGHT} mountNow={view.explain !== null}>
          <RemediationSlot
            query={props.query}
            searchFilter={view.q}
            accountUUID={props.accountUUID}
            userEmail={props.userEmail}
            explain={{
              open: view.explain,
              onExplain: props.explain.onExplain,
              panel: view.explain && <BreakdownPanel {...props} measure={view.explain} />,
            }}
          />
        </DeferredSection>
      </SectionBoundary>
    </>
  );
}

/**
 * The worklist and Remediation mount as they come near the window (DeferredSection): a first visit
 * pays for neither, nor for Remediation's read of the previous period. Their places hold about
 * their heights on a desktop window, measured on the `large` account.
 */
const WORKLIST_HEIGHT = '40rem';
const REMEDIATION_HEIGHT = '60rem';

/** Whether the address holds a worklist view of its own (a link to it): then it mounts at once. */
function isWorklistLinked(view: WorklistView): boolean {
  const parameters = new URLSearchParams();
  writeWorklistView(view, parameters);
  return parameters.size > 0;
}

/** The projects table on screen, and its print version while printing. */
function ProjectsSection({
  rows,
  answer,
  arriving,
}: {
  rows: ProjectRows;
  answer: MetricsAnswer | null;
  arriving: boolean;
}) {
  const printing = usePrinting();
  return (
    <SectionBoundary label="Projects">
      <div className={printStyles.screenOnly}>
        <ProjectsTable
          projects={rows.projects}
          answer={answer}
          isLoading={false}
          arriving={arriving}
          expandedRowId={rows.expandedRowId}
          onToggleRow={rows.toggleRow}
          scrollRequest={rows.scrollRequest}
          sort={rows.sort}
          onSort={rows.onSort}
        />
      </div>
      {printing && <PrintProjectsTable projects={rows.projects} />}
    </SectionBoundary>
  );
}

/** The open measure's change breakdown, shown under the Remediation tiles. */
function BreakdownPanel({
  view,
  query,
  rows,
  explain,
  measure,
}: OverviewSectionsProps & { measure: Measure }): ReactNode {
  const { onExplain } = explain;
  const close = useCallback(() => onExplain(null), [onExplain]);
  return (
    <SectionBoundary label="Change breakdown">
      <ChangeBreakdownSlot
        key={measure}
        query={query}
        searchFilter={view.q}
        measure={measure}
        autoFocus={explain.requested === measure}
        onClose={close}
        onOpenProject={rows.openProject}
      />
    </SectionBoundary>
  );
}

// The dashboard's pure metrics model: plain functions and reducers, no React, no I/O.
export { DECIMATION_SAMPLES, decimateMinMax, MAX_DECIMATED_POINTS } from './decimation';
export { type DashboardModel, deriveDashboard, emptyDashboard } from './derive-dashboard';
export {
  type AxisRange,
  displayVulnerabilityId,
  EMPTY_TEXTS,
  formatDate,
  formatLocalDate,
  formatSeverity,
  KNOWN_SEVERITIES,
  NO_MITIGATION_FOOTER,
  PROJECT_SCANS_BREADCRUMB,
  SCORE_AXIS,
  SCORE_BAND_LABELS,
  type ScoreBand,
  scanDetailTitle,
  scanTooltip,
  scoreBand,
  UNKNOWN_SEVERITY,
  vulnerabilityAxis,
} from './display';
export {
  type FetchAction,
  type FetchError,
  type FetchState,
  fetchStateReducer,
  initialFetchState,
} from './fetch-state';
export {
  ALL_BRANCHES,
  buildFilterQuery,
  defaultFilterForm,
  ERROR_ALERT_MS,
  type FilterForm,
  type FilterQuery,
  oneMonthBefore,
  PROJECT_NAME_DEBOUNCE_MS,
  stripWhitespace,
  toMetricsQuery,
} from './filters';
export { projectLink, safeExternalUrl, scanReportLink, vulnerabilityLink } from './links';
export { normalizeMetrics, remediationsOf } from './normalize';
export { buildOverview } from './overview';
export {
  currentVulns,
  deltaSecurityScore,
  deltaVulns,
  lastScanned,
  PERFORMANCE_SCORE_WEIGHT,
  performanceScore,
  splitProjectName,
} from './project-fields';
export {
  displayedOverview,
  type FilteredOverviewState,
  INITIAL_PROJECTS_STATE,
  type ProjectsAction,
  type ProjectsState,
  projectsStateReducer,
} from './projects-state';
export { projectLabel, RANKED_LIST_SIZE, rankProjects, sortByPerformance } from './ranking';
export { projectScanChart, type ScanChart, type ScanChartPoint } from './scan-chart';
export {
  type DeltaDisplay,
  deltaDisplay,
  type FixedVulnerabilityRow,
  fixedVulnerabilities,
  SCAN_TABLE_COLUMNS,
  SCAN_TABLE_MAX_HEIGHT,
  type ScanDetail,
  type ScanRow,
  scanDetail,
  scanRows,
  scansNewestFirst,
} from './scan-list';
export { filteredOverview, filterProjectsByUrl, urlMatcher } from './search-filter';
export { accountTotals, sumTotals, vulnerabilityDoughnut } from './totals';
export type * from './types';
export {
  coverageChart,
  exclusionsChart,
  MIN_USAGE_DATES,
  USAGE_CHART,
  USAGE_CHART_MODES,
  USAGE_SERIES_IDS,
  type UsageChartMode,
} from './usage-series';

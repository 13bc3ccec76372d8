// The questions the page's metrics worker answers about an answer it read (`serveMetrics`; the
// details of one project it answers always): the worklist, its CSV, the Remediation figures, the
// Coverage of a project-name filter and a team's figures over one period.
import { filteredProjectsUsage } from '@/dashboard/features/overview/model/charts/usage-series';
import { remediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { worklistCsv, worklistListing } from '@/dashboard/features/worklist/model/worklist-listing';
import type { AnyMetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { teamPeriodFigures } from './model/team-figures';

export const METRICS_DERIVATIONS: readonly AnyMetricsDerivation[] = [
  worklistListing,
  worklistCsv,
  remediationAnalytics,
  filteredProjectsUsage,
  teamPeriodFigures,
];

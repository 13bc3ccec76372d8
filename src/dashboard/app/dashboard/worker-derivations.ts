// The derivations the page's metrics worker serves about an answer it read (`serveMetrics`; the
// details of one project it serves always), declared once: the worker module serves this list, and
// tests/dashboard/app/dashboard/worker-derivations.test.ts checks each of them. The worklist's lines
// and CSV, the Remediation figures, the Coverage of a project-name filter, a team's figures over one
// period, and every asked team's from the account's answer when it names each project's teams.
import { filteredProjectsUsage } from '@/dashboard/features/overview/model/charts/usage-series';
import { remediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { worklistCsv, worklistListing } from '@/dashboard/features/worklist/model/worklist-listing';
import type { AnyMetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { teamPeriodFigures, teamsPeriodFigures } from './model/team-figures';

export const WORKER_DERIVATIONS: readonly AnyMetricsDerivation[] = [
  worklistListing,
  worklistCsv,
  remediationAnalytics,
  filteredProjectsUsage,
  teamPeriodFigures,
  teamsPeriodFigures,
];

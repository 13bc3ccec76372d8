// The change of each headline figure against the previous period (shared/metrics/previous-period.ts). Pure.
import { formatDays } from '@/dashboard/shared/metrics/duration-stats';
import { formatCount, formatPercent } from '@/dashboard/shared/metrics/figure-format';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import { percentChange } from '@/dashboard/shared/metrics/previous-period';
import { SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import type { RemediationAnalytics } from './remediation-analytics';

export { formatChange, formatCount, formatPercent } from '@/dashboard/shared/metrics/figure-format';

/** SLA compliance with the four severities pooled: every fix within its target over every fix with one. */
export function pooledCompliance(analytics: RemediationAnalytics): number | null {
  let count = 0;
  let within = 0;
  for (const severity of SLA_SEVERITIES) {
    count += analytics.sla[severity].count;
    within += analytics.sla[severity].withinTarget;
  }
  return count === 0 ? null : within / count;
}

type KpiId = 'fixes' | 'mttr' | 'sla' | 'netResolveRate' | 'riskRemoved' | 'unaddressed';

export interface Kpi {
  id: KpiId;
  label: string;
  /** The figure for display, "—" when there is none. */
  value: string;
  /** A second line (MTTR's median and P90), or null. */
  detail: string | null;
  /** Change against the previous period in percent; null when it cannot be computed. */
  change: number | null;
  /** Whether a rise is good news (fixes) or bad news (days to fix). */
  higherIsBetter: boolean;
  /** What the figure means, for the tile's tooltip and screen readers. */
  description: string;
  /**
   * The measures behind the figure whose change the page can explain project by project (none for
   * MTTR and SLA). The section only names them: the page composes the breakdown itself.
   */
  explains: readonly Measure[];
}

/** The six KPI tiles; `previous` is undefined while it loads or when it failed. */
export function remediationKpis(current: RemediationAnalytics, previous: RemediationAnalytics | undefined): Kpi[] {
  const all = current.mttr.ALL;
  const compliance = pooledCompliance(current);
  return [
    {
      id: 'fixes',
      label: 'Fixes',
      value: formatCount(all.count),
      detail: null,
      change: percentChange(all.count, previous?.mttr.ALL.count),
      higherIsBetter: true,
      description: 'Vulnerabilities fixed in the period',
      explains: ['fixes'],
    },
    {
      id: 'mttr',
      label: 'Mean time to remediate',
      value: formatDays(all.meanDays),
      detail: all.count === 0 ? null : `median ${formatDays(all.medianDays)} · P90 ${formatDays(all.p90Days)}`,
      change: percentChange(all.meanDays, previous?.mttr.ALL.meanDays),
      higherIsBetter: false,
      description: 'Average days from detection to fix, over every fix',
      explains: [],
    },
    {
      id: 'sla',
      label: 'SLA compliance',
      value: formatPercent(compliance),
      detail: null,
      change: percentChange(compliance, previous === undefined ? undefined : pooledCompliance(previous)),
      higherIsBetter: true,
      description: 'Share of critical, high, medium and low fixes made within their target',
      explains: [],
    },
    {
      id: 'netResolveRate',
      label: 'Net resolve rate',
      value: formatPercent(current.netResolveRate),
      detail: `${formatCount(current.fixed)} fixed / ${formatCount(current.introduced)} introduced`,
      change: percentChange(current.netResolveRate, previous?.netResolveRate),
      higherIsBetter: true,
      description: 'Vulnerabilities fixed for every one introduced; above 100% the backlog shrinks',
      explains: ['fixed', 'introduced'],
    },
    {
      id: 'riskRemoved',
      label: 'Risk removed',
      value: formatCount(current.riskRemoved),
      detail: null,
      change: percentChange(current.riskRemoved, previous?.riskRemoved),
      higherIsBetter: true,
      description: 'Fixes weighted by severity: critical 10, high 5, medium 3, low 1, other 5',
      explains: ['riskRemoved'],
    },
    {
      id: 'unaddressed',
      label: 'Unaddressed vulnerabilities',
      value: formatCount(current.unaddressed),
      detail: null,
      change: percentChange(current.unaddressed, previous?.unaddressed),
      higherIsBetter: false,
      description: 'Vulnerabilities identified and not yet addressed, per project (never below 0), summed',
      explains: ['unaddressed'],
    },
  ];
}

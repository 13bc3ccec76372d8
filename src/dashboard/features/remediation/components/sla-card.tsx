import { memo, type ReactNode } from 'react';
import { SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import { formatCount, formatPercent } from '../model/period-comparison';
import type { RemediationAnalytics } from '../model/remediation-analytics';
import { slaCsv } from '../model/remediation-csv';
import { RemediationCard } from './remediation-card';
import { RemediationCsvExport } from './remediation-csv-export';
import styles from './remediation-section.module.css';
import { SEVERITY_LABELS } from './sla-targets-form';

/** SLA compliance by severity against the targets, with what sets them (the form, given). */
export const SlaCard = memo(function SlaCard({
  sla,
  children,
}: {
  sla: RemediationAnalytics['sla'];
  /** The targets' form, and the offer of a browser's own targets. */
  children: ReactNode;
}) {
  return (
    <RemediationCard
      title="SLA compliance"
      subtitle="Fixes made within the target days of their severity"
      actions={<RemediationCsvExport label="Export SLA (CSV)" what="sla-compliance" csv={() => slaCsv(sla)} />}
    >
      <table className={styles.table}>
        <caption>SLA compliance by severity</caption>
        <thead>
          <tr>
            <th scope="col">Severity</th>
            <th scope="col">Target</th>
            <th scope="col">Within target</th>
            <th scope="col">Compliance</th>
          </tr>
        </thead>
        <tbody>
          {SLA_SEVERITIES.map((severity) => {
            const figures = sla[severity];
            const percent = figures.compliance === null ? 0 : Math.round(figures.compliance * 100);
            return (
              <tr key={severity}>
                <th scope="row">{SEVERITY_LABELS[severity]}</th>
                <td>{figures.targetDays} d</td>
                <td>
                  {formatCount(figures.withinTarget)} of {formatCount(figures.count)}
                </td>
                <td>
                  {figures.compliance !== null && (
                    <span className={styles.meter} aria-hidden="true">
                      <span
                        className={`${styles.meterFill} ${percent < 90 ? styles.below : ''}`}
                        style={{ width: `${percent}%` }}
                      />
                    </span>
                  )}
                  {formatPercent(figures.compliance)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {children}
    </RemediationCard>
  );
});

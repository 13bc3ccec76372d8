import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowCard } from '@/dashboard/features/remediation/components/flow-card';
import { DurationBucketsCard, MttrCard } from '@/dashboard/features/remediation/components/mttr-card';
import { SlaCard } from '@/dashboard/features/remediation/components/sla-card';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { ExportNamingContext } from '@/dashboard/shared/export/export-naming-context';
import { captureDownloads, EXPORT_NAMING } from '../../../support/downloads';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Remediation table exports', () => {
  it('saves MTTR by severity as a CSV named after the account, the table and the criteria', async () => {
    const { blobs, names } = captureDownloads();
    const analytics = deriveRemediationAnalytics({ projects: [] });
    render(
      <ExportNamingContext value={EXPORT_NAMING}>
        <MttrCard mttr={analytics.mttr} />
        <SlaCard sla={analytics.sla}>{null}</SlaCard>
        <FlowCard weekly={analytics.weekly} />
        <DurationBucketsCard durationBuckets={analytics.durationBuckets} />
      </ExportNamingContext>,
    );
    for (const name of ['SLA', 'weekly flow', 'time to fix', 'MTTR'])
      fireEvent.click(screen.getByRole('button', { name: `Export ${name} (CSV)` }));
    expect(names).toEqual([
      'depsight_Acme_remediation-sla-compliance_2026-10-21_2026-11-21.csv',
      'depsight_Acme_remediation-introduced-vs-fixed_2026-10-21_2026-11-21.csv',
      'depsight_Acme_remediation-time-to-fix_2026-10-21_2026-11-21.csv',
      'depsight_Acme_remediation-mttr-by-severity_2026-10-21_2026-11-21.csv',
    ]);
    const text = await blobs[3]?.text();
    expect(text?.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Severity,Mean days,Median days,P90 days,Fixes');
  });
});

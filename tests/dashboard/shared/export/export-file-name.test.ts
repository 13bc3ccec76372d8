import { describe, expect, it } from 'vitest';
import { exportFileName, fileNamePart } from '@/dashboard/shared/export/export-file-name';

describe('exportFileName', () => {
  it('names the file after the account, the export and the criteria', () => {
    const name = exportFileName(
      {
        account: 'Acme Corp',
        criteria: { startDate: '2026-10-21', endDate: '2026-11-21', branches: 'main', tags: 'prod', cached: false },
        teamName: 'Platform Team',
        q: 'payments',
      },
      'projects',
    );
    expect(name).toBe(
      'depsight_Acme-Corp_projects_2026-10-21_2026-11-21_branches-main_tags-prod_team-Platform-Team_uncached_q-payments.csv',
    );
  });

  it('leaves the default criteria out', () => {
    const name = exportFileName(
      { account: 'acme', criteria: { startDate: '2026-10-21', endDate: '2026-11-21', branches: '*', cached: true } },
      'scans',
      'payments-api main',
    );
    expect(name).toBe('depsight_acme_scans_2026-10-21_2026-11-21_payments-api-main.csv');
  });

  it('keeps only safe characters, whatever the account or filter', () => {
    expect(fileNamePart('../../etc/passwd')).toBe('etc-passwd');
    expect(fileNamePart('Ünïcödé <script>')).toBe('Unicode-script');
    const name = exportFileName({ account: '<>:"/\\|?*', criteria: {}, q: '"; rm -rf' }, 'projects');
    expect(name).toMatch(/^[A-Za-z0-9._-]+\.csv$/);
  });
});

// Wire-shaped projects with fixes, for the tests of the MTTR column's sort and export.

/** A fix of the metrics answer with the given days to fix (any value: the normaliser decides). */
export const fix = (daysToFix: unknown) => ({
  id: 'CVE-1',
  adviceID: 'a',
  severity: 'HIGH',
  daysToFix,
  fixedBy: 'x',
  fixedWhen: Date.UTC(2026, 0, 1),
});

/** A project of the metrics answer at `url`, without scans, with these fixes. */
export const wire = (url: string, fixes: unknown[]) => ({
  projectUUID: `uuid-${url}`,
  projectUrl: url,
  projectBranch: 'main',
  securityScore: 50,
  scans: [],
  remediations: { vulnerabilities: fixes },
});

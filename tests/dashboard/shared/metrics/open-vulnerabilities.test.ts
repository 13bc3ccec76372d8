import { describe, expect, it } from 'vitest';
import { normalizeMetrics, normalizeOpenVulnerabilities } from '@/dashboard/shared/metrics/normalize';

const entry = (id: unknown, severity: unknown, firstSeenWhen: unknown) => ({ id, severity, firstSeenWhen });

describe('open vulnerabilities (the proposed field)', () => {
  it('null when the server sent no array; an empty list when it sent an empty one', () => {
    for (const value of [undefined, null, {}, 'x', 3]) expect(normalizeOpenVulnerabilities(value)).toBeNull();
    expect(normalizeOpenVulnerabilities([])).toEqual([]);
  });

  it('keeps entries with a non-empty string id and a finite firstSeenWhen >= 0, as sent; upper-cases severity', () => {
    expect(
      normalizeOpenVulnerabilities([
        entry('CVE-1', ' high ', 1.5),
        entry('CVE-2', undefined, 0),
        entry('', 'LOW', 1),
        entry('CVE-3', 'LOW', -1),
        entry('CVE-4', 'LOW', '5'),
        entry('CVE-5', 'LOW', Number.POSITIVE_INFINITY),
        null,
        ['CVE-6'],
      ]),
    ).toEqual([
      { id: 'CVE-1', severity: 'HIGH', firstSeenWhen: 1.5 },
      { id: 'CVE-2', severity: 'UNKNOWN', firstSeenWhen: 0 },
    ]);
  });

  it('a normalised project carries them, or null when its entry sent none', () => {
    const [withField, without] = normalizeMetrics({
      projects: [{ projectUrl: 'a', openVulnerabilities: [entry('CVE-1', 'LOW', 5)] }, { projectUrl: 'b' }],
    }).projects;
    expect(withField?.openVulnerabilities).toEqual([{ id: 'CVE-1', severity: 'LOW', firstSeenWhen: 5 }]);
    expect(without?.openVulnerabilities).toBeNull();
  });
});

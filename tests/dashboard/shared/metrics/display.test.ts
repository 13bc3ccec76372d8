import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayVulnerabilityId,
  EMPTY_TEXTS,
  formatDate,
  formatLocalDate,
  NO_MITIGATION_FOOTER,
  SCORE_AXIS,
  scanDetailTitle,
  scanTooltip,
  scoreBand,
  vulnerabilityAxis,
} from '@/dashboard/shared/metrics/display';
import { formatSeverity } from '@/dashboard/shared/metrics/severity';
import { inTimeZone } from '../../support/metrics-fixtures';

describe('display rules', () => {
  it('vulnerability ids starting with CVE or CWE are shown as they are', () => {
    expect(displayVulnerabilityId('CVE-2024-37890')).toBe('CVE-2024-37890');
    expect(displayVulnerabilityId('CWE-1333')).toBe('CWE-1333');
    expect(displayVulnerabilityId('cve-2024-1')).toBe('cve-2024-1');
  });

  it("other ids are shown as 'MET-' plus the part before the first hyphen", () => {
    expect(displayVulnerabilityId('GHSA-78xj-cgh5-2h22')).toBe('MET-GHSA');
    expect(displayVulnerabilityId('PYSEC-2024-12')).toBe('MET-PYSEC');
    expect(displayVulnerabilityId('OSV')).toBe('MET-OSV');
    expect(displayVulnerabilityId('')).toBe('');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        fc.pre(!/^(CVE|CWE)/i.test(id.trim()) && id.trim() !== '');
        const trimmed = id.trim();
        expect(displayVulnerabilityId(id)).toBe(`MET-${trimmed.split('-')[0]}`);
      }),
    );
  });

  it('severity shown in upper case', () => {
    expect(formatSeverity('medium')).toBe('MEDIUM');
    expect(formatSeverity(' High ')).toBe('HIGH');
    expect(formatSeverity('moderate')).toBe('MODERATE');
    expect(formatSeverity(undefined)).toBe('UNKNOWN');
    expect(formatSeverity('')).toBe('UNKNOWN');
  });

  it('score badge bands: 30 or less high risk, 31 to 60 moderate, 61 to 95 low-moderate, above 95 low', () => {
    const labels = [0, 30, 31, 60, 61, 95, 96, 100].map((score) => scoreBand(score).label);
    expect(labels).toEqual([
      'high risk',
      'high risk',
      'moderate risk',
      'moderate risk',
      'low-moderate risk',
      'low-moderate risk',
      'low risk',
      'low risk',
    ]);
    expect(scoreBand(Number.NaN).band).toBe('high-risk');
    const order = ['high-risk', 'moderate-risk', 'low-moderate-risk', 'low-risk'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(scoreBand(low).band)).toBeLessThanOrEqual(order.indexOf(scoreBand(high).band));
      }),
    );
  });

  it('axis ranges: score 0 to 100, vulnerabilities 0 to max + 1', () => {
    expect(SCORE_AXIS).toEqual({ min: 0, max: 100 });
    expect(vulnerabilityAxis([3, 14, 9])).toEqual({ min: 0, max: 15 });
    expect(vulnerabilityAxis([])).toEqual({ min: 0, max: 1 });
  });

  it("chart tooltip: title 'Scanned on {date}', footer 'Fixed {n} vulnerabilities' or 'no mitigation'", () => {
    inTimeZone('UTC', () => {
      expect(scanTooltip({ timestamp: Date.UTC(2026, 9, 20, 9), mitigationCount: 5 })).toEqual({
        title: 'Scanned on 2026-10-20',
        footer: 'Fixed 5 vulnerabilities',
      });
      expect(scanTooltip({ timestamp: Date.UTC(2026, 9, 20, 9), mitigationCount: 0 }).footer).toBe('no mitigation');
      expect(NO_MITIGATION_FOOTER).toBe('no mitigation');
    });
  });

  it("scan detail title 'Scan - {date}'", () => {
    inTimeZone('UTC', () => expect(scanDetailTitle(Date.UTC(2026, 10, 17, 9))).toBe('Scan - 2026-11-17'));
  });

  it('empty texts are exported as constants', () => {
    expect(EMPTY_TEXTS).toEqual({
      noMitigations: 'no mitigations',
      noProjectsFound: 'no projects found',
      noImprovements: 'No improvements for this selection',
      noUnderperformers: 'No underperforming projects for this selection',
    });
  });

  it('dates are formatted YYYY-MM-DD in local time', () => {
    const lateEveningInNewYork = Date.UTC(2026, 0, 1, 3, 30); // 2026-01-01T03:30Z
    expect(inTimeZone('America/New_York', () => formatDate(lateEveningInNewYork))).toBe('2025-12-31');
    expect(inTimeZone('Asia/Tokyo', () => formatDate(lateEveningInNewYork))).toBe('2026-01-01');
    expect(inTimeZone('UTC', () => formatDate(Date.UTC(2026, 2, 5)))).toBe('2026-03-05');
    expect(formatLocalDate(new Date(2026, 6, 4))).toBe('2026-07-04');
    for (const invalid of [Number.NaN, Number.POSITIVE_INFINITY, 1e20, '2026' as never]) {
      expect(formatDate(invalid)).toBe('');
    }
  });
});

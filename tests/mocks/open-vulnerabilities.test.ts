import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../generated/api';
import { METRICS_PATH, METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics, REFERENCE_DATE } from '../../mocks/security-metrics.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { deriveWorklist } from '../../src/dashboard/features/worklist/model/derive-worklist';
import { DEFAULT_SLA_DAYS, SLA_SEVERITIES } from '../../src/dashboard/shared/metrics/severity';

type SecurityMetrics = components['schemas']['SecurityMetrics'];

/** The end of the generated history's last day: the data's own "now". */
const REFERENCE_NOW = Date.parse(`${REFERENCE_DATE}T23:59:59Z`);

/** The authored example of the document (three projects), the one served without the mock scenarios. */
function authoredExample(): SecurityMetrics {
  const bundle = parse(readFileSync(BUNDLE_FILE, 'utf8'));
  const example = bundle.paths[METRICS_PATH].get.responses['200'].content['application/json'].examples.default;
  return bundle.components.examples[String(example.$ref).split('/').pop() as string].value;
}

const sources: [string, () => SecurityMetrics][] = [
  ['default', () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default)],
  ['large', () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.large)],
  ['authored story', authoredExample],
];

// The worklist is only worth looking at on `npm start` if the open vulnerabilities straddle every target.
describe.each(sources)('the %s metrics send open vulnerabilities', (name, build) => {
  const metrics = build();

  it('every project sends them, as many as its latest scan counts, first seen no later than that scan', () => {
    const problems: string[] = [];
    for (const project of metrics.projects) {
      const open = project.openVulnerabilities;
      const latest = project.scans.reduce((last, scan) => (scan.timestamp > last.timestamp ? scan : last));
      if (open === undefined) {
        problems.push(`${project.projectUrl}: none`);
        continue;
      }
      if (open.length !== latest.vulnerabilityCount) problems.push(`${project.projectUrl}: ${open.length} open`);
      for (const entry of open) {
        if (!Number.isInteger(entry.firstSeenWhen) || entry.firstSeenWhen > latest.timestamp) {
          problems.push(`${project.projectUrl} ${entry.id}: first seen ${entry.firstSeenWhen}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('ages fall on both sides of every default target, and every status shows', () => {
    const worklist = deriveWorklist(metrics, { now: REFERENCE_NOW });
    for (const severity of SLA_SEVERITIES) {
      const ages = worklist.items.filter((item) => item.severity === severity).map((item) => item.ageDays);
      expect(
        ages.some((age) => age <= DEFAULT_SLA_DAYS[severity]),
        `${severity} within its target`,
      ).toBe(true);
      expect(
        ages.some((age) => age > DEFAULT_SLA_DAYS[severity]),
        `${severity} past its target`,
      ).toBe(true);
    }
    const statuses = new Set(worklist.items.map((item) => item.status));
    expect([...statuses].sort()).toEqual(['due-soon', 'no-target', 'overdue', 'within']);
  });

  if (name === 'large') {
    it('the large account holds 2,000 projects and more than 5,000 open vulnerabilities', () => {
      expect(metrics.projects).toHaveLength(2000);
      const sent = metrics.projects.reduce((total, project) => total + (project.openVulnerabilities?.length ?? 0), 0);
      expect(sent).toBeGreaterThan(5000);
      expect(deriveWorklist(metrics, { now: REFERENCE_NOW }).items.length).toBeGreaterThan(5000);
    });
  }
});

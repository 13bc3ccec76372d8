import { loadavg } from 'node:os';
import { afterAll, bench, describe } from 'vitest';
import { changeBreakdownOf } from '@/dashboard/features/change-breakdown/model/derive-change-breakdown';
import { worklistOfProjects } from '@/dashboard/features/worklist/model/derive-worklist';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics, REFERENCE_DATE } from '../../mocks/security-metrics.mjs';

// The large mock account (2,000 projects × 60 scans, ~23,500 open vulnerabilities), parsed from JSON
// like a real body; its previous period is the same account drawn from another seed.
// Each answer normalised once, as the page holds it: the sections read the normalised answers.
const current = normalizeMetrics(JSON.parse(JSON.stringify(generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.large))));
const previous = normalizeMetrics(
  JSON.parse(JSON.stringify(generateSecurityMetrics({ ...METRICS_SCENARIO_OPTIONS.large, seed: 7 }))),
);
const now = Date.parse(`${REFERENCE_DATE}T23:59:59Z`);

describe('decisions on the large account', () => {
  bench('worklistOfProjects (the worklist section)', () => {
    worklistOfProjects(current.projects, { now });
  });
  bench('changeBreakdownOf (the change breakdown panel)', () => {
    changeBreakdownOf(current, previous);
  });
});

afterAll(() => {
  console.log(
    `load average while measuring: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
});

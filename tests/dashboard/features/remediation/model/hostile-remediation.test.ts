// The Remediation section's model on the hostile answers the browser suite serves
// (tests/support/hostile-answers.ts): whatever the metrics answer holds, the analytics never throw,
// every figure the section draws or prints is finite, every week is labelled with a real Monday, and
// a project with extreme timestamps or 50,000 scans derives within vitest's default time limit.
// HOSTILE_SEED and HOSTILE_RUNS replay or widen a run.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { remediationKpis } from '@/dashboard/features/remediation/model/period-comparison';
import {
  deriveRemediationAnalytics,
  type RemediationAnalytics,
} from '@/dashboard/features/remediation/model/remediation-analytics';
import { weeklyBars } from '@/dashboard/features/remediation/model/weekly-bars';
import {
  assertHostile,
  extremeTimeProject,
  hostileMetricsJson,
  hugeProject,
  parsedJson,
} from '../../../../support/hostile-answers';

const WEEK_LABEL = /^\d{4}-\d{2}-\d{2}$/;
/** The most weeks a real window can span: the dashboard refuses windows beyond a few years. */
const FILTERS = ['', 'acme', 'huge', 'extreme'] as const;

function check(condition: boolean, message: () => string) {
  if (!condition) throw new Error(message());
}

/** The first few numbers under `value` that are not finite, with their paths. */
function nonFinite(value: unknown, path = '$', found: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(`${path} = ${value}`);
  } else if (typeof value === 'object' && value !== null && found.length < 5) {
    for (const [key, item] of Object.entries(value)) nonFinite(item, `${path}.${key}`, found);
  }
  return found;
}

/** Every figure the section shows: tiles, tables, bars. */
function expectDrawable(analytics: RemediationAnalytics) {
  const found = nonFinite({ ...analytics, weekly: analytics.weekly.slice(0, 200) });
  check(found.length === 0, () => `non-finite figures: ${found.join(', ')}`);
  for (const figures of Object.values(analytics.sla)) {
    const { compliance } = figures;
    check(compliance === null || (compliance >= 0 && compliance <= 1), () => `compliance ${compliance}`);
  }
  for (const kpi of remediationKpis(analytics, analytics)) {
    const shown = `${kpi.value} ${kpi.detail ?? ''}`;
    check(!/NaN|∞|Infinity/.test(shown), () => `the ${kpi.label} tile shows ${shown}`);
  }
  const bars = weeklyBars(analytics.weekly);
  const barsFound = nonFinite(bars);
  check(barsFound.length === 0, () => `non-finite weekly bars: ${barsFound.join(', ')}`);
}

/** A week label: a real Monday, written YYYY-MM-DD. */
function expectMonday(label: string) {
  const time = Date.parse(`${label}T00:00:00Z`);
  check(
    WEEK_LABEL.test(label) && Number.isFinite(time) && new Date(time).getUTCDay() === 1,
    () => `a week labelled ${JSON.stringify(label)}`,
  );
}

describe('remediation analytics on hostile answers', () => {
  it('never throw, and every figure the section shows is finite', () => {
    assertHostile(
      fc.property(hostileMetricsJson, fc.constantFrom(...FILTERS), (body, projectFilter) => {
        expectDrawable(deriveRemediationAnalytics(body, { projectFilter }));
      }),
    );
  }, 20_000);

  it('label every week with a real Monday', () => {
    assertHostile(
      fc.property(hostileMetricsJson, fc.constantFrom(...FILTERS), (body, projectFilter) => {
        for (const week of deriveRemediationAnalytics(body, { projectFilter }).weekly.slice(0, 1_000)) {
          expectMonday(week.weekStart);
        }
      }),
    );
  }, 20_000);

  it('derive a project whose scans sit at the ends of the Date range (the issue: a blank page)', () => {
    // No timing asserted: the test only has to finish within vitest's default time limit.
    assertHostile(
      fc.property(
        extremeTimeProject.map((project) => parsedJson({ projects: [project] })),
        (body) => {
          const analytics = deriveRemediationAnalytics(body);
          expectDrawable(analytics);
        },
      ),
      { defaultRuns: 30 },
    );
  });

  it('derive a project with thousands of scans (50,000: the issue) within the default time limit', () => {
    assertHostile(
      fc.property(
        hugeProject.map((project) => parsedJson({ projects: [project] })),
        (body) => {
          expectDrawable(deriveRemediationAnalytics(body));
        },
      ),
      { defaultRuns: 10 },
    );
  });
});

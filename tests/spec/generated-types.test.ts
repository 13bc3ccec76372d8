import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import type { components, operations, paths } from '../../generated/api';

type SecurityMetrics = components['schemas']['SecurityMetrics'];
type MetricsQuery = NonNullable<operations['metrics_get']['parameters']['query']>;

describe('generated types', () => {
  it('type the metrics call after the metrics contract', () => {
    expectTypeOf<MetricsQuery['branches']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<MetricsQuery['cache']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<SecurityMetrics['projects'][number]['scans'][number]['timestamp']>().toEqualTypeOf<number>();
    expectTypeOf<paths['/api/v1/metrics/security/me']['get']>().toEqualTypeOf<operations['metrics_get']>();
  });

  it('accept the document’s own metrics example', () => {
    const example = parse(readFileSync('openapi/components/examples/SecurityMetricsDefault.yaml', 'utf8'))
      .value as SecurityMetrics;
    const firstScan: SecurityMetrics['projects'][number]['scans'][number] | undefined = example.projects[0]?.scans[0];
    expect(firstScan?.reportUUID).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { criteriaSummary } from '@/dashboard/app/dashboard/model/criteria-summary';

describe('criteriaSummary', () => {
  it('says the whole view in one line', () => {
    expect(
      criteriaSummary({
        account: 'Acme',
        criteria: { startDate: '2026-10-21', endDate: '2026-11-21', branches: '*', tags: '', cached: true },
        q: 'pay',
        sort: { column: 'vulns', direction: 'desc' },
      }),
    ).toBe(
      'Acme · 2026-10-21 to 2026-11-21 · Branches: * · Tags: all · All teams · Cached results · Project name contains "pay" · Sorted by Vulnerabilities, highest first',
    );
  });
});

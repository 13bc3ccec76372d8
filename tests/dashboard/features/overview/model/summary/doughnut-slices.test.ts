import { describe, expect, it } from 'vitest';
import { doughnutDisplay } from '@/dashboard/features/overview/model/summary/doughnut-slices';

describe('doughnutDisplay', () => {
  it('shows unaddressed then addressed, with the identified total and the addressed share', () => {
    expect(doughnutDisplay({ unaddressed: 30, addressed: 12 })).toEqual({
      slices: [
        { id: 'unaddressed', label: 'Unaddressed', value: 30, color: 'var(--color-bad)' },
        { id: 'addressed', label: 'Addressed', value: 12, color: 'var(--color-good)' },
      ],
      total: 42,
      addressedPercent: 28,
      isEmpty: false,
      summary: 'Vulnerabilities: 30 unaddressed, 12 addressed',
    });
  });

  it('says 100 % only when every vulnerability is addressed', () => {
    expect(doughnutDisplay({ unaddressed: 1, addressed: 999 }).addressedPercent).toBe(99);
    expect(doughnutDisplay({ unaddressed: 0, addressed: 5 }).addressedPercent).toBe(100);
  });

  it('is empty, at 0 %, when there is no vulnerability', () => {
    expect(doughnutDisplay({ unaddressed: 0, addressed: 0 })).toMatchObject({
      total: 0,
      addressedPercent: 0,
      isEmpty: true,
    });
  });
});

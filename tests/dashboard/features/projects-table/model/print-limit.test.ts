import { describe, expect, it } from 'vitest';
import { printLimitNote } from '@/dashboard/features/projects-table/model/print-limit';

describe('printLimitNote', () => {
  it('is there only when rows were left out', () => {
    expect(printLimitNote(40, 40)).toBeNull();
    expect(printLimitNote(2000, 10000)).toBe(
      'Printed the first 2,000 of 10,000 projects. Export the projects as CSV for every row.',
    );
  });
});

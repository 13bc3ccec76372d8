import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, parseView, serializeView } from '@/dashboard/app/dashboard/model/page-address';
import { scanAddress, scanAtAddress } from '@/dashboard/features/projects-table/model/scan-address';
import { DAY, normalizedProject, T0, wireScan } from '../../../support/metrics-fixtures';

describe('scanAddress', () => {
  it('names a scan by its plain reportUUID, and any other by its time', () => {
    const project = normalizedProject({
      scans: [
        wireScan({ timestamp: T0, reportUUID: 'r-1' }),
        wireScan({ timestamp: T0 + DAY, reportUUID: 'r-1' }),
        wireScan({ timestamp: T0 + 2 * DAY, reportUUID: '' }),
        wireScan({ timestamp: T0 + 3 * DAY, reportUUID: `\u202e${'x'.repeat(500)}` }),
      ],
    });
    expect(project.scans.map((scan) => scanAddress(project, scan))).toEqual([
      'r-1',
      `t:${T0 + DAY}`,
      `t:${T0 + 2 * DAY}`,
      `t:${T0 + 3 * DAY}`,
    ]);
    expect(scanAtAddress(project, 'r-1')?.timestamp).toBe(T0);
    expect(scanAtAddress(project, 'nope')).toBeUndefined();
    expect(scanAtAddress(project, null)).toBeUndefined();
  });

  it('gives every scan an address that survives the page address and opens that scan again', () => {
    const anyId = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('', 'r-1', 't:5', 'a:b', 'x'.repeat(128), 'x'.repeat(129), 'y'.repeat(10_000)),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(1_000), { minLength: 1, maxLength: 12 }),
        fc.array(anyId, { minLength: 12 }),
        (days, ids) => {
          const project = normalizedProject({
            scans: days.map((day, index) => wireScan({ timestamp: T0 + day * DAY, reportUUID: ids[index] })),
          });
          for (const scan of project.scans) {
            const address = scanAddress(project, scan);
            const read = parseView(serializeView({ ...EMPTY_VIEW, project: 'p', scan: address })).scan;
            expect(read).toBe(address);
            expect(scanAtAddress(project, read)).toBe(scan);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

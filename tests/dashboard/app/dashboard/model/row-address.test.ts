import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowAddresses, rowIdAt } from '@/dashboard/app/dashboard/model/row-address';
import type { Project } from '@/dashboard/shared/metrics/types';

const entry = (rowId: number, projectUUID: string, projectBranch = 'main') =>
  ({ rowId, projectUUID, projectBranch }) as Project;

describe('rowAddresses', () => {
  it('names a row by its uuid, adds the branch for a uuid on several branches, and a place for none', () => {
    const addresses = rowAddresses([
      entry(0, 'a1'),
      entry(1, 'b2', 'main'),
      entry(2, 'b2', 'release/1.2'),
      entry(3, ''),
      entry(4, ''),
      entry(5, 'c3', 'dev'),
      entry(6, 'c3', 'dev'),
    ]);
    expect([...addresses.values()]).toEqual(['a1', 'b2@main', 'b2@release/1.2', 'row:3', 'row:4', 'c3@dev', 'row:6']);
    expect(rowIdAt(addresses, 'b2@release/1.2')).toBe(2);
    expect(rowIdAt(addresses, 'row:4')).toBe(4);
    expect(rowIdAt(addresses, 'b2')).toBeNull();
    expect(rowIdAt(addresses, null)).toBeNull();
  });

  it('gives every row an address of its own, whatever the uuids and branches', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('', 'u1', 'u2', 'row:1', 'row:2', 'u1@main'), fc.constantFrom('', 'main', 'dev')),
          {
            maxLength: 30,
          },
        ),
        (pairs) => {
          const projects = pairs.map(([uuid, branch], rowId) => entry(rowId, uuid, branch));
          const addresses = rowAddresses(projects);
          expect(new Set(addresses.values()).size).toBe(projects.length);
          for (const project of projects)
            expect(rowIdAt(addresses, addresses.get(project.rowId) ?? null)).toBe(project.rowId);
        },
      ),
      { numRuns: 500 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, parseView, serializeView } from '@/dashboard/app/dashboard/model/page-address';
import {
  MAX_ROW_ADDRESS_LENGTH,
  rowAddressBook,
  rowAddresses,
  rowIdAt,
} from '@/dashboard/app/dashboard/model/row-address';
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
          // The page's address book, made when first asked, names and finds the same rows.
          const book = rowAddressBook(projects);
          expect(book.rowIdAt(null)).toBeNull();
          for (const project of projects) {
            expect(book.addressOf(project.rowId)).toBe(addresses.get(project.rowId));
            expect(book.rowIdAt(addresses.get(project.rowId) ?? null)).toBe(project.rowId);
          }
          expect(book.addressOf(projects.length)).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives any id an address of bounded length that survives the page address and names its row again', () => {
    // Any text the server may send: every code unit (lone surrogates, controls, right-to-left and
    // zero-width marks), sometimes very long, sometimes repeated, sometimes plain.
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({
        unit: fc.constantFrom('a', '\u202e', '\u200b', '\ud800', '\udc00', '\u0000', ':', '@', '/', ' '),
        maxLength: 20,
      }),
      fc.string({ unit: 'grapheme', maxLength: 10 }),
      fc.constantFrom('', 'u1', 'row:1', 'id:1', 'u1@main', 'x'.repeat(128), 'x'.repeat(129), 'y'.repeat(100_000)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(anyText, anyText), { maxLength: 12 }), (pairs) => {
        const projects = pairs.map(([uuid, branch], rowId) => entry(rowId, uuid, branch));
        const addresses = rowAddresses(projects);
        expect(new Set(addresses.values()).size).toBe(projects.length);
        for (const project of projects) {
          const address = addresses.get(project.rowId) ?? null;
          expect(address?.length).toBeLessThanOrEqual(MAX_ROW_ADDRESS_LENGTH);
          // Written into the address, read back from it: the same row.
          const search = serializeView({ ...EMPTY_VIEW, project: address });
          const read = parseView(search).project;
          expect(read).toBe(address);
          expect(rowIdAt(addresses, read)).toBe(project.rowId);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('names a row by the same token in every answer that holds it', () => {
    const odd = 'ﬀ\u202e\u200b'.repeat(40_000);
    const first = rowAddresses([entry(0, odd, 'main'), entry(1, 'plain')]);
    const second = rowAddresses([entry(0, 'other'), entry(1, 'plain'), entry(2, odd, 'main')]);
    expect(first.get(0)).toMatch(/^id:[0-9a-z]+$/);
    expect(second.get(2)).toBe(first.get(0));
    expect(first.get(1)).toBe('plain');
  });
});

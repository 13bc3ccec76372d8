// How the page address names a row of the projects table, so that every row can be opened, shared
// and restored, whatever its id. A plain uuid (`isPlainId`) names its row as the server's own links do; the same uuid under several branches adds a plain
// branch (`uuid@branch`). Any other id (too long, or with characters an address cannot carry
// faithfully: controls, lone surrogates, right-to-left marks...) is named by a short hash of its uuid
// and branch (`id:<hash>`), resolved against the loaded rows; a row without a uuid, or whose name
// another row took, by its place in the answer (`row:<rowId>`). The three forms cannot collide: a
// plain uuid holds neither `:` nor `@`.
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { isPlainId } from '@/dashboard/shared/model/plain-id';

/** The longest address a row can have: a plain uuid, `@` and a plain branch. */
export const MAX_ROW_ADDRESS_LENGTH = 257;

const PLAIN_BRANCH = /^[\w.~/-]{0,128}$/;

/** A 53-bit hash (cyrb53) of a text's code units, in base 36: short, and the same for the same text. */
function hashOf(text: string): string {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    first = Math.imul(first ^ unit, 2654435761);
    second = Math.imul(second ^ unit, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (4294967296 * (2097151 & second) + (first >>> 0)).toString(36);
}

/** The name a row asks for, before another row may have taken it. */
function wantedAddress({ projectUUID, projectBranch, rowId }: ProjectSummary, onSeveralBranches: boolean): string {
  if (projectUUID === '') return `row:${rowId}`;
  if (isPlainId(projectUUID)) {
    if (!onSeveralBranches) return projectUUID;
    if (PLAIN_BRANCH.test(projectBranch)) return `${projectUUID}@${projectBranch}`;
  }
  // Two ids of one hash are told apart by `rowAddresses`: the later one is named by its place.
  return `id:${hashOf(`${projectUUID}\u0000${projectBranch}`)}`;
}

/** The address of each row (by rowId), over every project of the answer, filtered or not. */
export function rowAddresses(projects: readonly ProjectSummary[]): ReadonlyMap<number, string> {
  const uuidCount = new Map<string, number>();
  for (const { projectUUID } of projects) uuidCount.set(projectUUID, (uuidCount.get(projectUUID) ?? 0) + 1);
  const addresses = new Map<number, string>();
  const taken = new Set<string>();
  for (const project of projects) {
    const wanted = wantedAddress(project, (uuidCount.get(project.projectUUID) ?? 0) > 1);
    // A `row:` name is unique by its rowId, and no other form starts so.
    const address = taken.has(wanted) ? `row:${project.rowId}` : wanted;
    taken.add(address);
    addresses.set(project.rowId, address);
  }
  return addresses;
}

/** The rowId a row address names, or null. */
export function rowIdAt(addresses: ReadonlyMap<number, string>, address: string | null): number | null {
  if (address === null) return null;
  for (const [rowId, candidate] of addresses) if (candidate === address) return rowId;
  return null;
}

/** The rows' addresses, worked out the first time one is asked for. */
export interface RowAddressBook {
  /** The address of the row `rowId`, or undefined when there is no such row. */
  readonly addressOf: (rowId: number) => string | undefined;
  /** The rowId an address names, or null. */
  readonly rowIdAt: (address: string | null) => number | null;
}

/** One book per list of projects: the table and the address's check share its pass. */
const books = new WeakMap<readonly ProjectSummary[], RowAddressBook>();

/**
 * `rowAddresses` of `projects`, made only when a row's address is first needed (a page that names no
 * row, like every report of an arriving answer, never spends the pass over every project), and
 * once for each list of projects, whoever asks.
 */
export function rowAddressBook(projects: readonly ProjectSummary[]): RowAddressBook {
  const kept = books.get(projects);
  if (kept !== undefined) return kept;
  let addresses: ReadonlyMap<number, string> | undefined;
  const all = () => {
    addresses ??= rowAddresses(projects);
    return addresses;
  };
  const book: RowAddressBook = {
    addressOf: (rowId) => all().get(rowId),
    rowIdAt: (address) => (address === null ? null : rowIdAt(all(), address)),
  };
  books.set(projects, book);
  return book;
}

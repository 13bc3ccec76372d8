// How the page address names a row of the projects table, so that every row can be opened, shared
// and restored. A project's uuid names it, as the server's own links do. The same uuid under several
// branches adds the branch; an entry without a uuid, or one whose name is taken already, is named by
// its place in the answer.
import type { Project } from '@/dashboard/shared/metrics/types';

/** The address of each row (by rowId), over every project of the answer, filtered or not. */
export function rowAddresses(projects: readonly Project[]): ReadonlyMap<number, string> {
  const uuidCount = new Map<string, number>();
  for (const project of projects) {
    if (project.projectUUID !== '') uuidCount.set(project.projectUUID, (uuidCount.get(project.projectUUID) ?? 0) + 1);
  }
  const addresses = new Map<number, string>();
  const taken = new Set<string>();
  for (const project of projects) {
    const { projectUUID, projectBranch, rowId } = project;
    let address = uuidCount.get(projectUUID) === 1 ? projectUUID : `${projectUUID}@${projectBranch}`;
    if (projectUUID === '' || taken.has(address)) address = `row:${rowId}`;
    // A server's uuid could read like a place: the later row steps aside.
    while (taken.has(address)) address += '*';
    taken.add(address);
    addresses.set(rowId, address);
  }
  return addresses;
}

/** The rowId a row address names, or null. */
export function rowIdAt(addresses: ReadonlyMap<number, string>, address: string | null): number | null {
  if (address === null) return null;
  for (const [rowId, candidate] of addresses) if (candidate === address) return rowId;
  return null;
}

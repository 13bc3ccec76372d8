// The teams a project of a metrics answer belongs to (the proposed `teamUUIDs` of each project), read
// as untrusted input, and whether an answer names them for every project: then a team's figures are
// the account's answer restricted to the projects that name the team, with no answer of its own.

import type { ProjectSummary } from './types';

/** A uuid in any case, as the document's `format: uuid`; kept in lower case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOWER_CASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const NO_TEAMS: readonly string[] = Object.freeze([]);

/** A team's uuid as every comparison of this module takes it (lower case), or undefined when it is none. */
export function teamKey(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (LOWER_CASE_UUID.test(value)) return value; // the common case: the wire's string, kept
  return UUID.test(value) ? value.toLowerCase() : undefined;
}

/**
 * The project's teams: undefined when the server sent no array (it does not say); otherwise its
 * well-formed uuids, in lower case, each once, in the order sent (anything else in the array is
 * dropped, so an array of nothing usable is "no team").
 */
export function teamUUIDsOf(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: readonly unknown[] = value;
  if (items.length === 1) {
    const uuid = teamKey(items[0]);
    return uuid === undefined ? NO_TEAMS : [uuid];
  }
  const kept = new Set<string>();
  for (const item of items) {
    const uuid = teamKey(item);
    if (uuid !== undefined) kept.add(uuid);
  }
  return kept.size === 0 ? NO_TEAMS : [...kept];
}

/**
 * Whether the answer names the teams of every one of its projects, and has one at least: only then
 * can its projects be shared out among the teams (a project without the field might belong to any).
 */
export function namesTeams(projects: readonly Pick<ProjectSummary, 'teamUUIDs'>[]): boolean {
  if (projects.length === 0) return false;
  for (const project of projects) if (project.teamUUIDs === undefined) return false;
  return true;
}

// `--state FILE`: the moment of the last digest the server accepted, so that the next run says what
// changed since then. It moves only after an accepted send; a file that cannot be read as a state, or
// cannot be written, is an error before anything is read or sent, never silently reset. The file names
// the server and team it was written for, so one cron job's state is not read by another's.
import { accessSync, constants, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { StateFileError } from './errors';

export interface DigestState {
  /** When the last accepted digest was made (its `now`), epoch ms. */
  readonly lastSentAt: number;
  /** The server it was sent for (`--target`, as given). */
  readonly target: string;
  /** The team it was sent for (`--team`), null for the whole account. */
  readonly team: string | null;
}

const STATE_VERSION = 1;
const MAX_STATE_BYTES = 64 * 1024;

function asState(value: unknown, file: string): DigestState {
  const fail = (why: string) =>
    new StateFileError(`The state file ${file} ${why}. Fix it, or remove it to start from --since or 7 days ago.`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('is not a JSON object');
  const record = value as Record<string, unknown>;
  if (record.version !== STATE_VERSION) throw fail(`is not a version ${STATE_VERSION} digest state`);
  const lastSentAt = typeof record.lastSentAt === 'string' ? Date.parse(record.lastSentAt) : Number.NaN;
  if (!Number.isFinite(lastSentAt)) throw fail('has no readable lastSentAt time');
  if (typeof record.target !== 'string') throw fail('names no target');
  if (record.team !== null && typeof record.team !== 'string') throw fail('has a team that is neither null nor a uuid');
  return { lastSentAt, target: record.target, team: record.team };
}

/**
 * The state the file holds, or null when it does not exist yet (a first run). Throws a StateFileError
 * when it cannot be read as a state, was written for another target or team, or cannot be written.
 */
export function readDigestState(file: string, expected: { target: string; team: string | null }): DigestState | null {
  checkWritable(file);
  if (!existsSync(file)) return null;
  if (!statSync(file).isFile()) throw new StateFileError(`The state file ${file} is not a file.`);
  if (statSync(file).size > MAX_STATE_BYTES)
    throw new StateFileError(`The state file ${file} is too large to be a digest state.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StateFileError(
      `The state file ${file} is not JSON (${error instanceof Error ? error.message : String(error)}). Fix it, or remove it to start from --since or 7 days ago.`,
    );
  }
  const state = asState(parsed, file);
  if (state.target !== expected.target || state.team !== expected.team) {
    const whom = (target: string, team: string | null) => `${target}${team === null ? '' : ` (team ${team})`}`;
    throw new StateFileError(
      `The state file ${file} was written for ${whom(state.target, state.team)}, not ${whom(expected.target, expected.team)}: give each digest its own state file.`,
    );
  }
  return state;
}

/** Fails now, before a send, when the state could not be saved after it. */
function checkWritable(file: string): void {
  const target = existsSync(file) ? file : dirname(file);
  try {
    accessSync(target, constants.W_OK);
  } catch {
    throw new StateFileError(`The state file ${file} cannot be written (${target} is not writable).`);
  }
}

/** Saves the state: written beside the file, then renamed over it, so a crash leaves the old state whole. */
export function writeDigestState(file: string, state: DigestState): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  const text = `${JSON.stringify(
    {
      version: STATE_VERSION,
      lastSentAt: new Date(state.lastSentAt).toISOString(),
      target: state.target,
      team: state.team,
    },
    null,
    2,
  )}\n`;
  try {
    writeFileSync(temporary, text, { mode: 0o600 });
    renameSync(temporary, file);
  } catch (error) {
    throw new StateFileError(
      `The digest was sent, but the state file ${file} could not be written (${error instanceof Error ? error.message : String(error)}): the next run will repeat this news.`,
    );
  }
}

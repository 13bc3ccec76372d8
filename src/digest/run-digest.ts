// `depsight-digest`: reads the account, makes the digest, prints it, and with `--send email` mails it
// once, only when there is news; `--state` then moves to this digest's moment, and only after the
// server accepted the mail, so a failed send is repeated by the next run. Returns the exit code.
import { createClient, type DepsightClient, type FetchLike } from '@/sdk';
import { runTokenCommand } from '../conformance/token-command.mjs';
import { readAccountDigest } from './account-digest';
import { type DigestArguments, parseDigestArguments, USAGE } from './arguments';
import { digestText } from './digest-sections';
import { digestStart } from './digest-window';
import { DigestRunError, StateFileError, UsageError } from './errors';
import { narrowDigest, narrows } from './narrow-digest';
import { renderHtml } from './render-html';
import { renderMarkdown } from './render-markdown';
import { type DigestState, readDigestState, writeDigestState } from './state-file';

export interface DigestIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The clock (epoch ms); `--now` replaces it. */
  readonly clock: () => number;
  /** The fetch the SDK sends with; the global one when absent. */
  readonly fetch?: FetchLike;
}

/** Progress goes to stderr this often on a terminal, and less often in a log. */
const PROGRESS_EVERY_MS = { terminal: 2_000, log: 15_000 };

/** The token: from `--token-command`, else DEPSIGHT_TOKEN. */
function tokenOf(args: DigestArguments, env: DigestIo['env']): string {
  if (args.tokenCommand !== undefined) {
    try {
      return runTokenCommand(args.tokenCommand);
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  const token = env.DEPSIGHT_TOKEN?.trim();
  if (!token) throw new UsageError('No token: set DEPSIGHT_TOKEN or give --token-command.');
  return token;
}

/** A failure's text with the token taken out, wherever a server or a library echoed it. */
function redacted(error: unknown, token: string | undefined): string {
  const text = error instanceof Error ? error.message : String(error);
  return token ? text.split(token).join('[token]') : text;
}

function scopeOf(accountName: string, team: string | undefined): string {
  return team === undefined ? `the account ${accountName}` : `team ${team} of ${accountName}`;
}

async function send(client: DepsightClient, to: readonly string[], subject: string, content: string): Promise<void> {
  try {
    await client.notifications.sendEmail({ subject, content, recepients: [...to] });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new DigestRunError(
      `The digest was not sent (${why}). The state file was left as it was: the next run repeats this news.`,
    );
  }
}

async function run(args: DigestArguments, io: DigestIo, token: string): Promise<number> {
  const expected = { target: args.target, team: args.team ?? null };
  const state: DigestState | null = args.stateFile === undefined ? null : readDigestState(args.stateFile, expected);
  const now = args.now ?? io.clock();
  const since = digestStart(now, args.since, state?.lastSentAt);
  if (args.since === undefined && state === null)
    io.stderr.write('No --since and no earlier send: the digest covers the last 7 days.\n');
  const client = createClient({
    baseUrl: args.target,
    auth: { type: args.auth, token },
    fetch: io.fetch,
    userAgent: 'depsight-digest',
  });
  const every = io.stderr.isTTY ? PROGRESS_EVERY_MS.terminal : PROGRESS_EVERY_MS.log;
  const read = await readAccountDigest(client, {
    now,
    since,
    team: args.team,
    progress: (message) => io.stderr.write(`${message}\n`),
    progressEveryMs: every,
  });
  io.stderr.write(`Read ${read.projectsRead.toLocaleString('en-US')} projects.\n`);
  const narrowed = narrowDigest(read.digest, args);
  const links = args.dashboardUrl === undefined ? undefined : { dashboardUrl: args.dashboardUrl, team: args.team };
  const text = digestText(narrowed, { scope: scopeOf(read.accountName, args.team), links });
  const human = args.format === 'html' ? renderHtml(text) : renderMarkdown(text);
  // json is the digest itself; the narrowing options narrow it in the same shape.
  const printed =
    args.format === 'json' ? `${JSON.stringify(narrows(args) ? narrowed : read.digest, null, 2)}\n` : human;
  io.stdout.write(printed);
  if (args.sendTo === undefined) return 0;
  if (narrowed.empty) {
    io.stderr.write('Nothing new to report: no mail was sent.\n');
    return 0;
  }
  await send(client, args.sendTo, text.subject, human);
  io.stderr.write(`Sent the digest to ${args.sendTo.length} ${args.sendTo.length === 1 ? 'address' : 'addresses'}.\n`);
  if (args.stateFile !== undefined) writeDigestState(args.stateFile, { ...expected, lastSentAt: now });
  return 0;
}

/** Runs the command with `argv` (without node and the script); resolves with its exit code. */
export async function runDigestCommand(argv: readonly string[], io: DigestIo): Promise<number> {
  let token: string | undefined;
  try {
    const args = parseDigestArguments(argv);
    if (args.help) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    token = tokenOf(args, io.env);
    return await run(args, io, token);
  } catch (error) {
    const known = error instanceof UsageError || error instanceof StateFileError || error instanceof DigestRunError;
    const hint = error instanceof UsageError ? ' (--help shows the options)' : '';
    const what = known ? '' : 'Reading the account failed: ';
    io.stderr.write(`depsight-digest: ${what}${redacted(error, token)}${hint}\n`);
    return known ? error.exitCode : 1;
  }
}

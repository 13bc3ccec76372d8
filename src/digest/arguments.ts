// Command-line arguments of `depsight-digest`. The options it shares with the conformance command
// (`--target`, `--token-command`, `--auth`, DEPSIGHT_TOKEN) mean the same there and here. There is no
// `--token`: a token on the command line stays in shell histories and process lists.
import { parseArgs } from 'node:util';
import { SEVERITIES, type Severity } from '@/dashboard/shared/metrics/severity';
import { parseNow, parseSince, type SinceSetting } from './digest-window';
import { UsageError } from './errors';

const DIGEST_FORMATS = ['json', 'markdown', 'html'] as const;
type DigestFormat = (typeof DIGEST_FORMATS)[number];

export interface DigestArguments {
  readonly target: string;
  readonly tokenCommand: string | undefined;
  readonly auth: 'Bearer' | 'token';
  readonly team: string | undefined;
  /** Where the digest starts when given; otherwise the state file's last send, else the default. */
  readonly since: SinceSetting | undefined;
  readonly stateFile: string | undefined;
  /** The moment the digest is made for (epoch ms); the clock's when absent. */
  readonly now: number | undefined;
  readonly format: DigestFormat;
  /** The addresses the digest is mailed to; undefined: printed only. */
  readonly sendTo: readonly string[] | undefined;
  readonly dashboardUrl: string | undefined;
  readonly minSeverity: Severity | undefined;
  readonly kevOnly: boolean;
  /** The least EPSS score (0–1) an item needs to be reported. */
  readonly minEpss: number | undefined;
  readonly help: boolean;
}

export const USAGE = `Usage: npx depsight-digest --target <url> [options]
       npm run digest -- --target <url> [options]   (from a clone of the repository)

Says what changed in an account's open vulnerabilities since a moment: what became overdue, what was
added to CISA's Known Exploited Vulnerabilities catalogue, the new critical ones, and the accepted
risks that ran out or run out soon. With --send it mails the digest, and only when there is news.

  --target <url>            the server, e.g. https://api.depsight.io (required)
  --token-command <cmd>     a shell command that prints the token; DEPSIGHT_TOKEN is read otherwise.
                            The token is never printed, and is sent to --target only
  --auth Bearer|token       how the token is sent (default Bearer)
  --team <uuid>             one team's projects and SLA targets instead of the whole account's
  --since <when>            where the digest starts: a day (2026-11-21, at 00:00 UTC), a time
                            (2026-11-21T09:00:00Z) or a duration before now (7d, 36h, 2w)
  --state <file>            remembers the last successful send: the digest starts there (without
                            --since), and a send the server accepted moves it to now
  --now <time>              make the digest as of that time (replays a past moment; default: now)
  --format json|markdown|html
                            json: the digest itself (times in epoch ms); markdown and html: for people
                            (html is safe for e-mail: inline styles, no scripts). Default markdown
  --send email --to <addresses>
                            mail the digest (one mail; nothing is sent when there is no news) to the
                            comma-separated addresses; --to may be repeated
  --dashboard-url <url>     where the dashboard is: each item links to the view that shows it
  --min-severity critical|high|medium|low
                            report only items of this severity or worse
  --kev-only                report only items listed in the KEV catalogue
  --min-epss <score>        report only items with an EPSS score of at least this (0.1 or 10%)
  --help                    show this help

Without --since and --state the digest covers the last 7 days.
Exit code: 0 when the digest was made (and sent, or there was nothing to send), 1 when reading or
sending failed (the state file is left as it was), 2 when the arguments or the state file are wrong.

Examples:
  DEPSIGHT_TOKEN=… npx depsight-digest --target https://api.depsight.io --since 7d
  npx depsight-digest --target https://api.depsight.io --token-command 'vault read -field=token kv/depsight' \\
      --state ~/.depsight-digest.json --send email --to security@example.com \\
      --dashboard-url https://depsight.example.com/dashboard --format html
  npx depsight-digest --target https://api.depsight.io --team 3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c \\
      --since 2026-11-01 --now 2026-11-08T00:00:00Z --kev-only --format json`;

const OPTIONS = {
  target: { type: 'string' },
  'token-command': { type: 'string' },
  auth: { type: 'string' },
  team: { type: 'string' },
  since: { type: 'string' },
  state: { type: 'string' },
  now: { type: 'string' },
  format: { type: 'string' },
  send: { type: 'string' },
  to: { type: 'string', multiple: true },
  'dashboard-url': { type: 'string' },
  'min-severity': { type: 'string' },
  'kev-only': { type: 'boolean' },
  'min-epss': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A pragmatic check: one @, no spaces or angle brackets; the server has the last word (422).
const EMAIL_ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/** An http(s) URL, or a UsageError naming the option. */
function httpUrl(option: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${option} must be an http or https URL, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${option} must be an http or https URL, not "${value}"`);
  }
  if (url.username || url.password) throw new UsageError(`${option} must not carry a user name or password`);
  return value;
}

function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (found === undefined) throw new UsageError(`${option} must be one of ${allowed.join(', ')}, not "${value}"`);
  return found;
}

/** `0.1`, `10%` → 0.1. */
function epssScore(value: string): number {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value.trim());
  const score = percent ? Number(percent[1]) / 100 : /^\d+(?:\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(score >= 0 && score <= 1)) {
    throw new UsageError(`--min-epss takes a score from 0 to 1 or a percentage (0.1 or 10%), not "${value}"`);
  }
  return score;
}

function recipients(values: readonly string[] | undefined): string[] {
  const addresses = (values ?? []).flatMap((value) => value.split(',')).map((address) => address.trim());
  const given = addresses.filter((address) => address !== '');
  if (given.length === 0) throw new UsageError('--send email needs --to with at least one address');
  const bad = given.find((address) => !EMAIL_ADDRESS.test(address));
  if (bad !== undefined) throw new UsageError(`--to: "${bad}" is not an e-mail address`);
  return [...new Set(given)];
}

/** Reads the arguments; throws a UsageError that says what is wrong. */
export function parseDigestArguments(argv: readonly string[]): DigestArguments {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; args: string[] }>>['values'];
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const help = values.help === true;
  if (help) return { ...EMPTY_ARGUMENTS, help };
  if (values.target === undefined) throw new UsageError('--target <url> is required');
  if (values.team !== undefined && !UUID.test(values.team))
    throw new UsageError(`--team takes a team's uuid, not "${values.team}"`);
  if (values.send !== undefined && values.send !== 'email')
    throw new UsageError(`--send takes "email", not "${values.send}"`);
  if (values.send === undefined && values.to !== undefined) throw new UsageError('--to needs --send email');
  return {
    target: httpUrl('--target', values.target),
    tokenCommand: values['token-command'],
    auth: values.auth === undefined ? 'Bearer' : oneOf('--auth', values.auth, ['Bearer', 'token'] as const),
    team: values.team,
    since: values.since === undefined ? undefined : parseSince(values.since),
    stateFile: values.state,
    now: values.now === undefined ? undefined : parseNow(values.now),
    format: values.format === undefined ? 'markdown' : oneOf('--format', values.format, DIGEST_FORMATS),
    sendTo: values.send === undefined ? undefined : recipients(values.to),
    dashboardUrl:
      values['dashboard-url'] === undefined ? undefined : httpUrl('--dashboard-url', values['dashboard-url']),
    minSeverity:
      values['min-severity'] === undefined
        ? undefined
        : oneOf(
            '--min-severity',
            values['min-severity'].toUpperCase(),
            SEVERITIES.filter((s) => s !== 'OTHER'),
          ),
    kevOnly: values['kev-only'] === true,
    minEpss: values['min-epss'] === undefined ? undefined : epssScore(values['min-epss']),
    help,
  };
}

const EMPTY_ARGUMENTS: DigestArguments = {
  target: '',
  tokenCommand: undefined,
  auth: 'Bearer',
  team: undefined,
  since: undefined,
  stateFile: undefined,
  now: undefined,
  format: 'markdown',
  sendTo: undefined,
  dashboardUrl: undefined,
  minSeverity: undefined,
  kevOnly: false,
  minEpss: undefined,
  help: false,
};

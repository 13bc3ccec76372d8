// @ts-check
// Command-line arguments of `npm run conformance`.
import {
  DEFAULT_CASES,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RESPONSE_TIME_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_SEED,
  DEFAULT_WORKERS,
} from './index.mjs';

export const DEFAULT_REPORT_DIRECTORY = 'test-results/conformance';

export const USAGE = `Usage: npm run conformance -- --target <url> [options]
       npx depsight-conformance --target <url> [options]   (from the installed package)

Sends requests built from the OpenAPI document to a server and reports where it departs from it.

  --target <url>              base URL of the server, e.g. https://staging.example.com (required)
  --token <token>             credentials for secured operations; DEPSIGHT_TOKEN is read when absent
  --token-command <cmd>       a shell command that prints the token; run again when the token expires
                              (answers turn to 401 after it was accepted), once per expiry
  --second-token <token>      a second account: the first account's objects are requested with it
                              (tenant isolation); DEPSIGHT_SECOND_TOKEN is read when absent
  --auth Bearer|token         how the token is sent: "Authorization: Bearer <t>" (default) or "token <t>"
  --include-writes            also send POST, PUT and DELETE operations (they change data; asks first)
  --yes                       do not ask before sending writes (needed when not run from a terminal)
  --only <name>...            only these tags or operationIds (space- or comma-separated, repeatable)
  --param <name=value>        use this value for every path or query parameter of that name instead of
                              the document's example; <operationId>:<name>=value for one operation only
  --cases <n>                 generated requests per operation, from its schemas (default ${DEFAULT_CASES}; 0: none)
  --seed <n>                  seed of the generated requests; the same seed sends the same requests (default ${DEFAULT_SEED})
  --workers <n>               operations checked at the same time (default ${DEFAULT_WORKERS})
  --rate-limit <n>            at most n requests per second to the server (default: no limit)
  --max-response-size <size>  a larger body is not read and is a failure: bytes, or with kB, MB (default ${DEFAULT_MAX_RESPONSE_BYTES / 1024 / 1024} MB)
  --report <dir>              where junit.xml, report.json, report.html and summary.md go (default ${DEFAULT_REPORT_DIRECTORY})
  --max-response-time <ms>    slower answers get a response_time warning (default ${DEFAULT_MAX_RESPONSE_TIME_MS})
  --strict-response-time      a slow answer is a failure, not a warning
  --request-timeout <ms>      give up on a request after this long (default ${DEFAULT_REQUEST_TIMEOUT_MS})
  --document <file>           the bundled OpenAPI document (default generated/openapi.yaml)
  --min-coverage <n>          fail the run when fewer than n% of the operations sent got a success answer
  --baseline <file>           fail only on findings not recorded in this file; reports mark findings new or known
  --update-baseline           record this run's findings in the --baseline file (created when missing)
  --help                      show this help

Exit code: 0 when no check failed, 1 when one did, 2 when the run could not start.`;

/**
 * @typedef {object} CliOptions
 * @property {string} target
 * @property {string} [token]
 * @property {string} [secondToken]
 * @property {string} [tokenCommand]
 * @property {import('./requests.mjs').AuthScheme} auth
 * @property {boolean} includeWrites
 * @property {boolean} yes
 * @property {string[]} only
 * @property {Record<string, string>} parameters
 * @property {string} reportDirectory
 * @property {number} [maxResponseTimeMs]
 * @property {boolean} strictResponseTime
 * @property {number} [requestTimeoutMs]
 * @property {string} [documentFile]
 * @property {number} [cases]
 * @property {number} [seed]
 * @property {number} [workers]
 * @property {number} [rateLimit]
 * @property {number} [maxResponseBytes]
 * @property {string} [baselineFile]
 * @property {boolean} [updateBaseline]
 * @property {number} [minCoverage]
 */

/** @typedef {Partial<CliOptions> & { only: string[], parameters: Record<string, string> }} ParsedOptions */

/**
 * Reads the value of the option being parsed: the part after `=`, else the next argument (which must
 * not be another option).
 * @typedef {() => string} ValueReader
 */

/** `--name=value` → the name and the value after `=`; anything else → the argument and no value. */
function splitArgument(/** @type {string} */ argument) {
  if (!argument.startsWith('--') || !argument.includes('=')) return { name: argument, inline: undefined };
  const separator = argument.indexOf('=');
  return { name: argument.slice(0, separator), inline: argument.slice(separator + 1) };
}

/** @param {string} name @param {string} value */
function parseMilliseconds(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a whole number of milliseconds`);
  return number;
}

/** @param {string} name @param {string} value @param {number} minimum */
function parseWholeNumber(name, value, minimum) {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < minimum) {
    throw new Error(`${name} must be a whole number${minimum > 0 ? ` of at least ${minimum}` : ''}`);
  }
  return number;
}

const SIZE_UNITS = { b: 1, kb: 1024, kib: 1024, mb: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, gib: 1024 ** 3 };

/** `10MB`, `512kB`, `1048576` → bytes. @param {string} name @param {string} value */
function parseSize(name, value) {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?$/i.exec(value.trim());
  const unit = /** @type {keyof typeof SIZE_UNITS} */ ((match?.[2] ?? 'b').toLowerCase());
  const bytes = match ? Math.floor(Number(match[1]) * SIZE_UNITS[unit]) : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    throw new Error(`${name} takes a size such as 10MB, 512kB or 1048576`);
  return bytes;
}

/** @param {string} value @returns {import('./requests.mjs').AuthScheme} */
function parseAuthScheme(value) {
  if (value.toLowerCase() === 'bearer') return 'Bearer';
  if (value.toLowerCase() === 'token') return 'token';
  throw new Error(`--auth must be Bearer or token, not "${value}"`);
}

/** `name=value` or `operationId:name=value` → its two parts. @param {string} assignment */
function parseAssignment(assignment) {
  const separator = assignment.indexOf('=');
  if (separator < 1)
    throw new Error('--param takes name=value, e.g. --param uuid=3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c');
  return { name: assignment.slice(0, separator), value: assignment.slice(separator + 1) };
}

/** @param {string} value */
function parsePercent(value) {
  const percent = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || percent > 100) throw new Error('--min-coverage takes a percentage from 0 to 100');
  return percent;
}

/** `--yes`, `-y`: writes are sent without asking. @param {ParsedOptions} options */
function confirmWrites(options) {
  options.yes = true;
}

/**
 * What each option does to the options, given the reader of its value (flags do not read one).
 * `--only` also takes the names that follow it, up to the next option.
 * @type {Record<string, (options: ParsedOptions, value: ValueReader, name: string) => void>}
 */
const OPTION_HANDLERS = {
  '--target': (options, value) => {
    options.target = value();
  },
  '--token': (options, value) => {
    options.token = value();
  },
  '--token-command': (options, value) => {
    options.tokenCommand = value();
  },
  '--second-token': (options, value) => {
    options.secondToken = value();
  },
  '--auth': (options, value) => {
    options.auth = parseAuthScheme(value());
  },
  '--include-writes': (options) => {
    options.includeWrites = true;
  },
  '--yes': confirmWrites,
  '-y': confirmWrites,
  '--param': (options, value) => {
    const { name, value: given } = parseAssignment(value());
    options.parameters[name] = given;
  },
  '--report': (options, value) => {
    options.reportDirectory = value();
  },
  '--max-response-time': (options, value, name) => {
    options.maxResponseTimeMs = parseMilliseconds(name, value());
  },
  '--strict-response-time': (options) => {
    options.strictResponseTime = true;
  },
  '--request-timeout': (options, value, name) => {
    options.requestTimeoutMs = parseMilliseconds(name, value());
  },
  '--cases': (options, value, name) => {
    options.cases = parseWholeNumber(name, value(), 0);
  },
  '--seed': (options, value, name) => {
    options.seed = parseWholeNumber(name, value(), 0);
  },
  '--workers': (options, value, name) => {
    options.workers = parseWholeNumber(name, value(), 1);
  },
  '--rate-limit': (options, value, name) => {
    options.rateLimit = parseWholeNumber(name, value(), 1);
  },
  '--max-response-size': (options, value, name) => {
    options.maxResponseBytes = parseSize(name, value());
  },
  '--document': (options, value) => {
    options.documentFile = value();
  },
  '--baseline': (options, value) => {
    options.baselineFile = value();
  },
  '--min-coverage': (options, value) => {
    options.minCoverage = parsePercent(value());
  },
  '--update-baseline': (options) => {
    options.updateBaseline = true;
  },
};

/**
 * The names of `--only`: its value, and, when it was not given with `=`, every following argument up
 * to the next option; each may hold several, comma-separated.
 * @param {string} first @param {string | undefined} inline @param {string[]} pending consumed as read
 */
function onlyNames(first, inline, pending) {
  const names = [first];
  while (inline === undefined && pending[0] !== undefined && !pending[0].startsWith('-')) {
    names.push(/** @type {string} */ (pending.shift()));
  }
  return names.flatMap((value) => value.split(',')).filter(Boolean);
}

/**
 * Applies every argument to the options, in order.
 * @param {string[]} argv @param {ParsedOptions} options
 * @returns {boolean} true when help was asked for
 * @throws {Error} with a message for the user, never echoing a stray value (it may be a token)
 */
function applyArguments(argv, options) {
  const pending = [...argv];
  while (pending.length > 0) {
    const { name, inline } = splitArgument(/** @type {string} */ (pending.shift()));
    if (name === '--help' || name === '-h') return true;
    /** @type {ValueReader} */
    const value = () => {
      const found = inline ?? pending.shift();
      if (!found || (inline === undefined && found.startsWith('--'))) throw new Error(`${name} needs a value`);
      return found;
    };
    if (name === '--only') {
      options.only.push(...onlyNames(value(), inline, pending));
      continue;
    }
    const handler = OPTION_HANDLERS[name];
    if (!handler) {
      throw new Error(name.startsWith('-') ? `unknown option ${name}` : 'unexpected value without an option before it');
    }
    handler(options, value, name);
  }
  return false;
}

/**
 * The options as the run takes them: the tokens from the environment when not given (but not the
 * first one with --token-command, which gives it), and every default.
 * @param {ParsedOptions & { target: string }} options @param {Record<string, string | undefined>} environment
 * @returns {CliOptions}
 */
function completeOptions(options, environment) {
  const token = options.tokenCommand ? options.token : (options.token ?? (environment.DEPSIGHT_TOKEN || undefined));
  const secondToken = options.secondToken ?? (environment.DEPSIGHT_SECOND_TOKEN || undefined);
  return {
    ...options,
    token,
    secondToken,
    auth: options.auth ?? 'Bearer',
    includeWrites: options.includeWrites ?? false,
    yes: options.yes ?? false,
    strictResponseTime: options.strictResponseTime ?? false,
    reportDirectory: options.reportDirectory ?? DEFAULT_REPORT_DIRECTORY,
  };
}

/**
 * @param {string[]} argv the arguments after the script name
 * @param {Record<string, string | undefined>} environment for DEPSIGHT_TOKEN
 * @returns {{ help: true } | { help: false, options: CliOptions } | { help: false, error: string }}
 */
export function parseArguments(argv, environment = {}) {
  /** @type {ParsedOptions} */
  const options = { only: [], parameters: {} };
  try {
    if (applyArguments(argv, options)) return { help: true };
  } catch (error) {
    return { help: false, error: /** @type {Error} */ (error).message };
  }
  const { target } = options;
  if (!target) return { help: false, error: '--target <url> is required' };
  return { help: false, options: completeOptions({ ...options, target }, environment) };
}

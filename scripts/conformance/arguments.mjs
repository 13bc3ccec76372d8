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

/**
 * @param {string[]} argv the arguments after the script name
 * @param {Record<string, string | undefined>} environment for DEPSIGHT_TOKEN
 * @returns {{ help: true } | { help: false, options: CliOptions } | { help: false, error: string }}
 */
export function parseArguments(argv, environment = {}) {
  /** @type {Partial<CliOptions> & { only: string[], parameters: Record<string, string> }} */
  const options = {
    auth: 'Bearer',
    includeWrites: false,
    yes: false,
    strictResponseTime: false,
    only: [],
    parameters: {},
  };
  const pending = [...argv];
  /** @param {string} name */
  const optionValue = (name, /** @type {string | undefined} */ inline) => {
    const value = inline ?? pending.shift();
    if (!value || (inline === undefined && value.startsWith('--'))) throw new Error(`${name} needs a value`);
    return value;
  };
  /** @param {string} name @param {string} value */
  const milliseconds = (name, value) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a whole number of milliseconds`);
    return number;
  };
  /** @param {string} name @param {string} value @param {number} minimum */
  const wholeNumber = (name, value, minimum) => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < minimum) {
      throw new Error(`${name} must be a whole number${minimum > 0 ? ` of at least ${minimum}` : ''}`);
    }
    return number;
  };
  /** @param {string} name @param {string} value */
  const size = (name, value) => {
    const match = /^(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?$/i.exec(value.trim());
    const units = { b: 1, kb: 1024, kib: 1024, mb: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, gib: 1024 ** 3 };
    const bytes = match
      ? Math.floor(Number(match[1]) * units[/** @type {keyof typeof units} */ ((match[2] ?? 'b').toLowerCase())])
      : Number.NaN;
    if (!Number.isSafeInteger(bytes) || bytes <= 0)
      throw new Error(`${name} takes a size such as 10MB, 512kB or 1048576`);
    return bytes;
  };
  try {
    while (pending.length > 0) {
      const argument = /** @type {string} */ (pending.shift());
      const [name = '', inline] =
        argument.startsWith('--') && argument.includes('=')
          ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)]
          : [argument, undefined];
      switch (name) {
        case '--help':
        case '-h':
          return { help: true };
        case '--target':
          options.target = optionValue(name, inline);
          break;
        case '--token':
          options.token = optionValue(name, inline);
          break;
        case '--token-command':
          options.tokenCommand = optionValue(name, inline);
          break;
        case '--second-token':
          options.secondToken = optionValue(name, inline);
          break;
        case '--auth': {
          const scheme = optionValue(name, inline);
          if (scheme.toLowerCase() === 'bearer') options.auth = 'Bearer';
          else if (scheme.toLowerCase() === 'token') options.auth = 'token';
          else throw new Error(`--auth must be Bearer or token, not "${scheme}"`);
          break;
        }
        case '--include-writes':
          options.includeWrites = true;
          break;
        case '--yes':
        case '-y':
          options.yes = true;
          break;
        case '--only': {
          const names = [optionValue(name, inline)];
          // Variadic: every following argument up to the next option is a name too.
          while (inline === undefined && pending[0] !== undefined && !pending[0].startsWith('-')) {
            names.push(/** @type {string} */ (pending.shift()));
          }
          options.only.push(...names.flatMap((value) => value.split(',')).filter(Boolean));
          break;
        }
        case '--param': {
          const assignment = optionValue(name, inline);
          const separator = assignment.indexOf('=');
          if (separator < 1)
            throw new Error('--param takes name=value, e.g. --param uuid=3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c');
          options.parameters[assignment.slice(0, separator)] = assignment.slice(separator + 1);
          break;
        }
        case '--report':
          options.reportDirectory = optionValue(name, inline);
          break;
        case '--max-response-time':
          options.maxResponseTimeMs = milliseconds(name, optionValue(name, inline));
          break;
        case '--strict-response-time':
          options.strictResponseTime = true;
          break;
        case '--request-timeout':
          options.requestTimeoutMs = milliseconds(name, optionValue(name, inline));
          break;
        case '--cases':
          options.cases = wholeNumber(name, optionValue(name, inline), 0);
          break;
        case '--seed':
          options.seed = wholeNumber(name, optionValue(name, inline), 0);
          break;
        case '--workers':
          options.workers = wholeNumber(name, optionValue(name, inline), 1);
          break;
        case '--rate-limit':
          options.rateLimit = wholeNumber(name, optionValue(name, inline), 1);
          break;
        case '--max-response-size':
          options.maxResponseBytes = size(name, optionValue(name, inline));
          break;
        case '--document':
          options.documentFile = optionValue(name, inline);
          break;
        case '--baseline':
          options.baselineFile = optionValue(name, inline);
          break;
        case '--min-coverage': {
          const value = optionValue(name, inline);
          const percent = Number(value);
          if (!/^\d+(\.\d+)?$/.test(value) || percent > 100)
            throw new Error('--min-coverage takes a percentage from 0 to 100');
          options.minCoverage = percent;
          break;
        }
        case '--update-baseline':
          options.updateBaseline = true;
          break;
        default:
          // A stray value is not echoed: it may be a token typed without --token.
          throw new Error(
            name.startsWith('-') ? `unknown option ${name}` : 'unexpected value without an option before it',
          );
      }
    }
  } catch (error) {
    return { help: false, error: /** @type {Error} */ (error).message };
  }
  if (!options.target) return { help: false, error: '--target <url> is required' };
  const token = options.tokenCommand ? options.token : (options.token ?? (environment.DEPSIGHT_TOKEN || undefined));
  const secondToken = options.secondToken ?? (environment.DEPSIGHT_SECOND_TOKEN || undefined);
  return {
    help: false,
    options: {
      ...options,
      target: options.target,
      token,
      secondToken,
      auth: options.auth ?? 'Bearer',
      includeWrites: options.includeWrites ?? false,
      yes: options.yes ?? false,
      strictResponseTime: options.strictResponseTime ?? false,
      reportDirectory: options.reportDirectory ?? DEFAULT_REPORT_DIRECTORY,
    },
  };
}

// @ts-check
// The settings of a run: the caller's options with their defaults, checked before anything is sent.
// A mistake here (an unknown name, a missing token, a URL with credentials) stops the run with a
// ConformanceUsageError and no request leaves the machine.
import { fileURLToPath } from 'node:url';
import { loadDocument } from '../openapi-index/load-document.mjs';
import { listOperations } from '../openapi-index/openapi-operations.mjs';
import { readBaseline } from './baseline.mjs';
import { DEFAULT_CASES, DEFAULT_SEED } from './generated-cases.mjs';
import { createRateLimiter, DEFAULT_MAX_RESPONSE_BYTES } from './http-client.mjs';
import { createIdSupply } from './id-supply.mjs';
import { selectOperations, stepsOf } from './plan.mjs';
import { createRedactor } from './redact.mjs';
import { unsendableTokenReason } from './requests.mjs';
import { createSchemaValidator } from './schema-validator.mjs';
import { createTokenSource, runTokenCommand } from './token-command.mjs';

/** @typedef {import('./requests.mjs').AuthScheme} AuthScheme */
/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */

// The bundled command (dist-conformance/, see scripts/build-conformance.mjs) carries the document
// next to itself; the build sets this global to its name.
const BUNDLED_DOCUMENT = /** @type {{ DEPSIGHT_CONFORMANCE_DOCUMENT?: string }} */ (globalThis)
  .DEPSIGHT_CONFORMANCE_DOCUMENT;
export const DEFAULT_DOCUMENT = fileURLToPath(
  new URL(BUNDLED_DOCUMENT ?? '../../generated/openapi.yaml', import.meta.url),
);
export const DEFAULT_MAX_RESPONSE_TIME_MS = 2000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_WORKERS = 4;

/**
 * @typedef {object} ConformanceOptions
 * @property {string} target base URL of the server under test, e.g. `https://staging.example.com`
 * @property {string} [token] sent as `Authorization: <auth> <token>` to secured operations; never reported
 * @property {AuthScheme} [auth] `Bearer` (default) or `token`
 * @property {boolean} [includeWrites] also send POST, PUT, PATCH and DELETE operations (no confirmation here)
 * @property {string[]} [only] tags or operationIds to limit the run to
 * @property {Record<string, string>} [parameters] values for path and query parameters instead of the
 *   real ids taken from the server's answers and the document's examples, by name (`uuid`) or for one
 *   operation (`projects_get:id`)
 * @property {number} [maxResponseTimeMs] slower valid requests get a response_time warning (default 2000)
 * @property {boolean} [strictResponseTime] make a slow response a failure instead of a warning
 * @property {number} [requestTimeoutMs] give up on a request after this long (default 30000)
 * @property {string} [documentFile] the bundled OpenAPI document (default generated/openapi.yaml)
 * @property {number} [cases] generated requests per operation (default 25; 0 sends only the example)
 * @property {number} [seed] seed of the generated requests: the same seed sends the same requests (default 1)
 * @property {number} [workers] operations checked at the same time (default 4)
 * @property {number} [rateLimit] at most this many requests per second to the target (default: no limit)
 * @property {number} [maxResponseBytes] a body larger than this is not read, and is a finding (default 10 MiB)
 * @property {string} [tokenCommand] a shell command that prints the token; run again once per expiry
 *   (a 401 after the token had been accepted)
 * @property {string} [secondToken] a second account's token: the first account's objects are requested
 *   with it (tenant isolation), and a made-up token is tried on every secured operation (ignored_auth)
 * @property {number} [minCoverage] fail the run when fewer than this % of the operations sent got a success answer
 * @property {string} [baselineFile] fail only on findings not recorded in this file
 * @property {boolean} [updateBaseline] record this run's findings in `baselineFile` (which may not exist yet)
 * @property {(progress: { completed: number, total: number, operationId: string }) => void} [onProgress]
 *   called before each operation is sent, with the number already done
 */

/**
 * What the report says about how the run was made (the token is only `provided` or `none`).
 * @typedef {{ auth: AuthScheme, credentials: 'provided' | 'none', includeWrites: boolean, only: string[],
 *   parameters: Record<string, string>, maxResponseTimeMs: number, strictResponseTime: boolean,
 *   requestTimeoutMs: number, cases: number, seed: number, workers: number, rateLimit: number | null,
 *   maxResponseBytes: number }} ReportSettings
 */

/**
 * Everything an operation's checks need, made once per run.
 * @typedef {object} Run
 * @property {string} target without a trailing slash
 * @property {string | undefined} token the current token (a --token-command may replace it during the run)
 * @property {ReturnType<typeof createTokenSource> | undefined} tokenSource with --token-command
 * @property {string | undefined} secondToken
 * @property {ReturnType<typeof createIdSupply>} ids real ids from the first account's answers, by the links they follow
 * @property {(operation: Operation) => number} stepOf when an operation runs: suppliers of ids before their consumers
 * @property {{ operation: Operation, exchange: import('./checks.mjs').Exchange }[]} created every create that
 *   succeeded, for the clean-up at the end of the run
 * @property {any} document
 * @property {string} documentFile
 * @property {Operation[]} selected in the order they are sent
 * @property {Operation[]} operations every operation of the document
 * @property {number | undefined} minCoverage
 * @property {{ operationId: string, reason: string }[]} notSent
 * @property {ReportSettings} settings
 * @property {ReturnType<typeof createSchemaValidator>} schemaValidator
 * @property {import('./http-client.mjs').SendSettings} sendSettings
 * @property {(text: string) => string} redact
 * @property {ConformanceOptions['onProgress']} onProgress
 * @property {{ file: string, update: boolean, entries: import('./baseline.mjs').BaselineEntry[] } | undefined} baseline
 */

/** A mistake in how the run was asked for (unknown name, missing token, bad URL): no request was sent. */
export class ConformanceUsageError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ConformanceUsageError';
  }
}

/** @param {string} target */
function normalizeTarget(target) {
  let url;
  try {
    url = new URL(target);
  } catch {
    throw new ConformanceUsageError(`--target must be an http(s) URL, not "${target}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConformanceUsageError(`--target must be an http(s) URL, not "${target}"`);
  }
  if (url.username || url.password) {
    throw new ConformanceUsageError('--target must not carry credentials; pass the token with --token');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The token (from --token-command when given) and the token source that renews it; each token
 * checked to go in a header, and the second one a different account.
 * @param {ConformanceOptions} options
 * @throws {ConformanceUsageError}
 */
function checkedTokens(options) {
  /** @type {ReturnType<typeof createTokenSource> | undefined} */
  let tokenSource;
  let token = options.token;
  if (options.tokenCommand) {
    if (options.token) throw new ConformanceUsageError('Give the token with --token or --token-command, not both');
    try {
      tokenSource = createTokenSource(options.tokenCommand, runTokenCommand(options.tokenCommand));
    } catch (error) {
      throw new ConformanceUsageError(/** @type {Error} */ (error).message);
    }
    token = tokenSource.current();
  }
  for (const [value, option] of /** @type {const} */ ([
    [token, '--token'],
    [options.secondToken, '--second-token'],
  ])) {
    if (value === undefined) continue;
    const unsendable = unsendableTokenReason(value);
    if (unsendable) throw new ConformanceUsageError(`${option}: ${unsendable}`);
  }
  if (options.secondToken !== undefined && (!token || options.secondToken === token)) {
    throw new ConformanceUsageError(
      '--second-token names a second account: give the first with --token, and make them differ',
    );
  }
  return { tokenSource, token };
}

/**
 * The baseline to compare with or to write, read before anything is sent.
 * @param {ConformanceOptions} options
 * @throws {ConformanceUsageError}
 */
function baselineOf(options) {
  if (options.updateBaseline && !options.baselineFile) {
    throw new ConformanceUsageError('--update-baseline needs --baseline <file>: the file to write');
  }
  if (!options.baselineFile) return undefined;
  try {
    const entries = options.updateBaseline ? [] : readBaseline(options.baselineFile);
    return { file: options.baselineFile, update: Boolean(options.updateBaseline), entries };
  } catch (error) {
    throw new ConformanceUsageError(/** @type {Error} */ (error).message);
  }
}

/**
 * @param {ConformanceOptions} options
 * @returns {Run}
 * @throws {ConformanceUsageError} before anything is sent
 */
export function prepareRun(options) {
  const target = normalizeTarget(options.target);
  const { tokenSource, token } = checkedTokens(options);
  options = { ...options, token };
  /** @type {ReportSettings} */
  const settings = {
    auth: options.auth ?? 'Bearer',
    credentials: options.token ? 'provided' : 'none',
    includeWrites: options.includeWrites ?? false,
    only: options.only ?? [],
    parameters: options.parameters ?? {},
    maxResponseTimeMs: options.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS,
    strictResponseTime: options.strictResponseTime ?? false,
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    cases: options.cases ?? DEFAULT_CASES,
    seed: options.seed ?? DEFAULT_SEED,
    workers: options.workers ?? DEFAULT_WORKERS,
    rateLimit: options.rateLimit ?? null,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  };
  const documentFile = options.documentFile ?? DEFAULT_DOCUMENT;
  const document = loadDocument(documentFile);
  const operations = listOperations(document);
  const { selected, notSent, unknownNames } = selectOperations(operations, {
    only: settings.only,
    includeWrites: settings.includeWrites,
  });
  const ids = createIdSupply(document, operations);
  if (unknownNames.length > 0) {
    throw new ConformanceUsageError(`--only: no tag or operationId is named ${unknownNames.join(', ')}`);
  }
  if (!options.token && selected.some((operation) => operation.secured)) {
    throw new ConformanceUsageError(
      'Secured operations need a token: pass --token <token> or set DEPSIGHT_TOKEN (which keeps it out of the shell history).',
    );
  }
  const baseline = baselineOf(options);
  return {
    baseline,
    target,
    token: options.token,
    secondToken: options.secondToken,
    ids,
    stepOf: stepsOf(selected, ids.links),
    created: [],
    document,
    documentFile,
    selected,
    operations,
    minCoverage: options.minCoverage,
    notSent,
    settings,
    schemaValidator: createSchemaValidator(document),
    sendSettings: {
      timeoutMs: settings.requestTimeoutMs,
      maxResponseBytes: settings.maxResponseBytes,
      rateLimiter: createRateLimiter(options.rateLimit),
    },
    // Every token a --token-command gives during the run is redacted too.
    redact: (text) => createRedactor([options.token, options.secondToken, ...(tokenSource?.issued() ?? [])])(text),
    tokenSource,
    onProgress: options.onProgress,
  };
}

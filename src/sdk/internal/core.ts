// What every resource shares: the typed openapi-fetch client, the argument checks and the one
// place where statuses become results or errors.
import createOpenApiClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../generated/api';
import {
  AbortedError,
  apiErrorFor,
  InvalidArgumentError,
  InvalidResponseError,
  type ResponseViolation,
  TimeoutError,
} from '../errors';
import { MESSAGES } from '../messages';
import { redactSecrets } from '../redaction';
import { createResponseCheck, type ResponseCheck, type ResponseValidatorsSource } from './response-check';
import { TimeLimits } from './time-limits';
import {
  createTransport,
  DEFAULT_RETRY_POLICY,
  DEFAULT_TIMEOUT_MS,
  describeRequest,
  type FetchLike,
  type RequestSummary,
  type RetryPolicy,
  type Transport,
} from './transport';

/** Options every SDK method accepts last. */
export interface CallOptions {
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Overrides the client's default time limit for this call (retries included), in milliseconds (0: none). */
  timeoutMs?: number;
  /** Extra headers for this call, e.g. `Prefer` against a Prism mock. */
  headers?: Record<string, string>;
  /** This call's retry policy, e.g. `{ retries: 0 }`, or false for none; the client's otherwise. */
  retry?: Partial<RetryPolicy> | false;
  /**
   * Receives the raw `Response` (status, headers) of the call's last attempt, whatever its outcome;
   * the promise still resolves with the typed data. Its body has already been read.
   */
  onRawResponse?: (response: Response) => void;
}

/** The headers servers name their request id with, in order of preference. */
const REQUEST_ID_HEADERS = ['x-request-id', 'request-id', 'x-correlation-id', 'x-amzn-requestid', 'cf-ray'];

function requestIdOf(response: Response): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = response.headers.get(name);
    if (value) return value;
  }
  return undefined;
}

function retryPolicyOf(base: RetryPolicy, retry: Partial<RetryPolicy> | false | undefined): RetryPolicy {
  if (retry === undefined) return base;
  return retry === false ? { ...base, retries: 0 } : { ...base, ...retry };
}

/** What openapi-fetch resolves with. */
interface FetchResult<TData> {
  data?: TData;
  error?: unknown;
  response: Response;
}

/** The per-call options handed to openapi-fetch. */
export interface RequestExtras {
  signal?: AbortSignal;
  fetch?: (request: Request) => Promise<Response>;
  headers?: Record<string, string | null>;
}

export interface CallRules<TFallback> {
  /** Sends the call without the Authorization header (the default account read). */
  anonymous?: boolean;
  /** Statuses that count as success; 200 when not given. */
  accept?: readonly number[];
  /** Statuses that resolve with a fixed value instead of failing, e.g. `{ 404: null }`. */
  fallbackOn?: Readonly<Record<number, TFallback>>;
  /**
   * The success's body is a stream the caller reads: it is not checked against the document here
   * (the caller checks its parts with `checkPart`); an error answer still is.
   */
  streamed?: boolean;
}

export interface CoreOptions {
  baseUrl: string;
  /** The chat host, or undefined when none was given or could be chosen: chat calls are then refused. */
  chatBaseUrl: string | undefined;
  /** Why chat calls are refused when there is no chat host. */
  noChatHostMessage: string;
  /** Values never to let through in an error, e.g. the token. */
  secrets: readonly string[];
  fetch: FetchLike;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy> | false;
  headers: Record<string, string>;
  /** Checks every answer against the document (off when undefined). */
  validateResponses?: 'warn' | 'throw' | undefined;
  responseValidators?: ResponseValidatorsSource | undefined;
}

/** One call's state, shared by its attempts and its errors. */
interface CallAttempts {
  /** The last request sent, for error messages: openapi-fetch does not hand it back. */
  request: Request | undefined;
  /**
   * The time limit's (or the caller's) signal. It goes to fetch beside the Request rather than
   * inside it: building a Request around a signal costs more than the rest of the SDK's work on a call.
   */
  signal: AbortSignal | undefined;
  /** This call's retry policy, when it has its own. */
  retry: RetryPolicy | undefined;
  /** When the call's time limit ends (ms since the epoch). */
  deadline: number | undefined;
}

function describeAttempts(attempts: CallAttempts): RequestSummary {
  return attempts.request ? describeRequest(attempts.request) : { method: 'HTTP', path: '' };
}

function cancelledCall(attempts: CallAttempts, reason: unknown): AbortedError {
  return new AbortedError({ ...describeAttempts(attempts), reason });
}

/**
 * A signal for a call's requests that aborts with the time limit's or with the caller's signal (the
 * time limit's is shared by other calls, so the caller's abort needs its own); `onCallerAbort` fails
 * the call at once. `stop` removes both listeners.
 */
function followCaller(
  callerSignal: AbortSignal,
  limitSignal: AbortSignal,
  onCallerAbort: () => void,
): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const forwardLimit = () => controller.abort(limitSignal.reason);
  const forwardCaller = () => {
    controller.abort(callerSignal.reason);
    onCallerAbort();
  };
  limitSignal.addEventListener('abort', forwardLimit, { once: true });
  callerSignal.addEventListener('abort', forwardCaller, { once: true });
  return {
    signal: controller.signal,
    stop: () => {
      callerSignal.removeEventListener('abort', forwardCaller);
      limitSignal.removeEventListener('abort', forwardLimit);
    },
  };
}

/** What a call that failed before any answer rejects with: the caller's abort, an unreadable body, or the failure itself. */
function failureOf(error: unknown, callerSignal: AbortSignal | undefined, attempts: CallAttempts): unknown {
  if (callerSignal?.aborted && !(error instanceof AbortedError)) return cancelledCall(attempts, callerSignal.reason);
  // openapi-fetch parses a success's body as JSON; a body that is not JSON fails there.
  if (error instanceof SyntaxError && attempts.request) return new InvalidResponseError(describeAttempts(attempts));
  return error;
}

const ACCEPT_OK: readonly number[] = [200];
const NO_RULES: CallRules<never> = {};

export class SdkCore {
  readonly api: Client<paths>;
  private readonly chatBaseUrl: string | undefined;
  private readonly noChatHostMessage: string;
  private readonly secrets: readonly string[];
  /** The origins the caller configured: no request goes anywhere else. */
  private readonly allowedOrigins: readonly string[];
  private readonly transport: Transport;
  private readonly retry: RetryPolicy;
  /** The client's time limit of a call, in milliseconds (0: none). */
  readonly timeoutMs: number;
  private readonly timeLimits = new TimeLimits();
  /** Checks each answer against the document; undefined (no cost per call) unless asked for. */
  private readonly checkResponse: ResponseCheck | undefined;

  constructor(options: CoreOptions) {
    const retry = retryPolicyOf(DEFAULT_RETRY_POLICY, options.retry);
    this.retry = retry;
    this.transport = createTransport({ fetch: options.fetch, retry });
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.api = createOpenApiClient<paths>({
      baseUrl: options.baseUrl,
      fetch: this.transport,
      headers: options.headers,
    });
    this.chatBaseUrl = options.chatBaseUrl;
    this.noChatHostMessage = options.noChatHostMessage;
    this.secrets = options.secrets;
    this.allowedOrigins = [options.baseUrl, options.chatBaseUrl]
      .filter((url): url is string => url !== undefined)
      .map((url) => `${new URL(url).origin}/`);
    if (options.validateResponses && options.responseValidators) {
      this.checkResponse = createResponseCheck(
        options.validateResponses,
        options.responseValidators,
        [options.baseUrl, options.chatBaseUrl].filter((url): url is string => url !== undefined),
        (value) => this.redact(value),
      );
    }
  }

  /** The chat host chat calls go to; refuses (nothing is sent) when there is none. */
  requireChatBaseUrl(): string {
    if (this.chatBaseUrl === undefined) throw new InvalidArgumentError(this.noChatHostMessage);
    return this.chatBaseUrl;
  }

  /** Removes the token and anything shaped like a credential from what a server sent. */
  redact<T>(value: T): T {
    return redactSecrets(value, this.secrets);
  }

  /**
   * Sends one request and applies the status rules (src/sdk/README.md): 200 (or the statuses given) resolves with
   * the body, a fallback status resolves with its value, anything else rejects with an `ApiError` that
   * carries the status and the server's body. The time limit covers the whole call, retries and
   * body included, and rejects with a `TimeoutError`.
   */
  call<TData, TFallback = never>(
    options: CallOptions | undefined,
    send: (extras: RequestExtras) => Promise<FetchResult<TData>>,
    rules: CallRules<TFallback> = NO_RULES,
  ): Promise<TData | TFallback> {
    const timeoutMs = options?.timeoutMs ?? this.timeoutMs;
    const callerSignal = options?.signal;
    const attempts: CallAttempts = {
      request: undefined,
      signal: undefined,
      retry: options?.retry === undefined ? undefined : retryPolicyOf(this.retry, options.retry),
      deadline: undefined,
    };
    const extras = this.extrasOf(options, rules, attempts, timeoutMs);

    // One promise settles the call: the answer, the time limit or the caller's cancel, whichever
    // comes first. Written with callbacks rather than async/await, which would add two promises to
    // every call.
    return new Promise<TData | TFallback>((resolve, reject) => {
      if (callerSignal?.aborted) {
        reject(cancelledCall(attempts, callerSignal.reason));
        return;
      }
      const release = this.startTimeLimit(attempts, timeoutMs, callerSignal, reject);
      let sent: Promise<FetchResult<TData>>;
      try {
        sent = send(extras);
      } catch (error) {
        // A check that runs as the request is built (a bad argument): nothing was sent.
        release();
        reject(error);
        return;
      }
      const settle = (result: FetchResult<TData>) => {
        try {
          options?.onRawResponse?.(result.response);
          resolve(this.outcomeOf(result, rules, attempts));
        } catch (error) {
          reject(error);
        }
      };
      sent.then(
        (result) => {
          release();
          if (this.checkResponse && attempts.request && !(rules.streamed && result.response.ok)) {
            const { response } = result;
            this.checkResponse(attempts.request, response, response.ok ? result.data : result.error).then(
              () => settle(result),
              reject,
            );
          } else {
            settle(result);
          }
        },
        (error: unknown) => {
          release();
          reject(failureOf(error, callerSignal, attempts));
        },
      );
    });
  }

  /** What openapi-fetch is handed for one call: the fetch of its attempts, its headers, its signal. */
  private extrasOf(
    options: CallOptions | undefined,
    rules: CallRules<unknown>,
    attempts: CallAttempts,
    timeoutMs: number,
  ): RequestExtras {
    const extras: RequestExtras = { fetch: (request) => this.sendAttempts(request, attempts) };
    if (options?.headers || rules.anonymous) {
      extras.headers = { ...options?.headers, ...(rules.anonymous ? { authorization: null } : {}) };
    }
    if (options?.signal && timeoutMs <= 0) extras.signal = options.signal;
    return extras;
  }

  /**
   * Starts a call's time limit (none for 0): it rejects the call with a `TimeoutError` when it
   * passes, and a caller's abort rejects it at once. Returns what releases both.
   */
  private startTimeLimit(
    attempts: CallAttempts,
    timeoutMs: number,
    callerSignal: AbortSignal | undefined,
    reject: (error: unknown) => void,
  ): () => void {
    if (timeoutMs <= 0) return () => {};
    const limit = this.timeLimits.start(timeoutMs, () =>
      reject(new TimeoutError({ timeoutMs, ...describeAttempts(attempts) })),
    );
    attempts.signal = limit.signal;
    // A Retry-After past this moment is not waited for: the answer becomes the call's ApiError.
    attempts.deadline = limit.due;
    if (!callerSignal) return () => limit.release();
    const following = followCaller(callerSignal, limit.signal, () =>
      reject(cancelledCall(attempts, callerSignal.reason)),
    );
    attempts.signal = following.signal;
    return () => {
      limit.release();
      following.stop();
    };
  }

  /**
   * Checks a part of an answer read as a stream against the document, when `validateResponses` is on
   * (resolves at once otherwise): `body` is a whole answer that stands for the part, and `reword`
   * says where the part really is in the answer.
   */
  checkPart(
    request: Request,
    response: Response,
    body: unknown,
    reword?: (violation: ResponseViolation) => ResponseViolation,
  ): Promise<void> | undefined {
    return this.checkResponse?.(request, response, body, reword);
  }

  /** What an answer becomes: its data, a fallback value, or an `ApiError` (thrown). */
  private outcomeOf<TData, TFallback>(
    result: FetchResult<TData>,
    rules: CallRules<TFallback>,
    attempts: CallAttempts,
  ): TData | TFallback {
    const { status } = result.response;
    if ((rules.accept ?? ACCEPT_OK).includes(status)) return result.data as TData;
    if (rules.fallbackOn && status in rules.fallbackOn) return rules.fallbackOn[status] as TFallback;
    throw apiErrorFor({
      status,
      body: this.redact(result.error ?? result.data),
      requestId: requestIdOf(result.response),
      ...describeAttempts(attempts),
    });
  }

  /** The fetch openapi-fetch calls for one call: the host check, then the attempts. */
  private sendAttempts(request: Request, attempts: CallAttempts): Promise<Response> {
    attempts.request = request;
    // The token goes only to the hosts the caller configured, whatever a path, a hook or a server says.
    if (!this.isConfiguredHost(request.url)) {
      return Promise.reject(
        new InvalidArgumentError(`Refused to send a request to ${new URL(request.url).origin}: not a configured host`),
      );
    }
    return this.transport(request, attempts.signal, attempts.retry, attempts.deadline);
  }

  /** Whether a URL is on one of the hosts the caller configured. */
  private isConfiguredHost(url: string): boolean {
    for (const origin of this.allowedOrigins) if (url.startsWith(origin)) return true;
    return false;
  }

  /**
   * Sends a check: resolves true on 200 and false on 400 (a check's 400 means "invalid"); any other
   * status rejects with an `ApiError`.
   */
  check<TData>(
    options: CallOptions | undefined,
    send: (extras: RequestExtras) => Promise<FetchResult<TData>>,
  ): Promise<boolean> {
    return this.call(options, send, { fallbackOn: { 400: false } }).then((outcome) => outcome !== false);
  }
}

/** A value that counts as absent: undefined, null, or a blank string. */
function isMissing(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Throws `message` unless `value` is present; returns it narrowed. */
export function requireValue<T>(value: T | undefined | null, message: string): T {
  if (isMissing(value)) throw new InvalidArgumentError(message);
  return value;
}

/** Every named value must be present, or `Some parameters necessary for the request are missing.` */
export function requireParameters(values: Record<string, unknown>): void {
  if (Object.values(values).some(isMissing)) throw new InvalidArgumentError(MESSAGES.missingParameters);
}

/** A body of changes must change something (the document's `minProperties: 1`), or `Some parameters necessary for the request are missing.` */
export function requireSomeField(body: object | undefined | null): void {
  if (!body || Object.values(body).every((value) => value === undefined)) {
    throw new InvalidArgumentError(MESSAGES.missingParameters);
  }
}

export const requireAccount = (uuid: string | undefined | null) => requireValue(uuid, MESSAGES.noAccount);
export const requireAccountUuid = (uuid: string | undefined | null) => requireValue(uuid, MESSAGES.noAccountUuid);
export const requireProjectUuid = (uuid: string | undefined | null) => requireValue(uuid, MESSAGES.noProjectUuid);

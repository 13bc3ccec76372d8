// What every resource shares: the typed openapi-fetch client, the argument checks and the one
// place where statuses become results or errors.
import createOpenApiClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../generated/api';
import { AbortedError, apiErrorFor, InvalidArgumentError, TimeoutError } from '../errors';
import { MESSAGES } from '../messages';
import { redactSecrets } from '../redaction';
import { TimeLimitReached, TimeLimits } from './time-limits';
import {
  createTransport,
  DEFAULT_RETRY_POLICY,
  DEFAULT_TIMEOUT_MS,
  describeRequest,
  type FetchLike,
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
}

export class SdkCore {
  readonly api: Client<paths>;
  private readonly chatBaseUrl: string | undefined;
  private readonly noChatHostMessage: string;
  private readonly secrets: readonly string[];
  /** The origins the caller configured: no request goes anywhere else. */
  private readonly allowedOrigins: readonly string[];
  private readonly transport: Transport;
  private readonly retry: RetryPolicy;
  private readonly timeoutMs: number;
  private readonly timeLimits = new TimeLimits();

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
   * the body, a fallback status resolves with its value, anything else throws an `ApiError` that
   * carries the status and the server's body. The time limit covers the whole call, retries and
   * body included, and raises a `TimeoutError`.
   */
  async call<TData, TFallback = never>(
    options: CallOptions | undefined,
    send: (extras: RequestExtras) => Promise<FetchResult<TData>>,
    rules: CallRules<TFallback> = {},
  ): Promise<TData | TFallback> {
    // The last request sent, for error messages: openapi-fetch does not hand it back.
    let lastRequest: Request | undefined;
    // The time limit's signal goes to fetch beside the Request rather than inside it: building a
    // Request around a signal costs more than the rest of the SDK's work on a call.
    let callSignal: AbortSignal | undefined;
    const timeoutMs = options?.timeoutMs ?? this.timeoutMs;
    const attemptOptions = {
      retry: options?.retry === undefined ? undefined : retryPolicyOf(this.retry, options.retry),
      // A Retry-After past this moment is not waited for: the answer becomes the call's ApiError.
      deadline: timeoutMs > 0 ? Date.now() + timeoutMs : undefined,
    };
    const extras: RequestExtras = {
      fetch: (request) => {
        lastRequest = request;
        // The token goes only to the hosts the caller configured, whatever a path or a server says.
        if (!this.allowedOrigins.some((origin) => request.url.startsWith(origin))) {
          return Promise.reject(
            new InvalidArgumentError(
              `Refused to send a request to ${new URL(request.url).origin}: not a configured host`,
            ),
          );
        }
        return this.transport(request, callSignal, attemptOptions);
      },
    };
    if (options?.headers || rules.anonymous) {
      extras.headers = { ...options?.headers, ...(rules.anonymous ? { Authorization: null } : {}) };
    }
    const describe = () => (lastRequest ? describeRequest(lastRequest) : { method: 'HTTP', path: '' });
    const callerSignal = options?.signal;
    const cancelled = (reason: unknown) => new AbortedError({ ...describe(), reason });

    let result: FetchResult<TData>;
    if (timeoutMs > 0) {
      if (callerSignal?.aborted) throw cancelled(callerSignal.reason);
      const limit = this.timeLimits.start(timeoutMs);
      callSignal = limit.signal;
      let stopFollowingCaller = () => {};
      let callerAborted: Promise<never> | undefined;
      if (callerSignal) {
        // The time limit's signal is shared by other calls, so the caller's abort gets its own.
        const controller = new AbortController();
        const forward = () => controller.abort(limit.signal.reason);
        limit.signal.addEventListener('abort', forward, { once: true });
        callSignal = controller.signal;
        callerAborted = new Promise<never>((_, reject) => {
          const onCallerAbort = () => {
            controller.abort(callerSignal.reason);
            reject(cancelled(callerSignal.reason));
          };
          callerSignal.addEventListener('abort', onCallerAbort, { once: true });
          stopFollowingCaller = () => {
            callerSignal.removeEventListener('abort', onCallerAbort);
            limit.signal.removeEventListener('abort', forward);
          };
        });
      }
      try {
        result = await Promise.race(
          callerAborted ? [send(extras), limit.reached, callerAborted] : [send(extras), limit.reached],
        );
      } catch (error) {
        if (error instanceof TimeLimitReached) throw new TimeoutError({ timeoutMs, ...describe() });
        if (callerSignal?.aborted && !(error instanceof AbortedError)) throw cancelled(callerSignal.reason);
        throw error;
      } finally {
        limit.release();
        stopFollowingCaller();
      }
    } else {
      if (callerSignal) extras.signal = callerSignal;
      try {
        result = await send(extras);
      } catch (error) {
        if (callerSignal?.aborted) throw cancelled(callerSignal.reason);
        throw error;
      }
    }
    options?.onRawResponse?.(result.response);

    const { status } = result.response;
    if ((rules.accept ?? [200]).includes(status)) return result.data as TData;
    if (rules.fallbackOn && status in rules.fallbackOn) return rules.fallbackOn[status] as TFallback;
    throw apiErrorFor({
      status,
      body: this.redact(result.error ?? result.data),
      requestId: requestIdOf(result.response),
      ...describe(),
    });
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
export function isMissing(value: unknown): value is undefined | null | '' {
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

// What every resource shares: the typed openapi-fetch client, the argument checks and the one
// place where statuses become results or errors.
import createOpenApiClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../generated/api';
import { ApiError, InvalidArgumentError } from '../errors';
import { MESSAGES } from '../messages';
import {
  createTransport,
  DEFAULT_RETRY_POLICY,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  type RetryPolicy,
  requestOfResponse,
} from './transport';

/** Options every SDK method accepts last. */
export interface CallOptions {
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Overrides the client's default time limit for this call, in milliseconds (0: none). */
  timeoutMs?: number;
  /** Extra headers for this call, e.g. `Prefer` against a Prism mock. */
  headers?: Record<string, string>;
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
  fetch?: FetchLike;
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
  chatBaseUrl: string;
  fetch: FetchLike;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy> | false;
  headers: Record<string, string>;
}

export class SdkCore {
  readonly api: Client<paths>;
  readonly chatBaseUrl: string;
  private readonly transportOptions: { fetch: FetchLike; retry: RetryPolicy; timeoutMs: number };

  constructor(options: CoreOptions) {
    const retry: RetryPolicy =
      options.retry === false ? { ...DEFAULT_RETRY_POLICY, retries: 0 } : { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.transportOptions = { fetch: options.fetch, retry, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
    this.api = createOpenApiClient<paths>({
      baseUrl: options.baseUrl,
      fetch: createTransport(this.transportOptions),
      headers: options.headers,
    });
    this.chatBaseUrl = options.chatBaseUrl;
  }

  /** The extras for one call: its signal, and a transport with its own time limit if it sets one. */
  extras(options: CallOptions | undefined): RequestExtras {
    const extras: RequestExtras = {};
    if (options?.signal) extras.signal = options.signal;
    if (options?.headers) extras.headers = { ...options.headers };
    if (options?.timeoutMs !== undefined) {
      extras.fetch = createTransport({ ...this.transportOptions, timeoutMs: options.timeoutMs });
    }
    return extras;
  }

  /**
   * Sends one request and applies the spec's status rule: 200 (or the statuses given) resolves with
   * the body, a fallback status resolves with its value, anything else throws an `ApiError` that
   * carries the status and the server's body.
   */
  async call<TData, TFallback = never>(
    options: CallOptions | undefined,
    send: (extras: RequestExtras) => Promise<FetchResult<TData>>,
    rules: CallRules<TFallback> = {},
  ): Promise<TData | TFallback> {
    const extras = this.extras(options);
    if (rules.anonymous) extras.headers = { ...extras.headers, Authorization: null };
    const result = await send(extras);
    const { status } = result.response;
    if ((rules.accept ?? [200]).includes(status)) return result.data as TData;
    if (rules.fallbackOn && status in rules.fallbackOn) return rules.fallbackOn[status] as TFallback;
    const request = requestOfResponse.get(result.response) ?? { method: 'HTTP', path: '' };
    throw new ApiError({ status, body: result.error ?? result.data, ...request });
  }
}

/** A value that is absent for the spec's purposes: undefined, null, or a blank string. */
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

export const requireAccount = (uuid: string | undefined | null) => requireValue(uuid, MESSAGES.noAccount);
export const requireAccountUuid = (uuid: string | undefined | null) => requireValue(uuid, MESSAGES.noAccountUuid);
export const requireProjectUuid = (uuid: string | undefined | null) => requireValue(uuid, MESSAGES.noProjectUuid);

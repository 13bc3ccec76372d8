// The SDK's errors. None of them keeps a request, its headers or its URL query, so a token can
// never leak through an error, its string form, its JSON form or its stack.
import { plainMessage } from './plain-message';

/** The base class of every error the SDK throws. */
export class DepsightError extends Error {
  override name = 'DepsightError';
  // Types only (nothing at run time): an error of another origin is not a DepsightError to the
  // compiler, so a query library's `error` typed as one is told apart from a plain `Error`.
  declare private readonly depsightError: true;
}

/** An argument was missing or invalid; nothing was sent. */
export class InvalidArgumentError extends DepsightError {
  override name = 'InvalidArgumentError';
}

export interface ApiErrorInit {
  status: number;
  body: unknown;
  method: string;
  path: string;
  message?: string;
  /** The server's request id (`x-request-id` and the like), for support and log searches. */
  requestId?: string | undefined;
}

/**
 * The server answered with a status the call does not accept. `apiErrorFor` picks the subclass of
 * the status (`BadRequestError`, `NotFoundError`, ...), so callers can `instanceof` the case they handle.
 */
export class ApiError extends DepsightError {
  override name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /**
   * The server's body, with credentials redacted: parsed JSON when it was JSON, otherwise its whole
   * text. The message is only a short plain-text summary of it (markup out, length capped).
   */
  readonly body: unknown;
  readonly method: string;
  /** The request path, without its query string. */
  readonly path: string;
  /** The server's request id, when the answer carried one. */
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(
      init.message ?? messageFromBody(init.body) ?? `${init.method} ${init.path} failed with status ${init.status}`,
    );
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.requestId = init.requestId;
  }

  toJSON() {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      body: this.body,
      method: this.method,
      path: this.path,
      requestId: this.requestId,
    };
  }
}

/** 400: the server refused the request as malformed or invalid. */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
/** 401: no valid credentials; sign in again. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
/** 403: the credentials are valid but may not do this. */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}
/** 404: the resource does not exist (or is not visible to these credentials). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/** 409: the request conflicts with the resource's current state. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
/** 422: the request was well-formed but its content was refused. */
export class UnprocessableEntityError extends ApiError {
  override name = 'UnprocessableEntityError';
}
/** 429: too many requests. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}
/** 5xx: the server failed. */
export class InternalServerError extends ApiError {
  override name = 'InternalServerError';
}

const API_ERROR_BY_STATUS: Readonly<Record<number, typeof ApiError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** The `ApiError` subclass for a status (`ApiError` itself for statuses without one). */
export function apiErrorFor(init: ApiErrorInit): ApiError {
  const ErrorClass = API_ERROR_BY_STATUS[init.status] ?? (init.status >= 500 ? InternalServerError : ApiError);
  return new ErrorClass(init);
}

/** The caller cancelled the call (its `signal` was aborted); `reason` is what it was aborted with. */
export class AbortedError extends DepsightError {
  override name = 'AbortedError';
  readonly reason: unknown;

  constructor(init: { method: string; path: string; reason: unknown }) {
    // The caller's own reason reads best ("filters changed"); a bare abort says which call stopped.
    super(
      init.reason instanceof Error && init.reason.message
        ? init.reason.message
        : `${init.method} ${init.path} was cancelled`,
    );
    this.reason = init.reason;
  }
}

/** The call did not complete within its time limit. */
export class TimeoutError extends DepsightError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  readonly method: string;
  readonly path: string;

  constructor(init: { timeoutMs: number; method: string; path: string }) {
    super(`${init.method} ${init.path} timed out after ${init.timeoutMs} ms`);
    this.timeoutMs = init.timeoutMs;
    this.method = init.method;
    this.path = init.path;
  }
}

/** The request could not reach the server (connection refused, DNS failure, reset, ...). */
export class NetworkError extends DepsightError {
  override name = 'NetworkError';
  readonly method: string;
  readonly path: string;

  constructor(init: { method: string; path: string; reason: string }) {
    super(`${init.method} ${init.path} could not reach the server: ${init.reason}`);
    this.method = init.method;
    this.path = init.path;
  }
}

/**
 * The server accepted the call but its answer could not be read: a success whose body is not JSON,
 * or (for an answer read as a stream) one that breaks off, has the wrong shape or a value past its
 * size limit. The body itself is not kept (it may echo a credential).
 */
export class InvalidResponseError extends DepsightError {
  override name = 'InvalidResponseError';
  readonly method: string;
  readonly path: string;
  /** For an answer read as a stream: the byte of the body (from 0) where the problem was found. */
  readonly byteOffset: number | undefined;

  constructor(init: { method: string; path: string; problem?: string; byteOffset?: number }) {
    super(
      init.problem === undefined
        ? `The answer to ${init.method} ${init.path} is not readable JSON`
        : `The answer to ${init.method} ${init.path} cannot be read: ${init.problem} (at byte ${init.byteOffset ?? 0})`,
    );
    this.method = init.method;
    this.path = init.path;
    this.byteOffset = init.byteOffset;
  }
}

/** The server's own words, as a short plain message: a JSON body's `message`, or a text body. */
function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return plainMessage(body.message);
  }
  if (typeof body === 'string') return plainMessage(body);
  return undefined;
}

/** What `depsight/validate` finds wrong in an answer: the first place it departs from the document. */
export interface ResponseViolation {
  /** The operation answered, e.g. `teams_create`. */
  operationId: string;
  method: string;
  /** The operation's path as the document writes it, e.g. `/api/v1/teams/{id}`. */
  path: string;
  status: number;
  /** JSON pointer of the first violation in the body (`''` is the whole body). */
  pointer: string;
  /** The rule broken, as the document states it, e.g. `format: "email"` or `required: ["uuid","name"]`. */
  rule: string;
  /** Where that rule is in the document, e.g. `#/components/schemas/Member/properties/email/format`. */
  schemaPath: string;
  /** What is wrong, e.g. `must match format "email"`. */
  message: string;
  /** The value found at `pointer` (for a missing property, the object that lacks it). */
  value: unknown;
}

/** Longest value text an error shows. */
const MAX_VALUE_TEXT = 200;

function valueText(value: unknown): string {
  if (value === undefined) return '(nothing)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT)}… (${text.length} characters)` : text;
}

/**
 * An answer departs from the document (`createClient({ validateResponses })`): which operation, where
 * in the body, which rule, the value found there with credentials redacted, and the conformance
 * command that checks the server for the backend team.
 */
export class ResponseValidationError extends DepsightError {
  override name = 'ResponseValidationError';
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly pointer: string;
  readonly rule: string;
  readonly schemaPath: string;
  /** The value at `pointer` as JSON text, credentials redacted, cut at 200 characters. */
  readonly value: string;
  /** The command a backend team runs to check this operation on the server. */
  readonly command: string;

  /** `violation.value` must already be redacted. */
  constructor(violation: ResponseViolation) {
    const value = valueText(violation.value);
    const command = `npm run conformance -- --only ${violation.operationId}`;
    super(
      [
        `The answer to ${violation.operationId} (${violation.method} ${violation.path}, status ${violation.status}) departs from the document.`,
        `  at:    ${violation.pointer || '(the whole body)'} ${violation.message}`,
        `  rule:  ${violation.rule}${violation.schemaPath ? ` (${violation.schemaPath})` : ''}`,
        `  value: ${value}`,
        `  check the server: ${command}`,
      ].join('\n'),
    );
    this.operationId = violation.operationId;
    this.method = violation.method;
    this.path = violation.path;
    this.status = violation.status;
    this.pointer = violation.pointer;
    this.rule = violation.rule;
    this.schemaPath = violation.schemaPath;
    this.value = value;
    this.command = command;
  }
}

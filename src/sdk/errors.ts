// The SDK's errors. None of them keeps a request, its headers or its URL query, so a token can
// never leak through an error, its string form, its JSON form or its stack.

/** The base class of every error the SDK throws. */
export class DepsightError extends Error {
  override name = 'DepsightError';
}

/** An argument was missing or invalid; nothing was sent. */
export class InvalidArgumentError extends DepsightError {
  override name = 'InvalidArgumentError';
}

/** The server answered with a status the call does not accept. */
export class ApiError extends DepsightError {
  override name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The server's body: parsed JSON when it was JSON, otherwise its text. */
  readonly body: unknown;
  readonly method: string;
  /** The request path, without its query string. */
  readonly path: string;

  constructor(init: { status: number; body: unknown; method: string; path: string; message?: string }) {
    super(
      init.message ?? messageFromBody(init.body) ?? `${init.method} ${init.path} failed with status ${init.status}`,
    );
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
  }

  toJSON() {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      body: this.body,
      method: this.method,
      path: this.path,
    };
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

function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length <= 500) return body.trim();
  return undefined;
}

// `createClient({ validateResponses })`: each answer is checked against the document before the call
// settles. The validators are not part of the SDK's default entry: the caller hands them in from
// `depsight/validate` (or a function that imports it), so they load only when checking is on.
import { ResponseValidationError, type ResponseViolation } from '../errors';

/** What `checkResponse` looks at: one answer, with its path relative to the configured host. */
export interface AnswerToCheck {
  method: string;
  /** The request path after the configured base URL's own path, e.g. `/api/v1/teams`. */
  path: string;
  status: number;
  contentType: string | null;
  /** The parsed JSON body (or its text, or undefined when empty). */
  body: unknown;
}

/** The `depsight/validate` entry, or anything shaped like it. */
export interface ResponseValidators {
  checkResponse(answer: AnswerToCheck): ResponseViolation | undefined;
}

/** The validators, or a function that loads them (`() => import('depsight/validate')`), called once. */
export type ResponseValidatorsSource = ResponseValidators | (() => Promise<ResponseValidators>);

/** `reword` changes what is found before it is reported, e.g. the pointer of a part of a streamed answer. */
export type ResponseCheck = (
  request: Request,
  response: Response,
  body: unknown,
  reword?: (violation: ResponseViolation) => ResponseViolation,
) => Promise<void>;

/**
 * The check a client runs on every answer: `warn` logs a `ResponseValidationError` with
 * `console.warn` and lets the call go on; `throw` rejects the call with it. `basePaths` are the
 * configured base URLs (their path prefix is taken off); `redact` removes credentials from the value.
 */
export function createResponseCheck(
  mode: 'warn' | 'throw',
  source: ResponseValidatorsSource,
  baseUrls: readonly string[],
  redact: <T>(value: T) => T,
): ResponseCheck {
  let loading: Promise<ResponseValidators> | undefined;
  const load = () => {
    loading ??= Promise.resolve(typeof source === 'function' ? source() : source);
    return loading;
  };
  const bases = baseUrls.map((url) => url.replace(/\/+$/, ''));
  return async (request, response, body, reword) => {
    let validators: ResponseValidators;
    try {
      validators = await load();
    } catch (error) {
      // A check that cannot run must not pass for a conforming answer: 'throw' says so on every call.
      if (mode === 'throw') throw error;
      console.warn(`depsight: the response validators could not be loaded: ${String(error)}`);
      return;
    }
    const url = request.url.split('?')[0] ?? '';
    const base = bases.find((prefix) => url.startsWith(`${prefix}/`)) ?? '';
    const violation = validators.checkResponse({
      method: request.method,
      path: url.slice(base.length),
      status: response.status,
      contentType: response.headers.get('content-type'),
      body,
    });
    if (!violation) return;
    // Every string of it (the value, and the pointer and message, which may quote its keys) is redacted.
    const error = new ResponseValidationError(redact(reword ? reword(violation) : violation));
    if (mode === 'throw') throw error;
    console.warn(error.message);
  };
}

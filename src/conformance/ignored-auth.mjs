// @ts-check
// `ignored_auth`: a secured operation must refuse a token that was never issued (401 or 403; another
// refusal, such as a 404 for the example's id, shows nothing of the token's check). Judged per operation
// where the server tells tokens apart (some operation of the run refused the made-up token); a server
// that accepts a made-up token everywhere checks no token at all, as the project's mock does: that is
// said once for the run, as a warning, rather than as one failure per operation.
import { randomUUID } from 'node:crypto';
import { reproductionOf } from './curl.mjs';
import { buildValidRequest } from './requests.mjs';
import { answered, as, isSuccess } from './tenant-isolation.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */

/**
 * The example request with a token that was never issued.
 * @param {import('./tenant-isolation.mjs').IsolationInput & { operation: Operation }} input
 * @returns {Promise<CheckResult | undefined>} undefined for an operation that accepts anonymous calls
 */
export async function ignoredAuthOf({ run, send, operation }) {
  if (!operation.secured) return undefined;
  const check = 'ignored_auth';
  if (operation.method !== 'get') {
    // The request would carry the document's example ids: a server that ignored the token would
    // change or delete what they name, maybe an object of its own.
    return {
      check,
      status: 'skipped',
      detail:
        "a write is not sent with a made-up token: it would take the document's example, which may name an object the run must not touch",
    };
  }
  let example;
  try {
    example = buildValidRequest(run.document, operation, {
      token: run.token,
      auth: run.settings.auth,
      parameterValues: run.settings.parameters,
    });
  } catch {
    return undefined;
  }
  const madeUp = `depsight-made-up-${randomUUID()}`;
  const exchange = await send(as(example, madeUp, run.settings.auth), 'ignored auth: a made-up token');
  const status = exchange.response?.status;
  if (status === 401 || status === 403) {
    return { check, status: 'passed', detail: `answered ${answered(exchange)} to a made-up token` };
  }
  if (!isSuccess(exchange)) {
    // A 404 for the example's id, a 400, a 5xx: the token's check is not what answered.
    return {
      check,
      status: 'skipped',
      detail: `answered ${answered(exchange)} to a made-up token, neither a refusal (401, 403) nor a success: it shows nothing of the token's check`,
    };
  }
  const reproduction = reproductionOf(run.target, exchange.request, 'request with a made-up token', false);
  return {
    check,
    status: 'failed',
    detail: `answered ${answered(exchange)} to a made-up token: the operation does not check the token it is given`,
    reproduction: { ...reproduction, curl: reproduction.curl.replace('$DEPSIGHT_TOKEN', madeUp) },
  };
}

/**
 * The run's view of `ignored_auth`: when no operation refused a made-up token, the server checks no
 * token anywhere; each operation's failure is then skipped and one warning says so for the run.
 * @param {CheckResult[]} results every operation's `ignored_auth` (changed in place)
 * @returns {CheckResult[]} the run's own result, or none
 */
export function ignoredAuthOfRun(results) {
  const failed = results.filter((result) => result.status === 'failed');
  if (failed.length === 0 || results.some((result) => result.status === 'passed')) return [];
  for (const result of failed) {
    result.status = 'skipped';
    result.detail = "no operation refused a made-up token: see the run's ignored_auth";
    delete result.reproduction;
  }
  return [
    {
      check: 'ignored_auth',
      status: 'warning',
      detail: `all ${failed.length} secured operations accepted a made-up token: the server checks no token at all (as the project's mock does), so no operation is singled out. A real server must refuse it`,
    },
  ];
}

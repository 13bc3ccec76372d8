// @ts-check
// The second account's part of a run (--second-token), after the first account's creates, reads and
// updates and before its deletes: first what the second account sees of its own (its reads, with the
// ids its own answers give), so that an object both accounts see is not taken for the first
// account's; then, per operation, tenant_isolation and ignored_auth.

import { send } from './http-client.mjs';
import { createIdSupply } from './id-supply.mjs';
import { ignoredAuthOf, ignoredAuthOfRun } from './ignored-auth.mjs';
import { createObjectToDelete } from './operation-run.mjs';
import { phaseOf } from './plan.mjs';
import { recordOf } from './report.mjs';
import { buildValidRequest } from './requests.mjs';
import { as, idsToProbe, tenantIsolationOf } from './tenant-isolation.mjs';
import { runInPhases } from './worker-pool.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./report.mjs').RequestRecord} RequestRecord */
/** @typedef {import('./settings.mjs').Run} Run */
/** @typedef {{ requests: RequestRecord[], results: CheckResult[] }} SecondAccountReport */

/**
 * @param {Run} run @param {string} secondToken
 * @param {{ workers: number, phaseOf: (operation: Operation) => number, sequentialPhases?: number[] }} phases
 * @returns {Promise<{ byOperation: Map<string, SecondAccountReport>, runResults: CheckResult[] }>}
 */
export async function checkSecondAccount(run, secondToken, phases) {
  /** @type {Map<string, SecondAccountReport>} */
  const byOperation = new Map();
  const reportOf = (/** @type {Operation} */ operation) => {
    const report = byOperation.get(operation.operationId) ?? { requests: [], results: [] };
    byOperation.set(operation.operationId, report);
    return report;
  };
  const sendFor =
    (/** @type {Operation} */ operation) =>
    async (/** @type {import('./requests.mjs').PlannedRequest} */ request, /** @type {string} */ purpose) => {
      const exchange = await send(run.target, request, run.sendSettings);
      reportOf(operation).requests.push(recordOf(purpose, exchange));
      return exchange;
    };
  const probed = run.selected.filter((operation) => phaseOf(operation) >= 1 && phaseOf(operation) <= 3);
  const revealedToSecond = await secondAccountView(run, secondToken, phases, sendFor, idsToProbe(run, probed));
  await runInPhases(probed, phases, async (operation) => {
    // A delete is only ever tried on an object the run created; its sequence may have deleted it.
    if (operation.method === 'delete' && !holdsCreatedObject(run, operation)) {
      await createObjectToDelete(run, operation, sendFor(operation));
    }
    const input = { run, operation, secondToken, send: sendFor(operation), revealedToSecond };
    for (const result of [await tenantIsolationOf(input), await ignoredAuthOf(input)]) {
      if (result) reportOf(operation).results.push(result);
    }
  });
  const resultsOf = (/** @type {string} */ check) =>
    [...byOperation.values()].flatMap((report) => report.results.filter((result) => result.check === check));
  const runResults = ignoredAuthOfRun(resultsOf('ignored_auth'));
  if (runResults.length > 0) withoutAccounts(resultsOf('tenant_isolation'));
  return { byOperation, runResults };
}

/**
 * A server that accepts a made-up token everywhere tells no account from another (the project's mock
 * serves one account to every token): what the second token reads is no other account's object, and
 * the run's ignored_auth warning says what is wrong instead.
 * @param {CheckResult[]} results every operation's `tenant_isolation` (changed in place)
 */
function withoutAccounts(results) {
  for (const result of results.filter((candidate) => candidate.status === 'failed')) {
    result.status = 'skipped';
    result.detail =
      "the server checks no token (see the run's ignored_auth), so every token reaches the same objects: no account's objects are another's";
    delete result.reproduction;
  }
}

/** Whether the run holds an object one of its creates made that the operation can take. */
function holdsCreatedObject(/** @type {Run} */ run, /** @type {Operation} */ operation) {
  const creates = new Set(
    run.operations.filter((candidate) => phaseOf(candidate) === 0).map((create) => create.operationId),
  );
  return run.ids.bindingsFor(operation).some(({ link }) => creates.has(link.supplier));
}

/**
 * Which of the first account's ids the second account's own answers hold: its reads that supply ids,
 * each sent once as the second account, with the ids its own earlier answers gave (never the first
 * account's, nor an id given with --param, which names the first account's objects).
 * @param {Run} run @param {string} secondToken @param {Parameters<typeof checkSecondAccount>[2]} phases
 * @param {(operation: Operation) => (request: import('./requests.mjs').PlannedRequest, purpose: string) => Promise<import('./checks.mjs').Exchange>} sendFor
 * @param {Set<string>} wanted the first account's ids
 * @returns {Promise<Set<string>>}
 */
async function secondAccountView(run, secondToken, phases, sendFor, wanted) {
  const revealed = new Set();
  if (wanted.size === 0) return revealed;
  const own = createIdSupply(run.document, run.operations, run.ids.links);
  const suppliers = new Set(run.ids.links.map((link) => link.supplier));
  const reads = run.selected.filter((operation) => phaseOf(operation) === 1 && suppliers.has(operation.operationId));
  await runInPhases(reads, phases, async (operation) => {
    const ids = new Set(own.idParameters(operation));
    const given = Object.fromEntries(
      Object.entries(run.settings.parameters).filter(([key]) => !ids.has(key.slice(key.indexOf(':') + 1))),
    );
    const { values } = own.valuesFor(operation);
    let request;
    try {
      request = buildValidRequest(run.document, operation, {
        token: secondToken,
        auth: run.settings.auth,
        parameterValues: {
          ...given,
          ...Object.fromEntries(
            Object.entries(values).map(([name, value]) => [`${operation.operationId}:${name}`, value]),
          ),
        },
      });
    } catch {
      return;
    }
    const exchange = await sendFor(operation)(
      as(request, secondToken, run.settings.auth),
      "tenant isolation: the second account's own answer",
    );
    own.record(operation, exchange, run.target);
    addFound(exchange.response?.body, wanted, revealed);
  });
  return revealed;
}

/**
 * Adds to `found` every wanted value that a JSON body holds as a string or a number (walked without
 * recursion: an answer may nest deeply).
 * @param {string | undefined} body @param {Set<string>} wanted @param {Set<string>} found
 */
function addFound(body, wanted, found) {
  let parsed;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return;
  }
  const pending = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' || typeof value === 'number') {
      if (wanted.has(String(value))) found.add(String(value));
    } else if (value && typeof value === 'object') pending.push(...Object.values(value));
  }
}

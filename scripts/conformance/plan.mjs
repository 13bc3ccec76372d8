// @ts-check
// Which operations are sent, and in what order: creates first so that reads and updates find
// something, deletes last (deepest paths first, children before their parents).

/** @typedef {import('../lib/openapi-operations.mjs').Operation} Operation */

const CREATE_VERBS = /^(create|add|register|start|generate)/;
// Ending the session would make every later request of the run unauthenticated.
const SESSION_ENDING_VERBS = /^logout$/;

/** The verb of an `<resource>_<verb>` operationId. */
function verbOf(/** @type {Operation} */ operation) {
  return operation.operationId.split('_').slice(1).join('_');
}

/** GET, HEAD and OPTIONS only read; everything else may change data on the server. */
export function isWriteOperation(/** @type {Operation} */ operation) {
  return !['get', 'head', 'options'].includes(operation.method);
}

/** 0 create, 1 read, 2 update or other write, 3 delete, 4 end of session. */
export function phaseOf(/** @type {Operation} */ operation) {
  const verb = verbOf(operation);
  if (SESSION_ENDING_VERBS.test(verb)) return 4;
  if (operation.method === 'delete') return 3;
  if (!isWriteOperation(operation)) return 1;
  if (operation.method === 'post' && CREATE_VERBS.test(verb)) return 0;
  return 2;
}

const depthOf = (/** @type {Operation} */ operation) => operation.path.split('/').filter(Boolean).length;

/**
 * @template {Operation} T
 * @param {T[]} operations in document order
 * @returns {T[]} in execution order; ties keep document order
 */
export function orderForExecution(operations) {
  return operations
    .map((operation, index) => ({ operation, index, phase: phaseOf(operation), depth: depthOf(operation) }))
    .sort(
      (left, right) =>
        left.phase - right.phase ||
        (left.phase === 3 ? right.depth - left.depth : left.depth - right.depth) ||
        left.index - right.index,
    )
    .map(({ operation }) => operation);
}

/**
 * @param {Operation[]} operations every operation of the document
 * @param {{ only?: string[], includeWrites?: boolean }} selection `only` holds tags or operationIds
 * @returns {{ selected: Operation[], notSent: { operationId: string, reason: string }[], unknownNames: string[] }}
 */
export function selectOperations(operations, { only = [], includeWrites = false }) {
  const wanted = new Set(only.map((name) => name.toLowerCase()));
  const matched = new Set();
  const inScope = operations.filter((operation) => {
    if (wanted.size === 0) return true;
    const names = [operation.operationId, operation.tag].filter(Boolean).map((name) => name.toLowerCase());
    for (const name of names) if (wanted.has(name)) matched.add(name);
    return names.some((name) => wanted.has(name));
  });
  const unknownNames = only.filter((name) => !matched.has(name.toLowerCase()));
  const selected = inScope.filter((operation) => includeWrites || !isWriteOperation(operation));
  const notSent = inScope
    .filter((operation) => !selected.includes(operation))
    .map((operation) => ({
      operationId: operation.operationId,
      reason: `${operation.method.toUpperCase()} changes data: sent only with --include-writes`,
    }));
  return { selected: orderForExecution(selected), notSent, unknownNames };
}

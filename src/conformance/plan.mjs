// @ts-check
// Which operations are sent, and in what order: the suppliers of real ids before the operations
// they feed (a list of accounts before the members of one), creates before reads and updates at
// each of those levels, deletes last (deepest paths first, children before their parents).

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */

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

/** The steps of deletes and of the end of the session: after every other, one operation at a time. */
export const DELETE_STEP = 10_000;
export const SESSION_END_STEP = DELETE_STEP + 1;

/**
 * The step of each selected operation: its level in the links (0 for an operation that needs no id
 * from another selected one, 1 + the highest level of its suppliers otherwise), times three, plus its
 * phase (create, read, update). Operations of one step run together; a step starts when the one
 * before has ended. An operation waits for every selected operation that may supply one of its ids,
 * not only the surest: when the surest answers nothing usable (an empty list, a field left out), the
 * next one has already answered. Links are taken surest first, and one that would close a cycle
 * (a read that feeds an update that feeds the read) is left out, since neither can wait for the other.
 * @param {Operation[]} selected
 * @param {import('./links.mjs').Link[]} links surest first
 * @returns {(operation: Operation) => number}
 */
export function stepsOf(selected, links) {
  const byId = new Map(selected.map((operation) => [operation.operationId, operation]));
  /** @type {Map<string, Set<string>>} the suppliers each operation waits for */
  const waitsFor = new Map();
  const dependsOn = (/** @type {string} */ from, /** @type {string} */ target) => {
    const pending = [from];
    const visited = new Set();
    while (pending.length > 0) {
      const current = /** @type {string} */ (pending.pop());
      if (current === target) return true;
      if (visited.has(current)) continue;
      visited.add(current);
      pending.push(...(waitsFor.get(current) ?? []));
    }
    return false;
  };
  for (const link of links) {
    const supplier = byId.get(link.supplier);
    const consumer = byId.get(link.consumer);
    if (!supplier || !consumer || supplier === consumer) continue;
    // Deletes wait for everything anyway; a delete never supplies a read.
    if (phaseOf(supplier) >= 3 || phaseOf(consumer) >= 3) continue;
    if (waitsFor.get(consumer.operationId)?.has(supplier.operationId)) continue;
    if (dependsOn(supplier.operationId, consumer.operationId)) continue;
    waitsFor.set(consumer.operationId, (waitsFor.get(consumer.operationId) ?? new Set()).add(supplier.operationId));
  }
  /** @type {Map<string, number>} */
  const levels = new Map();
  /** @type {(operationId: string) => number} */
  const levelOf = (operationId) => {
    const known = levels.get(operationId);
    if (known !== undefined) return known;
    // The graph has no cycle, so this ends; its depth is that of the longest chain of suppliers.
    const level = Math.max(-1, ...[...(waitsFor.get(operationId) ?? [])].map(levelOf)) + 1;
    levels.set(operationId, level);
    return level;
  };
  return (operation) => {
    const phase = phaseOf(operation);
    if (phase === 3) return DELETE_STEP;
    if (phase === 4) return SESSION_END_STEP;
    return levelOf(operation.operationId) * 3 + phase;
  };
}

// @ts-check
// Which operations are sent, and in what order: the suppliers of real ids before the operations
// they feed (a list of accounts before the members of one), creates before reads and updates at
// each of those levels, deletes last (deepest paths first, children before their parents).

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

/** The steps of deletes and of the end of the session: after every other, one operation at a time. */
export const DELETE_STEP = 10_000;
export const SESSION_END_STEP = DELETE_STEP + 1;

/**
 * The step of each selected operation: its level in the links (0 for an operation that needs no id
 * from another selected one, 1 + its suppliers' level otherwise), times three, plus its phase (create,
 * read, update). Operations of one step run together; a step starts when the one before has ended.
 * @param {Operation[]} selected
 * @param {import('./links.mjs').Link[]} links surest first
 * @returns {(operation: Operation) => number}
 */
export function stepsOf(selected, links) {
  const byId = new Map(selected.map((operation) => [operation.operationId, operation]));
  /** @type {Map<string, string[]>} the surest supplier of each id parameter, by consumer */
  const suppliers = new Map();
  for (const link of links) {
    if (!byId.has(link.supplier) || !byId.has(link.consumer) || link.supplier === link.consumer) continue;
    const known = suppliers.get(link.consumer) ?? [];
    const taken = new Set(known.map((entry) => entry.split(' ')[0]));
    if (!taken.has(link.idParameter)) known.push(`${link.idParameter} ${link.supplier}`);
    suppliers.set(link.consumer, known);
  }
  /** @type {Map<string, number>} */
  const levels = new Map();
  const levelOf = (/** @type {string} */ operationId, /** @type {Set<string>} */ visiting) => {
    const known = levels.get(operationId);
    if (known !== undefined) return known;
    if (visiting.has(operationId)) return 0; // a cycle: neither can wait for the other
    visiting.add(operationId);
    const operation = /** @type {Operation} */ (byId.get(operationId));
    let level = 0;
    for (const entry of suppliers.get(operationId) ?? []) {
      const supplier = /** @type {Operation} */ (byId.get(entry.split(' ')[1] ?? ''));
      // Deletes wait for everything anyway; a delete never supplies a read.
      if (phaseOf(supplier) >= 3 || phaseOf(operation) >= 3) continue;
      level = Math.max(level, levelOf(supplier.operationId, visiting) + 1);
    }
    visiting.delete(operationId);
    levels.set(operationId, level);
    return level;
  };
  return (operation) => {
    const phase = phaseOf(operation);
    if (phase === 3) return DELETE_STEP;
    if (phase === 4) return SESSION_END_STEP;
    return levelOf(operation.operationId, new Set()) * 3 + phase;
  };
}

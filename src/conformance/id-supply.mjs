// @ts-check
// Real ids for a run, from the server's own answers: every success answer of a supplier is read
// through the links of the graph (links.mjs), and what they give is kept, per consumer, as bindings
// (the values of its parameters that belong together: a member's uuid and the account it is in).
// An operation then takes the binding of its surest link; --param still overrides, and generated
// and negative cases keep their made-up values.
import { idParameterNames, linkGraph } from './links.mjs';
import { phaseOf } from './plan.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./links.mjs').Link} Link */
/** @typedef {import('./links.mjs').ValueSource} ValueSource */
/** @typedef {import('./checks.mjs').Exchange} Exchange */

/** At most this many objects of one answer are kept per link: enough to try a few, not a whole list. */
const VALUES_PER_ANSWER = 3;

/**
 * What the supplier's answer and request hold, as the links' expressions read them.
 * @typedef {object} SuppliedAnswer
 * @property {unknown} body parsed JSON, or undefined
 * @property {Record<string, string>} headers lower-case names
 * @property {Record<string, unknown>} pathValues the supplier request's path parameters
 * @property {URLSearchParams} query the supplier request's query
 * @property {string} targetPath the path part of the target, which a Location's path starts with
 */

/** The values a pointer reaches; `*` walks every item of an array. */
function valuesAt(/** @type {unknown} */ value, /** @type {string[]} */ pointer) {
  /** @type {unknown[]} */
  let current = [value];
  for (const part of pointer) {
    current = current.flatMap((node) => {
      if (part === '*') return Array.isArray(node) ? node : [];
      if (node && typeof node === 'object') return [/** @type {Record<string, unknown>} */ (node)[part]];
      return [];
    });
  }
  return current
    .filter((found) => (typeof found === 'string' && found.length > 0) || typeof found === 'number')
    .map(String);
}

/** The path parameters a concrete path gives for a template, or undefined when it does not match. */
export function matchPath(/** @type {string} */ template, /** @type {string} */ path) {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => /** @type {string} */ (match[1]));
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  const values = pattern.exec(path)?.slice(1);
  if (!values) return undefined;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
  } catch {
    return undefined; // a malformed escape in a path the server gave
  }
}

/**
 * The bindings a link gives from one answer: one per object it names (several for a list).
 * @param {Link} link @param {Operation} consumer @param {SuppliedAnswer} answer
 * @returns {Record<string, string>[]}
 */
export function bindingsOf(link, consumer, answer) {
  /** @type {Record<string, string[]>} */
  const valuesByName = {};
  for (const [name, source] of Object.entries(link.parameters)) {
    if (source.from === 'location') {
      const location = answer.headers.location;
      if (!location) continue;
      let pathname;
      try {
        pathname = new URL(location, 'http://target.invalid').pathname;
      } catch {
        continue;
      }
      const relative = pathname.startsWith(answer.targetPath) ? pathname.slice(answer.targetPath.length) : pathname;
      const matched = matchPath(consumer.path, relative);
      // A Location that names no path of the consumer still names the id: its last segment.
      const id = matched?.[name] ?? relative.split('/').filter(Boolean).at(-1);
      if (id) valuesByName[name] = [id];
      for (const [other, value] of Object.entries(matched ?? {})) {
        if (other !== name && value !== undefined) valuesByName[other] = [value];
      }
      continue;
    }
    const found = sourceValues(source, answer);
    if (found.length > 0) valuesByName[name] = found;
  }
  const idValues = valuesByName[link.idParameter];
  if (!idValues) return [];
  return idValues.slice(0, VALUES_PER_ANSWER).map((id) => {
    /** @type {Record<string, string>} */
    const binding = {};
    for (const [name, values] of Object.entries(valuesByName)) binding[name] = /** @type {string} */ (values[0]);
    binding[link.idParameter] = id;
    return binding;
  });
}

/** @param {Exclude<ValueSource, { from: 'location' }>} source @param {SuppliedAnswer} answer */
function sourceValues(source, answer) {
  switch (source.from) {
    case 'body':
      return valuesAt(answer.body, source.pointer);
    case 'header': {
      const header = answer.headers[source.name];
      return header ? [header] : [];
    }
    case 'request-path':
      return answer.pathValues[source.name] === undefined ? [] : [String(answer.pathValues[source.name])];
    case 'request-query':
      return answer.query.getAll(source.name);
    default:
      return [source.value];
  }
}

/**
 * The answer of an exchange as links read it.
 * @param {Exchange} exchange @param {Operation} operation @param {string} target
 * @returns {SuppliedAnswer | undefined} undefined unless it is a success
 */
export function suppliedAnswer(exchange, operation, target) {
  const response = exchange.response;
  if (!response || response.status < 200 || response.status >= 300) return undefined;
  let body;
  try {
    body = JSON.parse(response.body ?? '');
  } catch {
    body = undefined;
  }
  return {
    body,
    headers: response.headers ?? {},
    // A request's path is relative to the target; a Location names the server's whole path.
    pathValues: matchPath(operation.path, exchange.request.path) ?? {},
    query: exchange.request.query,
    targetPath: new URL(target).pathname.replace(/\/+$/, ''),
  };
}

/**
 * @typedef {object} SuppliedBinding
 * @property {Link} link
 * @property {Record<string, string>} values
 */

/**
 * The run's store of real ids.
 * @param {any} document @param {Operation[]} operations every operation of the document
 * @param {Link[]} [links] the document's link graph, when it is known already
 */
export function createIdSupply(document, operations, links = linkGraph(document, operations)) {
  /** @type {SupplyStore} */
  const store = {
    links,
    byId: new Map(operations.map((operation) => [operation.operationId, operation])),
    supplied: new Map(),
    gone: new Set(),
    seen: new Set(),
  };
  const { byId, supplied, gone, seen } = store;
  /** @type {Map<Link, number>} how many times each link delivered */
  const followed = new Map();

  return {
    links,
    /** @param {Operation} operation */
    idParameters: (operation) => idParameterNames(document, operation, links),
    /** Keeps what a success answer supplies. @param {Operation} supplier @param {Exchange} exchange @param {string} target */
    record: (supplier, exchange, target) => recordSupplied(store, supplier, exchange, target),
    /** The bindings an operation can take, surest link first, then in the order they came. @param {Operation} operation @returns {SuppliedBinding[]} */
    bindingsFor(operation) {
      return (supplied.get(operation.operationId) ?? [])
        .filter(({ link, values }) => !gone.has(values[link.idParameter] ?? ''))
        .sort((left, right) => left.link.rank - right.link.rank);
    },
    /**
     * Whether a request names an object by an id the server never gave out (a made-up one, or the
     * document's example): a 404 to it is the server's right, not a departure from the document.
     * @param {Operation} operation @param {import('./requests.mjs').PlannedRequest} request
     * @param {Record<string, string>} given the --param values
     */
    namesUnknownId: (operation, request, given) =>
      idParameterNames(document, operation, links).some((name) => {
        const value = matchPath(operation.path, request.path)?.[name] ?? request.query.get(name) ?? undefined;
        const chosen = given[`${operation.operationId}:${name}`] ?? given[name];
        return value !== undefined && value !== chosen && !seen.has(value);
      }),
    /** An object the run deleted. @param {string} id */
    forget: (id) => void gone.add(id),
    /** @param {string} id */
    isGone: (id) => gone.has(id),
    /**
     * The real values of an operation's path parameters: the surest binding, completed by others that
     * agree with it (the account of a member from the list of accounts). Marks the links as followed.
     * @param {Operation} operation
     * @param {{ preferred?: SuppliedBinding[], ownObjectsOnly?: boolean }} [choice] `preferred`: bindings to
     *   try first (each object of the isolation probe); `ownObjectsOnly`: the object the operation names
     *   (its last path parameter) must come from a create of this run, as a delete's must
     * @returns {{ values: Record<string, string>, links: Link[] }}
     */
    valuesFor(operation, { preferred = [], ownObjectsOnly = false } = {}) {
      const { values, links: used } = agreeingValues(
        operation,
        preferred,
        this.bindingsFor(operation),
        ownObjectsOnly ? (link) => phaseOf(/** @type {Operation} */ (byId.get(link.supplier))) === 0 : () => true,
      );
      for (const link of used) followed.set(link, (followed.get(link) ?? 0) + 1);
      return { values, links: used };
    },
    /** Each link that delivered an id to a request, and how many times. */
    followedLinks: () => [...followed].map(([link, times]) => ({ ...linkSummary(link), times })),
    /**
     * The operations that could supply an id parameter, surest first.
     * @param {Operation} operation @param {string} name
     */
    suppliersOf: (operation, name) => [
      ...new Set(
        links
          .filter((link) => link.consumer === operation.operationId && link.idParameter === name)
          .map((link) => link.supplier),
      ),
    ],
  };
}

/**
 * @typedef {object} SupplyStore
 * @property {Link[]} links
 * @property {Map<string, Operation>} byId
 * @property {Map<string, SuppliedBinding[]>} supplied by consumer
 * @property {Set<string>} gone ids of the objects the run deleted
 * @property {Set<string>} seen every id the server's answers gave out
 */

/**
 * Keeps what a success answer supplies to the operations its links feed.
 * @param {SupplyStore} store @param {Operation} supplier @param {Exchange} exchange @param {string} target
 */
function recordSupplied({ links, byId, supplied, gone, seen }, supplier, exchange, target) {
  const answer = suppliedAnswer(exchange, supplier, target);
  if (!answer) return;
  for (const link of links) {
    if (link.supplier !== supplier.operationId) continue;
    if (link.declared && !statusMatches(link.status, exchange.response?.status ?? 0)) continue;
    const consumer = byId.get(link.consumer);
    if (!consumer) continue;
    const known = supplied.get(link.consumer) ?? [];
    for (const values of bindingsOf(link, consumer, answer)) {
      for (const value of Object.values(values)) seen.add(value);
      // A create that gives out an id the run had deleted made that object again (a member added anew).
      if (phaseOf(supplier) === 0) gone.delete(values[link.idParameter] ?? '');
      const key = JSON.stringify(values);
      if (known.some((entry) => entry.link === link && JSON.stringify(entry.values) === key)) continue;
      known.push({ link, values });
    }
    supplied.set(link.consumer, known);
  }
}

/**
 * The values of the bindings that agree with one another, the object the operation names (its last
 * path parameter) first, then what it lives in (the member's account).
 * @param {Operation} operation @param {SuppliedBinding[]} preferred bindings to try first
 * @param {SuppliedBinding[]} bindings the operation's, surest first
 * @param {(link: Link) => boolean} takesObjectFrom whether a link may name the object itself
 */
function agreeingValues(operation, preferred, bindings, takesObjectFrom) {
  const last = /\{([^}]+)\}$/.exec(operation.path)?.[1];
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {Link[]} */
  const used = [];
  const objectFirst = bindings.sort(
    (left, right) => Number(right.link.idParameter === last) - Number(left.link.idParameter === last),
  );
  for (const { link, values: binding } of [...preferred, ...objectFirst]) {
    if (link.idParameter === last && !takesObjectFrom(link)) continue;
    const agrees = Object.entries(binding).every(
      ([name, value]) => values[name] === undefined || values[name] === value,
    );
    const adds = Object.keys(binding).some((name) => values[name] === undefined);
    if (!agrees || !adds) continue;
    for (const [name, value] of Object.entries(binding)) values[name] ??= value;
    used.push(link);
  }
  return { values, links: used };
}

/** What the coverage says of a link. @param {Link} link */
const linkSummary = (link) => ({
  name: link.name,
  declared: link.declared,
  supplier: link.supplier,
  consumer: link.consumer,
  parameters: Object.keys(link.parameters),
});

/** A declared link belongs to one response: `200`, `2XX` or `default`. */
function statusMatches(/** @type {string} */ key, /** @type {number} */ status) {
  if (key === 'default') return true;
  if (/^\dXX$/i.test(key)) return String(status)[0] === key[0];
  return Number(key) === status;
}

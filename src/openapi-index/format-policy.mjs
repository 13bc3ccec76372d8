// @ts-check
// The one format policy of every Ajv that reads the document: the mock's (its answers, and the requests
// depsight/msw refuses), the conformance command's (a server's answers) and the compiled validators
// of `depsight/validate`. With one policy, what the mock sends the checker and the SDK take as valid.
//
// - The formats JSON Schema and OpenAPI name are checked as ajv-formats' `full` mode checks them: a
//   `date` is a day of the calendar (2024-02-29, not 2023-02-29), a `date-time` such a day and a time
//   of the clock (ajv-formats 2.1 lets its time zone be left out), a `uri` an absolute RFC 3986 URI, an `email` an address of the usual
//   form, a `uuid` an RFC 4122 uuid in either case; `int32` and `int64` bound numbers.
// - Any other format the document names (its own labels: `csv`, `pdf`, `cyclonedx-json`) constrains
//   nothing, as OpenAPI allows.
import addFormats from 'ajv-formats';

/** @param {import('ajv').default} ajv @param {any} document the document whose schemas the Ajv will compile */
export function applyFormatPolicy(ajv, document) {
  // ajv-formats is CommonJS; its default export arrives as the module object under some loaders.
  const applyFormats = /** @type {any} */ (addFormats).default ?? addFormats;
  applyFormats(ajv, { mode: 'full', keywords: true });
  for (const format of formatsNamedIn(document)) if (!ajv.formats[format]) ajv.addFormat(format, true);
}

/** Keys whose value maps names to schemas (or, a link's `parameters`, to expressions): there, `format` is a name. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'schemas', 'parameters']);

/**
 * Every format the document's schemas name. Examples are skipped: their values are data, not schemas
 * (megabytes of it in the mock's document).
 * @param {unknown} node @param {Set<string>} [found] @param {boolean} [names] whether node maps names to schemas
 */
function formatsNamedIn(node, found = new Set(), names = false) {
  if (Array.isArray(node)) for (const item of node) formatsNamedIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (names) formatsNamedIn(value, found);
      else if (key === 'format' && typeof value === 'string') found.add(value);
      else if (key !== 'example' && key !== 'examples') formatsNamedIn(value, found, NAME_MAPS.has(key));
    }
  }
  return found;
}

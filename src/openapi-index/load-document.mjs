// @ts-check
// Reads the bundled OpenAPI document from a file, in Node. Apart from the rest of the index, which
// reads no file, so that the MSW handlers can carry the index into a browser.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** @param {string} file a YAML (or JSON) OpenAPI document */
export function loadDocument(file) {
  return parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 });
}

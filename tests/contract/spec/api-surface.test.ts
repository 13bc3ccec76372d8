import { describe, expect, it } from 'vitest';
import { pathShape, readSurface } from '../../support/api-surface';
import { bundledOperations } from '../support/document';

const surface = readSurface();
const documented = new Set(
  bundledOperations.map((operation) => `${operation.method.toUpperCase()} ${pathShape(operation.path)}`),
);

describe('the document covers the API surface', () => {
  it.each(surface.map((line) => [`${line.method} ${line.path}`, line] as const))('%s is described', (_, line) => {
    expect(documented.has(`${line.method} ${pathShape(line.path)}`)).toBe(true);
  });

  it('describes every operation of the surface and nothing else', () => {
    const expected = new Set(surface.map((line) => `${line.method} ${pathShape(line.path)}`));
    const found = [...expected].filter((key) => documented.has(key)).length;
    console.log(`Operations found: ${found}/${expected.size}`);
    expect(found).toBe(expected.size);
    expect([...documented].filter((key) => !expected.has(key))).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = bundledOperations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

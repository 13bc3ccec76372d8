import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_FILE } from '../../../scripts/lib/spec-build.mjs';
import {
  buildValidators,
  VALIDATORS_FILE,
  VALIDATORS_TYPES,
  VALIDATORS_TYPES_FILE,
} from '../../../scripts/lib/validator-build.mjs';
import { sdkSize } from '../../../scripts/size-report.mjs';
import { loadDocument } from '../../../src/openapi-index/load-document.mjs';

describe('the compiled response validators', () => {
  it('generated/response-validators.js is what `npm run generate` writes from the bundle', async () => {
    const built = await buildValidators(loadDocument(BUNDLE_FILE));
    expect(
      readFileSync(VALIDATORS_FILE, 'utf8') === built,
      'generated/response-validators.js is stale: run `npm run generate`',
    ).toBe(true);
    expect(
      readFileSync(VALIDATORS_TYPES_FILE, 'utf8') === VALIDATORS_TYPES,
      'generated/response-validators.d.ts is stale: run `npm run generate`',
    ).toBe(true);
  });

  it('say they must not be edited, and need no package at run time', () => {
    const code = readFileSync(VALIDATORS_FILE, 'utf8');
    expect(code.slice(0, 300)).toMatch(/Do not edit/);
    expect(readFileSync(VALIDATORS_TYPES_FILE, 'utf8').slice(0, 300)).toMatch(/Do not edit/);
    // No import statement, and no require call (Ajv's helpers name their own require in a string).
    expect(code.match(/\bimport\s*[{*\w][^;]*from\s*["'][^"']+["']/g) ?? []).toEqual([]);
    expect(code.match(/(?<!['"])\brequire\(["'][^"']+["']\)/g) ?? []).toEqual([]);
  });

  it("are not in the SDK's default entry: createClient's bundle holds neither them nor depsight/validate", async () => {
    const { inputs, bytes } = await sdkSize();
    expect(inputs.some((file) => file.includes('src/sdk/client.ts'))).toBe(true);
    expect(inputs.filter((file) => /response-validators|src\/sdk\/validate\.ts|node_modules\/ajv/.test(file))).toEqual(
      [],
    );
    expect(bytes).toBeLessThanOrEqual(15 * 1024);
  });
});

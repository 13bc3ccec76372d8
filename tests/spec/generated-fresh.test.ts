import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_FILE, buildBundle, buildTypes, TYPES_FILE } from '../../scripts/lib/spec-build.mjs';
import { parseSurface, SNAPSHOT_SURFACE_FILE, sharedSurfaceFile } from '../support/api-surface';

describe('generated files', () => {
  it('generated/openapi.yaml is what `npm run spec:bundle` writes from openapi/', async () => {
    const { text } = await buildBundle();
    expect(
      readFileSync(BUNDLE_FILE, 'utf8') === text,
      'generated/openapi.yaml is stale: run `npm run spec:bundle`',
    ).toBe(true);
  });

  it('generated/api.d.ts is what `npm run generate` writes from the bundle', async () => {
    const { document } = await buildBundle();
    const types = await buildTypes(document);
    expect(readFileSync(TYPES_FILE, 'utf8') === types, 'generated/api.d.ts is stale: run `npm run generate`').toBe(
      true,
    );
  });

  it('both generated files say they must not be edited', () => {
    expect(readFileSync(BUNDLE_FILE, 'utf8').slice(0, 300)).toMatch(/Do not edit/);
    expect(readFileSync(TYPES_FILE, 'utf8').slice(0, 300)).toMatch(/Do not edit/);
  });

  it('the api-surface snapshot lists 157 operations and equals the shared original where it is reachable', () => {
    const snapshot = readFileSync(SNAPSHOT_SURFACE_FILE, 'utf8');
    expect(parseSurface(snapshot)).toHaveLength(157);
    const shared = sharedSurfaceFile();
    if (shared) expect(snapshot).toBe(readFileSync(shared, 'utf8'));
  });
});

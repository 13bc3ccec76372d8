import type { TestProject } from 'vitest/node';
import { startPrism } from '../../mocks/server/prism.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of a Prism mock of the bundled document, started with `--errors`. */
    prismUrl: string;
  }
}

// One Prism for the whole contract project, on a random free port. With `--errors` a response
// that breaks its own schema becomes a 500, so every test also checks the document's examples.
export default async function setup(project: TestProject) {
  const prism = await startPrism({ document: BUNDLE_FILE, errors: true });
  project.provide('prismUrl', prism.url);
  return async () => {
    await prism.stop();
  };
}

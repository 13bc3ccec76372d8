import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicy } from './scripts/lib/content-security-policy.mjs';

/**
 * How long a unit, component or contract test, or one of their hooks, may run before it is reported as
 * failing. No test waits for a duration; this is only a ceiling for one that is going to fail, set for a
 * slow, busy CI machine. Hooks that start Prism get a clearer error first: its own start-up ceiling is 120 s.
 */
const SLOW_MACHINE_TEST_CEILING_MS = 150_000;

/**
 * Test files a run leaves out, comma-separated globs (`npm test`'s runs under other Node.js versions):
 * a project's own `exclude` takes the place of vitest's `--exclude`, so the projects read them here.
 */
const EXCLUDED_BY_RUN = (process.env.DEPSIGHT_TEST_EXCLUDE ?? '').split(',').filter(Boolean);

/** Production builds only: the dev server needs inline scripts for hot reloading. */
function contentSecurityPolicyTag(): Plugin {
  return {
    name: 'depsight-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy({ apiBaseUrl: process.env.VITE_API_BASE_URL }),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicyTag()],
  // `@/` is `src/` (as in tsconfig.json's paths), so no import climbs the folder tree; vitest uses it too.
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  // The metrics worker is a module, as the page is: it shares the page's modules by import.
  worker: { format: 'es' },
  test: {
    // Vitest's default leaves one core to itself (one worker on a 2-core machine). Many files here
    // wait on child processes (Prism, the packed SDK's installs, Chromium) rather than compute: with
    // two workers this run took 633 s instead of 764 s in a fresh clone on 2 cores.
    maxWorkers: Math.max(2, availableParallelism()),
    // expect.poll waits for a condition; its default ceiling (1 s) is met by a busy machine redrawing a
    // large page (a browser test sorting thousands of rows beside another test file). A ceiling only.
    expect: { poll: { timeout: 30_000 } },
    // A property test of 2 s alone took 19 s beside the browser suite at load 10.
    testTimeout: SLOW_MACHINE_TEST_CEILING_MS,
    hookTimeout: SLOW_MACHINE_TEST_CEILING_MS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/contract/**', 'tests/browser/**', ...EXCLUDED_BY_RUN],
          environment: 'node',
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/contract/**', 'tests/browser/**', ...EXCLUDED_BY_RUN],
          environment: 'jsdom',
          // Testing Library's waits get a ceiling for a slow, busy machine too (see the setup file).
          setupFiles: ['tests/dashboard/support/slow-machine-timeouts.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          exclude: EXCLUDED_BY_RUN,
          environment: 'node',
          globalSetup: ['tests/contract/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // Builds the dashboard, starts Prism and vite preview (tests/browser/README.md).
          globalSetup: ['tests/browser/global-setup.ts'],
          // One Chromium at a time on a 2-core machine; the journeys wait for real pages.
          fileParallelism: false,
          // The worklist journey took 50 s beside the other projects' files at load 10.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});

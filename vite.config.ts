import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicy } from './scripts/lib/content-security-policy.mjs';

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
  test: {
    // Vitest's default leaves one core to itself (one worker on a 2-core machine). Many files here
    // wait on child processes (Prism, the packed SDK's installs, Chromium) rather than compute: with
    // two workers this run took 633 s instead of 764 s in a fresh clone on 2 cores.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/contract/**', 'tests/browser/**'],
          environment: 'node',
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
          // A ceiling for property tests on a slow, busy machine; none waits for a duration.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/contract/**', 'tests/browser/**'],
          environment: 'jsdom',
          // Waits are for conditions; these are ceilings for a slow, busy machine (see the setup file).
          setupFiles: ['tests/dashboard/support/slow-machine-timeouts.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30_000,
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
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
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

/**
 * Unit tests that need a process of their own, where the unit project runs a worker's files in one
 * module registry: one that measures its process's heap.
 */
const OWN_PROCESS_TESTS = ['tests/sdk/client/stream-projects-1gb.test.ts'];

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

/** V8's explicit compile hint (Chromium 136 and later): compile every function of this script eagerly. */
const COMPILE_EVERY_FUNCTION = '//# allFunctionsCalledOnLoad';

/**
 * The scripts the first view runs (the entry and the chunks it imports statically) start with V8's
 * compile hint: Chromium then compiles all their functions while each script streams in, off the
 * page's thread, instead of compiling each on the page's thread the first time it is called (lazily),
 * which was about a third of a first visit's boot and first renders in Chromium's traces. The hint
 * works only as a script's first line, so it is put there last, after minification (which drops
 * comments) and Vite's own preamble; each file's hash covers it and its source map moves down a line.
 */
function compileHintForFirstView(): Plugin {
  /** The modules the entry imports statically: a chunk holding one may be of the first view. */
  const firstViewModules = new Set<string>();
  return {
    name: 'depsight-compile-hint-for-first-view',
    apply: 'build',
    enforce: 'post',
    buildEnd() {
      firstViewModules.clear();
      const visit = (id: string) => {
        if (firstViewModules.has(id)) return;
        firstViewModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
    augmentChunkHash: (chunk) =>
      chunk.moduleIds.some((id) => firstViewModules.has(id)) ? COMPILE_EVERY_FUNCTION : undefined,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
        const firstView = new Set<string>();
        const visit = (fileName: string) => {
          if (firstView.has(fileName)) return;
          firstView.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
        for (const chunk of [...firstView].flatMap((fileName) => chunks.get(fileName) ?? [])) {
          chunk.code = `${COMPILE_EVERY_FUNCTION}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source);
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

/** A worker's built script: Vite names it after its source (`metrics.worker.ts`) and its content's hash. */
const WORKER_SCRIPT = /(^|\/)[\w-]+\.worker-[\w-]+\.js$/;

/**
 * index.html asks for the workers' scripts as the page loads, beside the page's own: the metrics
 * worker starts only when the metrics answer begins to arrive, and its script then comes from a server
 * busy sending that answer (seconds later on a busy machine), between the answer and the first row.
 * The worker's own request is then answered by the browser's cache (a prefetch is kept for minutes
 * whatever the server says of caching; it compiles nothing on the page).
 */
function preloadWorkerScripts(): Plugin {
  return {
    name: 'depsight-preload-worker-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((fileName) => WORKER_SCRIPT.test(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'prefetch', href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** The page's first script (src/dashboard/early.ts): it sends the metrics call before the app's bundle runs. */
const EARLY_SCRIPT = 'src/dashboard/early.ts';

/**
 * Production builds only: the early script is an entry of its own, loaded `async` beside the app's
 * entry, so that it runs as soon as its few small modules arrive instead of after the app's bundle
 * has been compiled and run (index.html's module scripts would be bundled into one entry). In
 * development the page sends the call itself, a moment later.
 */
function earlyMetricsCallScript(): Plugin {
  return {
    name: 'depsight-early-metrics-call-script',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            early: fileURLToPath(new URL(`./${EARLY_SCRIPT}`, import.meta.url)),
          },
        },
      },
    }),
    // Placed before the app's entry (and after the Content-Security-Policy, which covers only what
    // follows it), and asked for first: the browser has few connections to the host, and the
    // page's other scripts would otherwise be sent before it.
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const early = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'early',
        );
        if (!early) return html;
        const tag = `<script type="module" async crossorigin fetchpriority="high" src="/${early.fileName}"></script>`;
        return html.replace(/<script type="module"/, `${tag}\n    <script type="module"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicyTag(),
    compileHintForFirstView(),
    preloadWorkerScripts(),
    earlyMetricsCallScript(),
  ],
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
          exclude: ['tests/contract/**', 'tests/browser/**', ...OWN_PROCESS_TESTS, ...EXCLUDED_BY_RUN],
          environment: 'node',
          // A worker runs its files in one module registry instead of a fresh process each: these
          // files import the same modules (the document, the mock's world, the SDK), which were
          // evaluated again for every one of 214 files (tests/dashboard and tests/sdk: 91 s → 44 s).
          // A file that stubs a global or spies restores it itself; the files that need a fresh
          // registry run in `unit-own-process`.
          isolate: false,
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          // Unit tests that measure their process (its heap): each in a process of its own, where
          // no other file's garbage is counted.
          name: 'unit-own-process',
          include: OWN_PROCESS_TESTS,
          exclude: EXCLUDED_BY_RUN,
          environment: 'node',
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

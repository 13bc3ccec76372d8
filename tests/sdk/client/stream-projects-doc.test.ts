// docs/sdk.md's streaming example, tested as written: `export-projects.ts`, its `depsight` and
// `depsight/stream` imports pointed at this repository's sources, exports a local server's answer.
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { typeProblemsOf, writeDocCodeBlocks } from '../../support/doc-code-blocks';
import { type MetricsBodyServer, startMetricsBodyServer } from '../support/metrics-body-server';

const { files, out } = writeDocCodeBlocks('docs/sdk.md', 'sdk-stream');
const EXAMPLE = 'export-projects.ts';

let server: MetricsBodyServer;
beforeAll(async () => {
  server = await startMetricsBodyServer(5_000_000);
});
afterAll(() => server.close());

it('the guide has the example', () => {
  expect(files).toContain(EXAMPLE);
});

it('type-checks as written, with the package names a reader imports', () => {
  expect(typeProblemsOf(out, [EXAMPLE])).toEqual([]);
}, 120_000);

it('writes every project of the answer as one JSON line, and reads the rest after them', async () => {
  const { exportProjects } = (await import(/* @vite-ignore */ `${out}${EXAMPLE}`)) as {
    exportProjects: (
      baseUrl: string,
      token: string,
      file: string,
    ) => Promise<{ projects: number; days: number; bytes: number }>;
  };
  const file = `${out}projects.ndjson`;
  rmSync(file, { force: true });
  const summary = await exportProjects(server.url, 'tok_doc_0001', file);
  expect(summary).toEqual({ projects: server.projects, days: 1, bytes: server.bodyBytes });
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  expect(lines).toHaveLength(server.projects);
  expect(JSON.parse(lines.at(-1) ?? '').projectUUID).toBe(
    `00000000-0000-4000-8000-0000${String(server.projects - 1).padStart(8, '0')}`,
  );
  expect(server.authorizations).toEqual(['Bearer tok_doc_0001']);
});

// A public catalogue is no tenant leak. Reaching a value through a link proves nothing about who owns
// it: only ids are probed (uuids and parameters named as ids), never a value that the second account's
// own answers reveal too, and never an operation the document marks shared (`x-depsight-shared`).
// A real leak on the same server is still found.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import {
  CATALOGUE_INTRUDER,
  CATALOGUE_OPERATIONS,
  CATALOGUE_OWNER,
  OWNER_ONLY_ADVISORY,
  OWNER_PROJECT,
  SHARED_PROJECT,
  startCatalogueServer,
} from './catalogue-server';

const settings = {
  maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
  token: CATALOGUE_OWNER,
  secondToken: CATALOGUE_INTRUDER,
  cases: 1,
  only: [...CATALOGUE_OPERATIONS],
};
const servers: { stop: () => Promise<void> }[] = [];
let directory: string;
let safe: Report;
let leaky: Report;
let unmarked: Report;

const failuresOf = (report: Report) =>
  report.operations.flatMap((operation) =>
    operation.results
      .filter((result) => result.status === 'failed')
      .map((result) => `${operation.operationId} ${result.check}`),
  );
const isolationOf = (report: Report, operationId: string) =>
  report.operations
    .find((operation) => operation.operationId === operationId)
    ?.results.find((result) => result.check === 'tenant_isolation');

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'conformance-catalogue-'));
  // The same document without the mark on the advisory read, whose parameter is named as an id.
  const document = loadDocument(BUNDLE_FILE);
  delete document.paths['/api/v1/vulns/{language}/{id}'].get['x-depsight-shared'];
  const documentFile = join(directory, 'unmarked.json');
  writeFileSync(documentFile, JSON.stringify(document));
  const [safeServer, leakyServer, unmarkedServer] = await Promise.all([
    startCatalogueServer({ leaky: false }),
    startCatalogueServer({ leaky: true }),
    startCatalogueServer({ leaky: false }),
  ]);
  servers.push(safeServer, leakyServer, unmarkedServer);
  [safe, leaky, unmarked] = await Promise.all([
    runConformance({ ...settings, target: safeServer.url }),
    runConformance({ ...settings, target: leakyServer.url }),
    runConformance({ ...settings, target: unmarkedServer.url, documentFile }),
  ]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe('a public catalogue read by the second account', () => {
  it('is no tenant leak: the run passes, and the reads that take an owned id were still probed', () => {
    expect(failuresOf(safe)).toEqual([]);
    expect(safe.passed).toBe(true);
    expect(isolationOf(safe, 'projects_get')).toMatchObject({
      status: 'passed',
      detail: "the second account was refused on 1 of the first account's ids",
    });
  });

  it('only values that identify an owned object are probed: a package named by language, name and version is not', () => {
    const probes = safe.operations
      .find((operation) => operation.operationId === 'dependencies_get')
      ?.requests.filter((request) => request.purpose.startsWith('tenant isolation'));
    expect(probes).toEqual([]);
  });

  it("an id the second account's own answers reveal too is shared, and not probed", () => {
    const probed = safe.operations
      .find((operation) => operation.operationId === 'projects_get')
      ?.requests.filter((request) => request.purpose.includes('as the second account'))
      .map((request) => request.url);
    expect(probed).toContain(`/api/v1/projects/${OWNER_PROJECT}`);
    expect(probed).not.toContain(`/api/v1/projects/${SHARED_PROJECT}`);
  });

  it('a real leak on the same server is still found, and nothing else', () => {
    expect(failuresOf(leaky)).toEqual(['projects_get tenant_isolation']);
    expect(isolationOf(leaky, 'projects_get')?.detail).toBe(
      `the second account got 200 OK for the first account's projects ${OWNER_PROJECT} ("id"): it reads another account's object`,
    );
  });
});

describe('a shared resource is marked in the document with x-depsight-shared', () => {
  it('a marked operation is not probed, and says why', () => {
    expect(isolationOf(safe, 'advisories_get')).toEqual({
      check: 'tenant_isolation',
      status: 'skipped',
      detail: 'the document marks advisories_get shared (x-depsight-shared): any account may read it',
    });
  });

  it('without the mark, the advisory only the first account was shown reads as a leak', () => {
    expect(failuresOf(unmarked)).toEqual(['advisories_get tenant_isolation']);
    expect(isolationOf(unmarked, 'advisories_get')?.detail).toContain(OWNER_ONLY_ADVISORY);
  });
});

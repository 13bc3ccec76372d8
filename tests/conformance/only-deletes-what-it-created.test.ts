// The promise to backend teams: the command only deletes what it created. A write that no id of this
// run names (an answer of the server, or --param) is not sent, and the coverage says why; the
// server's own objects are all still there after --include-writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { HELD_LICENSES, PRE_EXISTING_OPERATIONS, startPreExistingServer } from './pre-existing-server';

let server: Awaited<ReturnType<typeof startPreExistingServer>>;
let report: Report;

beforeAll(async () => {
  server = await startPreExistingServer();
  report = await runConformance({
    maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
    token: 'pre-existing-secret-0c3f',
    target: server.url,
    includeWrites: true,
    cases: 2,
    only: [...PRE_EXISTING_OPERATIONS],
  });
});

afterAll(async () => {
  await server?.stop();
});

const DELETES = ['licenses_removeLibraryLicense', 'licenses_removeLibraryCopyright', 'licenses_deleteLibraryOverride'];

describe('only deletes what it created', () => {
  it('every object the server held before the run is still there after it', () => {
    expect(server.held()).toEqual({ licenses: HELD_LICENSES, copyright: 'Copyright (c) 2010-2024 Google LLC.' });
    expect(report.passed).toBe(true);
  });

  it('sends no request at all to a delete that no id of this run names', () => {
    for (const operationId of DELETES) {
      const operation = report.operations.find((candidate) => candidate.operationId === operationId);
      expect(operation?.requests).toEqual([]);
      expect(operation?.results.every((result) => result.status === 'skipped')).toBe(true);
    }
  });

  it('a write with no id from this run is skipped, and the coverage says why', () => {
    const warning = report.coverage.warnings.find((entry) => entry.operationId === 'licenses_removeLibraryLicense');
    expect(warning?.reason).toBe(
      'not sent: no "language", "name", "version", "license" from this run (an answer of the server, or --param), and a delete takes only an object this run created, never the document\'s example, which may name an object the run must not touch',
    );
  });
});

describe('with a second account too', () => {
  it('raises no alarm, and every object the server held before the run is still there after it', async () => {
    const withSecond = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      token: 'pre-existing-secret-0c3f',
      secondToken: 'pre-existing-second-7e21',
      target: server.url,
      includeWrites: true,
      cases: 2,
      only: [...PRE_EXISTING_OPERATIONS],
    });
    expect(
      withSecond.operations.flatMap((operation) => operation.results.filter((result) => result.status === 'failed')),
    ).toEqual([]);
    expect(withSecond.passed).toBe(true);
    expect(server.held()).toEqual({ licenses: HELD_LICENSES, copyright: 'Copyright (c) 2010-2024 Google LLC.' });
  });
});

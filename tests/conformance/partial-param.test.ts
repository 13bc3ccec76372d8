// ensure_resource_availability blames the server for a 404 only when every value that names the
// object came from the user (--param) or from an answer of the run. With a library given by --param
// and its license left to the document's example (Apache-2.0, which that library does not have), the
// server's documented 404 is its right, not a lost resource.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { OTHER_LIBRARY, startPreExistingServer } from './pre-existing-server';

let server: Awaited<ReturnType<typeof startPreExistingServer>>;
const reports: Record<'partial' | 'whole' | 'wrong', Report> = {} as never;

const library = { language: OTHER_LIBRARY.language, name: OTHER_LIBRARY.name, version: OTHER_LIBRARY.version };
const availability = (report: Report) =>
  report.operations[0]?.results.find((result) => result.check === 'ensure_resource_availability');

beforeAll(async () => {
  server = await startPreExistingServer();
  const run = (parameters: Record<string, string>) =>
    runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      token: 'partial-param-secret-7d21',
      target: server.url,
      cases: 0,
      only: ['licenses_getLibraryLicense'],
      parameters,
    });
  [reports.partial, reports.whole, reports.wrong] = await Promise.all([
    run(library),
    run({ ...library, license: OTHER_LIBRARY.license }),
    run({ ...library, license: 'MIT' }),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('a read named partly by --param and partly by the example', () => {
  it('does not blame the server for the 404 to the invented license', () => {
    expect(availability(reports.partial)).toEqual({
      check: 'ensure_resource_availability',
      status: 'skipped',
      detail:
        '"license" came from the document\'s example, neither from --param nor from an answer: the read may name nothing, so a 404 proves nothing',
    });
    expect(reports.partial.operations[0]?.results.filter((result) => result.status === 'failed')).toEqual([]);
  });

  it('is judged when every value was given: found passes, missing fails', () => {
    expect(availability(reports.whole)?.status).toBe('passed');
    expect(availability(reports.wrong)?.status).toBe('failed');
  });
});

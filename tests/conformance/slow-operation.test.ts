// One slow operation does not stall the run: once an operation answers over the time limit, the rest
// of its generated cases are not sent, and response_time says how many were left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { startDocumentServer } from './document-server';

const SLOW_MS = 2500;
// Well over what a loopback answer takes on a busy machine, well under the delay.
const LIMIT_MS = 1200;
let server: Awaited<ReturnType<typeof startDocumentServer>>;
let report: Report;

beforeAll(async () => {
  expect(LIMIT_MS).toBeLessThan(SLOW_MS);
  server = await startDocumentServer({
    operations: ['accounts_list', 'advisories_list'],
    // accounts_list is slow for every valid request; advisories_list answers at once.
    answer: ({ operation, valid, authenticated }) =>
      operation.operationId === 'accounts_list' && valid && authenticated
        ? { status: 200, body: [], delayMs: SLOW_MS }
        : undefined,
  });
  report = await runConformance({
    target: server.url,
    token: 'slow-secret-19',
    only: ['accounts_list', 'advisories_list'],
    maxResponseTimeMs: LIMIT_MS,
  });
});

afterAll(async () => {
  await server?.stop();
});

const operation = (operationId: string) => report.operations.find((entry) => entry.operationId === operationId);
const generatedOf = (operationId: string) =>
  operation(operationId)?.requests.filter((request) => request.purpose.startsWith('generated case')) ?? [];

describe('an operation over the time limit', () => {
  it('gets none of its generated cases once its example answered too slowly, and says so', () => {
    expect(generatedOf('accounts_list')).toEqual([]);
    expect(operation('accounts_list')?.results.find((result) => result.check === 'response_time')).toMatchObject({
      status: 'warning',
      detail: expect.stringMatching(
        new RegExp(`^took \\d+ ms, over the ${LIMIT_MS} ms limit; the other 25 generated cases were not sent$`),
      ),
    });
  });

  it('does not change what the other operations get', () => {
    expect(generatedOf('advisories_list')).toHaveLength(25);
  });
});

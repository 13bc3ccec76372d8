// A value fault behind a real id: the summary of a project the server holds answers
// `securityScoreDelta: null` (the schema says integer) for `sinceDaysAgo=1`, and 404 for any other
// project. Generated cases that made up the id would meet only the 404; they keep the real id
// (taken from projects_list) and vary the window, so the fault is found. A boundary counts as
// exercised only when a request carrying it got a 2xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { exampleAnswer, startDocumentServer } from './document-server';

const PROJECT = 'c3c3c3c3-8888-4888-8888-000000000003';
const OPERATIONS = ['projects_list', 'projects_getReportSummary'] as const;
let server: Awaited<ReturnType<typeof startDocumentServer>>;
let report: Report;

beforeAll(async () => {
  server = await startDocumentServer({
    operations: OPERATIONS,
    answer: ({ operation, path, url, authenticated, valid }) => {
      if (!authenticated || !valid) return undefined;
      if (operation.operationId === 'projects_list') {
        const [item] = exampleAnswer(operation).body as Record<string, unknown>[];
        return { status: 200, body: [{ ...item, projectUUID: PROJECT }] };
      }
      if (path.id !== PROJECT) return { status: 404, body: { message: 'Not found' } };
      const nullDelta = url.searchParams.get('sinceDaysAgo') === '1';
      return nullDelta ? exampleAnswer(operation, { securityScoreDelta: null }) : undefined;
    },
  });
  report = await runConformance({
    maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
    token: 'value-fault-secret-5a90',
    target: server.url,
    cases: 8,
    only: [...OPERATIONS],
  });
});

afterAll(async () => {
  await server?.stop();
});

const summary = () => report.operations.find((operation) => operation.operationId === 'projects_getReportSummary');

describe('a fault behind a real id', () => {
  it('is found by a generated case that keeps the real id and sends the window at its minimum', () => {
    const result = summary()?.results.find((entry) => entry.check === 'response_schema_conformance');
    expect(result?.status).toBe('failed');
    expect(result?.reproduction?.curl).toContain(PROJECT);
    expect(result?.reproduction?.curl).toContain('sinceDaysAgo=1');
  });

  it('counts a boundary as exercised only when a request carrying it got a 2xx: the minimum here', () => {
    const keyword = summary()?.coverage?.keywords.find(
      (entry) => entry.field === 'query sinceDaysAgo' && entry.keyword === 'minimum',
    );
    expect(keyword?.exercised).toBe(true);
  });
});

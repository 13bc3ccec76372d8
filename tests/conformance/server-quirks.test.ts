// A real server's ways that are no fault of the objects it keeps: the sequences must raise no false
// alarm on them. A list answer cut short (not JSON) skips the list step and is left to
// response_schema_conformance. A list that applies its filters gets none the run did not choose: the
// document's example filter (q=member_email=…) would hide the account just created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { STATEFUL_OPERATIONS, type StatefulQuirk, startStatefulServer } from './stateful-server';

const TOKEN = 'quirks-secret-61bd';
const settings = {
  maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
  token: TOKEN,
  cases: 1,
  includeWrites: true,
  only: STATEFUL_OPERATIONS,
};
const servers: { stop: () => Promise<void> }[] = [];
const reports: Partial<Record<StatefulQuirk, Report>> = {};

const failuresOf = (report: Report) =>
  report.operations.flatMap((operation) =>
    operation.results
      .filter((result) => result.status === 'failed')
      .map((result) => `${operation.operationId} ${result.check}`),
  );
const resultOf = (report: Report, operationId: string, check: string) =>
  report.operations
    .find((operation) => operation.operationId === operationId)
    ?.results.find((result) => result.check === check);
const sequenceRequests = (report: Report, operationId: string) =>
  report.operations
    .find((operation) => operation.operationId === operationId)
    ?.requests.filter((request) => request.purpose.startsWith('sequence: list')) ?? [];

beforeAll(async () => {
  const quirks = ['listNotJson', 'appliesFilters'] as const;
  const started = await Promise.all(quirks.map((quirk) => startStatefulServer({ quirk })));
  servers.push(...started);
  const done = await Promise.all(started.map((server) => runConformance({ ...settings, target: server.url })));
  for (const [index, quirk] of quirks.entries()) reports[quirk] = done[index];
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe('a list answer that is not JSON', () => {
  it('is left to response_schema_conformance: the list step is skipped, and it is reported once', () => {
    const report = reports.listNotJson as Report;
    expect(failuresOf(report)).toEqual(['accounts_list response_schema_conformance']);
    expect(resultOf(report, 'accounts_create', 'stateful_consistency')).toMatchObject({
      status: 'passed',
      detail: expect.stringContaining(
        'accounts_list answered no JSON, so the list step was left to response_schema_conformance',
      ),
    });
  });
});

describe('a list that applies its filters', () => {
  it('is sent no filter the run did not choose, and the new account is found in it', () => {
    const report = reports.appliesFilters as Report;
    expect(failuresOf(report)).toEqual([]);
    expect(resultOf(report, 'accounts_create', 'stateful_consistency')?.status).toBe('passed');
    const lists = sequenceRequests(report, 'accounts_create');
    expect(lists.length).toBeGreaterThan(0);
    for (const request of lists) expect(request.url).not.toContain('q=');
  });
});

// A delete that checks neither the owner nor whether the object exists. The "ids nobody has" probe
// makes up every id of the path, so it names nothing of the first account's; its 2xx then only says
// the delete is idempotent, not that the server keeps no state, and the delete is judged by its
// effect: the first account's member is gone from its own list after the second account's delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import {
  BLIND_INTRUDER,
  BLIND_OPERATIONS,
  BLIND_OWNER,
  OWNER_TEAM,
  startExistenceBlindDeleteServer,
} from './existence-blind-delete-server';

const settings = {
  maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
  token: BLIND_OWNER,
  secondToken: BLIND_INTRUDER,
  includeWrites: true,
  cases: 1,
  only: [...BLIND_OPERATIONS],
};
const servers: { stop: () => Promise<void> }[] = [];
let blind: Report;
let careful: Report;

const isolationOf = (report: Report) =>
  report.operations
    .find((operation) => operation.operationId === 'teamMembers_delete')
    ?.results.find((result) => result.check === 'tenant_isolation');
const secondAccountDeletes = (report: Report) =>
  report.operations
    .find((operation) => operation.operationId === 'teamMembers_delete')
    ?.requests.filter((request) => request.purpose.includes('as the second account'))
    .map((request) => request.url) ?? [];

beforeAll(async () => {
  const [blindServer, carefulServer] = await Promise.all([
    startExistenceBlindDeleteServer({ blind: true }),
    startExistenceBlindDeleteServer({ blind: false }),
  ]);
  servers.push(blindServer, carefulServer);
  [blind, careful] = await Promise.all([
    runConformance({ ...settings, target: blindServer.url }),
    runConformance({ ...settings, target: carefulServer.url }),
  ]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe('a delete that checks neither the owner nor whether the member exists', () => {
  it('an idempotent delete is judged by its effect: a tenant leak, as the owner no longer sees its member', () => {
    expect(isolationOf(blind)).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining(
        "it deletes another account's object (teamMembers_list no longer shows it to its owner)",
      ),
    });
  });

  it("a delete's probe makes up every id of its path, never the first account's team", () => {
    const [probe] = secondAccountDeletes(blind);
    expect(probe).toMatch(/^\/api\/v1\/teams\/[0-9a-f-]{36}\/members\/[0-9a-f-]{36}$/);
    expect(probe).not.toContain(OWNER_TEAM);
  });
});

describe('an idempotent delete that checks the owner', () => {
  it('passes: the second account was refused', () => {
    expect(isolationOf(careful)).toMatchObject({
      status: 'passed',
      detail: "the second account was refused on 1 of the first account's ids",
    });
  });
});

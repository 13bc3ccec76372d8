// A server that keeps state: ids it never gave out answer 404, so the run must take real ones from
// the server's own answers (the document's links first, inferred ones where it declares none), and
// with --include-writes walk each created object through read, list, update and delete. Each fault
// must be found, on a fixture that has it, and nothing on the same fixture without it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { matchPath } from '../../src/conformance/id-supply.mjs';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { linkGraph, parseExpression } from '../../src/conformance/links.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { fillPath, listOperations } from '../../src/openapi-index/openapi-operations.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { startDocumentServer } from './document-server';
import {
  FIRST_ACCOUNT,
  FIRST_MEMBER,
  FIRST_POLICY,
  FIRST_TAG,
  STATEFUL_FAULTS,
  STATEFUL_OPERATIONS,
  STATEFUL_READS,
  type StatefulFault,
  startStatefulServer,
} from './stateful-server';

const TOKEN = 'stateful-secret-4e7a';
const settings = { maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS, token: TOKEN, cases: 3 };
const servers: { stop: () => Promise<void> }[] = [];
let directory: string;

async function runOn(
  fault: StatefulFault | undefined,
  options: Parameters<typeof runConformance>[0] extends infer O ? Partial<O> : never = {},
) {
  const server = await startStatefulServer({ fault });
  servers.push(server);
  const report = await runConformance({ ...settings, target: server.url, only: STATEFUL_OPERATIONS, ...options });
  return { server, report };
}

const problemsOf = (report: Report) =>
  report.operations.flatMap((operation) =>
    operation.results
      .filter((result) => result.status === 'failed' || result.status === 'warning')
      .map((result) => `${operation.operationId} ${result.check}`),
  );
const resultOf = (report: Report, operationId: string, check: string) =>
  report.operations
    .find((operation) => operation.operationId === operationId)
    ?.results.find((result) => result.check === check);
const realIdsOf = (report: Report, operationId: string) =>
  report.operations.find((operation) => operation.operationId === operationId)?.coverage?.realIds;

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'conformance-stateful-'));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe("real ids from the server's answers, on the reads of a stateful server", () => {
  let clean: Report;
  let faulty: Record<'memberWithoutEmail' | 'policyReadCrashes' | 'upperCaseAccountCrashes', Report>;
  beforeAll(async () => {
    const [first, withoutEmail, crashing, upperCase] = await Promise.all([
      runOn(undefined, { only: STATEFUL_READS }),
      runOn('memberWithoutEmail', { only: STATEFUL_READS }),
      runOn('policyReadCrashes', { only: STATEFUL_READS }),
      runOn('upperCaseAccountCrashes', { only: STATEFUL_READS }),
    ]);
    clean = first.report;
    faulty = {
      memberWithoutEmail: withoutEmail.report,
      policyReadCrashes: crashing.report,
      upperCaseAccountCrashes: upperCase.report,
    };
  });

  it('reach every read that takes an id, each through the list that holds it', () => {
    expect(clean.passed).toBe(true);
    expect(clean.coverage.realIds).toEqual({ takingIds: 5, reached: 5 });
    // The member and the account it was listed in come together, from the list's answer and request,
    // by the link the document declares (`$request.path.uuid` and `$response.body#/0/uuid`).
    expect(realIdsOf(clean, 'members_get')?.parameters).toEqual([
      { name: 'uuid', source: 'link', link: 'members_list → link "getMember"' },
      { name: 'member', source: 'link', link: 'members_list → link "getMember"' },
    ]);
    expect(realIdsOf(clean, 'members_list')?.parameters).toEqual([
      { name: 'uuid', source: 'link', link: 'accounts_get → link "listMembers"' },
    ]);
    // The document's only link to an account's policies comes from users/me, which is not in the run:
    // the inferred one from the list of accounts takes its place.
    expect(realIdsOf(clean, 'licensePolicies_list')?.parameters).toEqual([
      { name: 'uuid', source: 'link', link: 'accounts_list → inferred' },
    ]);
    const get = clean.operations.find((operation) => operation.operationId === 'members_get');
    expect(get?.requests.find((request) => request.purpose === 'example')).toMatchObject({
      url: `/api/v1/accounts/${FIRST_ACCOUNT}/members/${FIRST_MEMBER}`,
      status: 200,
    });
    expect(clean.coverage.links).toContainEqual(
      expect.objectContaining({ name: 'getMember', supplier: 'members_list', consumer: 'members_get', declared: true }),
    );
  });

  it('find the faults only a real id reaches; a 404 for an id the server never gave out is never a failure', () => {
    for (const fault of ['memberWithoutEmail', 'policyReadCrashes', 'upperCaseAccountCrashes'] as const) {
      const { operationId, check } = STATEFUL_FAULTS[fault];
      expect(problemsOf(faulty[fault])).toEqual([`${operationId} ${check}`]);
    }
    expect(resultOf(faulty.upperCaseAccountCrashes, 'accounts_get', 'not_a_server_error')?.detail).toBe(
      `the real id in upper case (path "uuid" = "${FIRST_ACCOUNT.toUpperCase()}"): answered 500 Internal Server Error: {"message":"Unexpected error while processing the request","error":"Internal Ser…`,
    );
    expect(problemsOf(faulty.memberWithoutEmail)).toEqual([
      `${STATEFUL_FAULTS.memberWithoutEmail.operationId} ${STATEFUL_FAULTS.memberWithoutEmail.check}`,
    ]);
    expect(problemsOf(faulty.policyReadCrashes)).toEqual([
      `${STATEFUL_FAULTS.policyReadCrashes.operationId} ${STATEFUL_FAULTS.policyReadCrashes.check}`,
    ]);
    const generated = clean.operations
      .find((operation) => operation.operationId === 'accounts_get')
      ?.requests.filter((request) => request.purpose.startsWith('generated case'));
    expect(generated?.length).toBeGreaterThan(0);
    expect(generated?.every((request) => request.status === 404 && !request.url.includes(FIRST_ACCOUNT))).toBe(true);
  });

  it('without the id supplier, name the operation that could have supplied one; --param still overrides', async () => {
    const [alone, given] = await Promise.all([
      runOn(undefined, { only: ['members_get'] }),
      runOn(undefined, {
        only: STATEFUL_READS,
        parameters: { member: FIRST_MEMBER, 'accounts_get:uuid': FIRST_ACCOUNT },
      }),
    ]);
    expect(alone.report.coverage.warnings).toContainEqual({
      operationId: 'members_get',
      reason: expect.stringContaining(
        'no real "uuid" reached it (accounts_list, accounts_create, accounts_get could have supplied one); no real "member" reached it (members_list, members_update, teams_list could have supplied one)',
      ),
    });
    expect(realIdsOf(given.report, 'members_get')?.parameters).toContainEqual({ name: 'member', source: '--param' });
    expect(realIdsOf(given.report, 'accounts_get')?.parameters).toEqual([{ name: 'uuid', source: '--param' }]);
  });
});

describe('links the document declares', () => {
  it('are followed first, a $ref to components/links resolved, with $response.body and $request.path', async () => {
    const document = loadDocument(BUNDLE_FILE);
    document.components.links = {
      ...document.components.links,
      AccountMembers: { operationId: 'members_list', parameters: { uuid: '$response.body#/0/uuid' } },
    };
    document.paths['/api/v1/accounts'].get.responses['200'].links = {
      AccountMembers: { $ref: '#/components/links/AccountMembers' },
      // A field the server's answer does not have: the policies still get an account, by inference.
      AccountPolicies: { operationId: 'licensePolicies_list', parameters: { uuid: '$response.body#/0/policyOwner' } },
    };
    document.paths['/api/v1/accounts/{uuid}/members'].get.responses['200'].links = {
      OneMember: {
        operationId: 'members_get',
        parameters: { 'path.uuid': '$request.path.uuid', member: '{$response.body#/0/uuid}' },
      },
    };
    const documentFile = join(directory, 'with-links.json');
    writeFileSync(documentFile, JSON.stringify(document));
    const { report } = await runOn(undefined, { only: STATEFUL_READS, documentFile });
    expect(report.passed).toBe(true);
    expect(report.coverage.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'AccountMembers',
          declared: true,
          supplier: 'accounts_list',
          consumer: 'members_list',
        }),
        expect.objectContaining({
          name: 'OneMember',
          declared: true,
          supplier: 'members_list',
          consumer: 'members_get',
          parameters: ['uuid', 'member'],
        }),
      ]),
    );
    expect(realIdsOf(report, 'members_get')?.parameters).toEqual([
      { name: 'uuid', source: 'link', link: 'members_list → link "OneMember"' },
      { name: 'member', source: 'link', link: 'members_list → link "OneMember"' },
    ]);
    expect(report.coverage.realIds).toEqual({ takingIds: 5, reached: 5 });
    expect(realIdsOf(report, 'licensePolicies_list')?.parameters).toEqual([
      { name: 'uuid', source: 'link', link: 'accounts_list → inferred' },
    ]);
  });

  it('read runtime expressions and constants; an unknown expression is not guessed', () => {
    expect(parseExpression('$response.body#/items/0/a~1b')).toEqual({ from: 'body', pointer: ['items', '0', 'a/b'] });
    expect(parseExpression('$response.header.Location')).toEqual({ from: 'header', name: 'location' });
    expect(parseExpression('$request.query.page')).toEqual({ from: 'request-query', name: 'page' });
    expect(parseExpression('plain')).toEqual({ from: 'constant', value: 'plain' });
    expect(parseExpression(42)).toEqual({ from: 'constant', value: '42' });
    expect(parseExpression('$url')).toBeUndefined();
  });

  it('and inferred ones after them, ranked: the list at the collection path before other lists of the kind', () => {
    const document = loadDocument(BUNDLE_FILE);
    const links = linkGraph(document, listOperations(document));
    const linksTo = (consumer: string, parameter: string) =>
      links.filter((link) => link.consumer === consumer && link.idParameter === parameter);
    const suppliersOf = (consumer: string, parameter: string, declared: boolean) =>
      linksTo(consumer, parameter)
        .filter((link) => link.declared === declared)
        .map((link) => link.supplier);
    // Every declared link first; an update takes the run's own objects (the create's) first.
    expect(linksTo('teams_update', 'id').map((link) => link.declared)).toEqual([
      true,
      true,
      ...suppliersOf('teams_update', 'id', false).map(() => false),
    ]);
    expect(suppliersOf('teams_update', 'id', true)).toEqual(['teams_create', 'teams_list']);
    // Inferred where the document declares links too, to fall back on: its Location, its body, the list.
    expect(suppliersOf('teams_update', 'id', false).slice(0, 3)).toEqual([
      'teams_create',
      'teams_create',
      'teams_list',
    ]);
    // The library read lists its detected licences, not the account's overrides, so no declared link
    // leads from it to an override; inference still offers it, by the licence it names.
    expect(suppliersOf('licenses_getLibraryLicense', 'license', true)).toEqual([]);
    expect(suppliersOf('licenses_getLibraryLicense', 'license', false)).toEqual(['licenses_getLibrary']);
    expect(suppliersOf('metrics_get', 'teamUUID', false)[0]).toBe('projects_list');
  });

  it('a path read back from a request gives the values it was filled with', () => {
    const template = '/api/v1/accounts/{uuid}/members/{member}/report.{format}';
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (uuid, member, format) => {
          expect(matchPath(template, fillPath(template, { uuid, member, format }))).toEqual({ uuid, member, format });
        },
      ),
    );
  });
});

describe('sequences with --include-writes', () => {
  const runs: Partial<Record<StatefulFault | 'clean', Awaited<ReturnType<typeof runOn>>>> = {};
  beforeAll(async () => {
    const faults = [
      'readAnswersAnotherObject',
      'updateChangesNothing',
      'deleteKeepsObject',
      'locationPointsNowhere',
      'locationNamesAnotherObject',
    ] as const;
    const done = await Promise.all([undefined, ...faults].map((fault) => runOn(fault, { includeWrites: true })));
    for (const [index, fault] of [undefined, ...faults].entries()) runs[fault ?? 'clean'] = done[index];
  });

  it('pass on a server that keeps its objects consistent, reach every id-taking operation, and clean up', async () => {
    const clean = runs.clean as Awaited<ReturnType<typeof runOn>>;
    expect(problemsOf(clean.report)).toEqual([]);
    expect(clean.report.passed).toBe(true);
    expect(clean.report.coverage.realIds).toEqual({ takingIds: 15, reached: 15 });
    expect(resultOf(clean.report, 'accounts_create', 'stateful_consistency')?.detail).toMatch(
      /^create → read → list → update → read → delete → read → list: every step consistent for [0-9a-f-]{36}$/,
    );
    expect(resultOf(clean.report, 'tags_create', 'stateful_consistency')?.status).toBe('passed');
    expect(clean.report.cleanup?.created).toBeGreaterThan(4);
    // Only what was there before the run is left.
    const headers = { authorization: `Bearer ${TOKEN}` };
    const left = async (path: string) =>
      ((await (await fetch(`${clean.server.url}${path}`, { headers })).json()) as Record<string, string>[]).map(
        (item) => item.uuid ?? item.id,
      );
    expect(await left('/api/v1/accounts')).toEqual([FIRST_ACCOUNT]);
    expect(await left(`/api/v1/accounts/${FIRST_ACCOUNT}/members`)).toEqual([FIRST_MEMBER]);
    expect(await left(`/api/v1/accounts/${FIRST_ACCOUNT}/policies/licenses`)).toEqual([FIRST_POLICY]);
    expect(await left('/api/v1/accounts/me/tags')).toEqual([FIRST_TAG]);
  });

  it.each([
    [
      'readAnswersAnotherObject',
      /^create → read: accounts_get was asked for [0-9a-f-]{36} and answered another object, uuid /,
      2,
    ],
    [
      'updateChangesNothing',
      /^create → read → list → update → read: accounts_update answered 200 OK, but accounts_get still shows "name" = "Acme Payments", not the "conformance [0-9a-f]{8}" sent: the update changed nothing$/,
      5,
    ],
    [
      'deleteKeepsObject',
      /^create → read → list → update → read → delete → read: licensePolicies_delete answered 200 OK, but licensePolicies_get then answered 200 OK for [0-9a-f-]{36}: a deleted object must be gone/,
      7,
    ],
    [
      'locationPointsNowhere',
      /^create → read: the create's Location names [0-9a-f-]{36}, but accounts_get answered 404 Not Found for it: the Location points nowhere$/,
      2,
    ],
    [
      'locationNamesAnotherObject',
      new RegExp(
        `^create → read: the create's Location names ${FIRST_ACCOUNT}, but its answer's "uuid" names [0-9a-f-]{36}: one create, two objects$`,
      ),
      2,
    ],
  ] as const)(
    'find %s as a stateful_consistency failure, reproduced by the curl lines of the sequence',
    (fault, detail, lines) => {
      const { report } = runs[fault] as Awaited<ReturnType<typeof runOn>>;
      const { operationId, check } = STATEFUL_FAULTS[fault];
      expect(problemsOf(report)).toEqual([`${operationId} ${check}`]);
      const result = resultOf(report, operationId, check);
      expect(result?.detail).toMatch(detail);
      const curls = result?.reproduction?.curl.split('\n') ?? [];
      expect(curls).toHaveLength(lines);
      expect(curls[0]).toMatch(/^curl -sS -i -X POST .* -H "Authorization: Bearer \$DEPSIGHT_TOKEN"/);
      for (const line of curls.filter((curl) => curl.includes('Authorization'))) {
        expect(line).toContain('"Authorization: Bearer $DEPSIGHT_TOKEN"');
      }
      expect(JSON.stringify(report)).not.toContain(TOKEN);
    },
  );
});

describe('answers that cannot be trusted', () => {
  it('a Location that is no URL, bodies that are no JSON or nest deeply: the run ends with a report', async () => {
    const deep = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
    const server = await startDocumentServer({
      operations: ['accounts_list', 'accounts_create', 'accounts_get', 'accounts_delete'],
      answer: ({ operation }) => {
        if (operation.operationId === 'accounts_create') {
          return { status: 200, body: { uuid: 'a0a0a0a0-1111-4111-8111-00000000000f' }, location: 'http://[::1' };
        }
        if (operation.operationId === 'accounts_list') return { status: 200, body: deep };
        if (operation.operationId === 'accounts_get')
          return { status: 200, body: 'not json', contentType: 'text/plain' };
        return undefined;
      },
    });
    servers.push(server);
    const report = await runConformance({
      ...settings,
      target: server.url,
      only: ['accounts_list', 'accounts_create', 'accounts_get', 'accounts_delete'],
      includeWrites: true,
    });
    expect(report.operations).toHaveLength(4);
    expect(resultOf(report, 'accounts_create', 'stateful_consistency')).toBeDefined();
  });
});

// The generated requests of one operation, how a failing one is shrunk, how it is written as a curl
// line, and how the run spaces and spreads its requests.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { toCurl } from '../../src/conformance/curl.mjs';
import {
  edgeValues,
  exampleCase,
  fieldsOf,
  generateCases,
  LONG_STRING_LENGTH,
  type RequestCase,
  requestOfCase,
  shrinkCase,
} from '../../src/conformance/generated-cases.mjs';
import { createRateLimiter } from '../../src/conformance/http-client.mjs';
import { buildValidRequest } from '../../src/conformance/requests.mjs';
import { createSchemaValidator } from '../../src/conformance/schema-validator.mjs';
import { runInPhases } from '../../src/conformance/worker-pool.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { listOperations } from '../../src/openapi-index/openapi-operations.mjs';

const document = loadDocument(BUNDLE_FILE);
const operations = listOperations(document);
const validator = createSchemaValidator(document);
const isValid = (schema: unknown, value: unknown) => validator.isValid(schema, value);
const operation = (operationId: string) => {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};
const casesOf = (operationId: string, cases = 25, seed = 1, parameterValues: Record<string, string> = {}) => {
  const target = operation(operationId);
  const valid = buildValidRequest(document, target, { token: 'abc', parameterValues });
  return generateCases({ document, operation: target, valid, parameterValues, cases, seed, isValid }).map(
    (requestCase) => ({ requestCase, request: requestOfCase(target, valid, requestCase) }),
  );
};

describe('generated cases', () => {
  it('send every enum value, each boundary of a range, and an optional parameter left out', () => {
    const queries = casesOf('advisories_list').map(({ request }) => request.query);
    for (const severity of ['CRITICAL', 'MEDIUM', 'LOW', 'NONE']) {
      expect(queries.map((query) => query.get('severity'))).toContain(severity);
    }
    expect(queries.map((query) => query.get('limit'))).toEqual(expect.arrayContaining(['1', '100']));
    expect(queries.some((query) => !query.has('limit'))).toBe(true);
  });

  it('send unusual formats: a date before 1970, a nil uuid, a long and a unicode string', () => {
    const values = casesOf('dependencies_get', 60).flatMap(({ requestCase }) => Object.values(requestCase.query));
    expect(values).toContain('1969-12-31');
    expect(edgeValues({ type: 'string', format: 'uuid' }).map(({ value }) => value)).toContain(
      '00000000-0000-0000-0000-000000000000',
    );
    const strings = edgeValues({ type: 'string' }).map(({ value }) => value);
    expect(strings).toContain('x'.repeat(LONG_STRING_LENGTH));
    expect(
      strings.some(
        (value) => typeof value === 'string' && [...value].some((character) => (character.codePointAt(0) ?? 0) > 0x7f),
      ),
    ).toBe(true);
    expect(edgeValues({ type: 'integer', exclusiveMaximum: 10 }).map(({ value }) => value)).toContain(9);
  });

  it('leave each optional body field out, and keep the required ones', () => {
    const bodies = casesOf('teams_create').map(({ requestCase }) => requestCase.body as Record<string, unknown>);
    expect(bodies.some((body) => !('description' in body))).toBe(true);
    for (const body of bodies) expect(body).toMatchObject({ name: expect.any(String), active: expect.any(Boolean) });
  });

  it('are always valid against the document, whatever the seed and the count', () => {
    const target = operation('advisories_list');
    const parameters = target.parameters;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 40 }), (seed, count) => {
        const cases = casesOf('advisories_list', count, seed);
        expect(cases.length).toBeLessThanOrEqual(count);
        for (const { requestCase } of cases) {
          for (const parameter of parameters) {
            const value = requestCase[parameter.in as 'path' | 'query'][parameter.name];
            if (value !== undefined) expect(isValid(parameter.schema, value)).toBe(true);
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it('are the same for the same seed, and never change a value given with --param', () => {
    const urls = (seed: number) =>
      casesOf('insights_listDependencies', 40, seed).map(({ request }) => request.query.toString());
    expect(urls(3)).toEqual(urls(3));
    expect(urls(3)).not.toEqual(urls(4));
    const account = '11111111-2222-4333-8444-555555555555';
    for (const { request } of casesOf('insights_listDependencies', 40, 3, { uuid: account })) {
      expect(request.path).toBe(`/api/v2/accounts/${account}/insights/dependencies`);
    }
  });
});

describe('shrinking', () => {
  it('puts back every field that does not matter and cuts a string to the shortest that fails', async () => {
    const target = operation('licenses_getLibraryCopyright');
    const valid = buildValidRequest(document, target, { token: 'abc' });
    const base = exampleCase(document, target, valid);
    const failing: RequestCase = {
      ...base,
      path: { ...base.path, language: 'maven' },
      query: { text: 'y'.repeat(1500) },
      label: 'random',
    };
    const sent: RequestCase[] = [];
    const { smallest, shrunk } = await shrinkCase({
      failing,
      base,
      fields: fieldsOf(document, target),
      isValid,
      stillFails: async (candidate) => {
        sent.push(candidate);
        return String(candidate.query.text ?? '').length > 255;
      },
    });
    expect(shrunk).toBe(true);
    expect(smallest.path).toEqual(base.path);
    expect(smallest.query.text).toBe('y'.repeat(256));
    expect(sent.length).toBeLessThanOrEqual(40);
  });
});

describe('the curl line', () => {
  it('sends the same request again, quoting what the shell would change, the token from $DEPSIGHT_TOKEN', async () => {
    const body = `{"name":"O'Brien $HOME \`id\`"}`;
    const curl = toCurl('http://127.0.0.1:9', {
      method: 'POST',
      path: "/api/v1/teams/it's",
      query: new URLSearchParams({ q: 'a b&c' }),
      headers: { authorization: 'token real-secret', 'content-type': 'application/json' },
      body,
    });
    expect(curl).not.toContain('real-secret');
    // The shell's own reading of the line: each argument as curl would get it.
    const { stdout } = await promisify(execFile)('sh', ['-c', `printf '%s\\n' ${curl.replace(/^curl /, '')}`], {
      env: { ...process.env, DEPSIGHT_TOKEN: 'from-env' },
    });
    expect(stdout.split('\n')).toEqual([
      '-sS',
      '-i',
      '-X',
      'POST',
      "http://127.0.0.1:9/api/v1/teams/it's?q=a+b%26c",
      '-H',
      'Authorization: token from-env',
      '-H',
      'content-type: application/json',
      '--data-raw',
      body,
      '',
    ]);
  });
});

describe('the rate limit and the workers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spaces the requests to one host, and lets another host go at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const limiter = createRateLimiter(10);
    const started: string[] = [];
    const request = (host: string, name: string) => limiter.wait(host).then(() => started.push(name));
    const all = Promise.all([request('a', 'a1'), request('a', 'a2'), request('a', 'a3'), request('b', 'b1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a1', 'b1']);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual(['a1', 'b1', 'a2']);
    await vi.advanceTimersByTimeAsync(100);
    await all;
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('run a phase with at most N at once, keep the plan order in the results, and one phase after the other', async () => {
    let running = 0;
    let most = 0;
    const log: string[] = [];
    const items = [
      { name: 'create', phase: 0 },
      ...Array.from({ length: 9 }, (_, index) => ({ name: `read${index}`, phase: 1 })),
      { name: 'delete-child', phase: 3 },
      { name: 'delete-parent', phase: 3 },
    ];
    const results = await runInPhases(
      items,
      { workers: 3, phaseOf: (item) => item.phase, sequentialPhases: [3] },
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        log.push(`start ${item.name}`);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        log.push(`end ${item.name}`);
        return item.name;
      },
    );
    expect(results).toEqual(items.map((item) => item.name));
    expect(most).toBe(3);
    expect(log.indexOf('end create')).toBeLessThan(log.indexOf('start read0'));
    expect(log.indexOf('end delete-child')).toBeLessThan(log.indexOf('start delete-parent'));
  });
});

describe('shrinking an array', () => {
  const field = {
    location: 'body' as const,
    name: 'projects',
    schema: { type: 'array', items: { type: 'string' } },
    required: true,
  };
  const base = { path: {}, query: {}, body: { projects: ['a'] }, label: 'example request' };

  it('keeps the fewest items that still fail: two of 4,442 when two make it fail', async () => {
    const items = Array.from({ length: 4442 }, (_, index) => `id-${index}`);
    const failing = { ...base, body: { projects: items }, label: 'random' };
    let sent = 0;
    const { smallest, shrunk } = await shrinkCase({
      failing,
      base,
      fields: [field],
      isValid: () => true,
      stillFails: async (candidate) => {
        sent += 1;
        const projects = (candidate.body as { projects: string[] }).projects;
        return projects.includes('id-100') && projects.includes('id-4000');
      },
    });
    expect(shrunk).toBe(true);
    expect((smallest.body as { projects: string[] }).projects).toEqual(['id-100', 'id-4000']);
    expect(sent).toBeLessThanOrEqual(80);
  });

  it('reaches the fewest failing items for any array and any needed items', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 300 })
          .chain((length) =>
            fc.tuple(fc.constant(length), fc.uniqueArray(fc.nat(length - 1), { minLength: 1, maxLength: 2 })),
          ),
        async ([length, needed]) => {
          const items = Array.from({ length }, (_, index) => index);
          const { smallest } = await shrinkCase({
            failing: { ...base, body: { projects: items }, label: 'random' },
            base,
            fields: [field],
            isValid: () => true,
            stillFails: async (candidate) => {
              const projects = (candidate.body as { projects: number[] }).projects;
              return needed.every((item) => projects.includes(item));
            },
          });
          expect([...(smallest.body as { projects: number[] }).projects].sort((a, b) => a - b)).toEqual(
            [...needed].sort((a, b) => a - b),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

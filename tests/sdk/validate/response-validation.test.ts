import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildExampleRequest, successResponses } from '../../../src/openapi-index/examples.mjs';
import { deref } from '../../../src/openapi-index/json-pointer.mjs';
import { loadDocument } from '../../../src/openapi-index/load-document.mjs';
import { listOperations } from '../../../src/openapi-index/openapi-operations.mjs';
import {
  createClient,
  NotFoundError,
  REDACTED,
  ResponseValidationError,
  type ResponseValidators,
} from '../../../src/sdk';
import * as validators from '../../../src/sdk/validate';
import { checkResponse } from '../../../src/sdk/validate';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const TOKEN = 'tok_live_4f1c9a7e';
const ACCOUNT = '2f1c7a9e-4b1d-4c3e-9a55-0d6f2b8e1a10';
const MEMBER = {
  uuid: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Priya',
  email: 'priya@acme.test',
  role: 'Viewer',
};
const TEAM = { uuid: '7b0e3c1d-5a2f-4e6b-8c9d-1f2a3b4c5d6e', name: 'Payments', active: true, members: [MEMBER] };

function clientAnswering(
  reply: Response | ((request: Request) => Response),
  options: Partial<Parameters<typeof createClient>[0]> = {},
) {
  const { fetch, requests } = stubFetch(reply);
  const client = createClient({
    baseUrl: BASE_URL,
    fetch,
    auth: { type: 'Bearer', token: TOKEN },
    retry: false,
    validateResponses: 'throw',
    responseValidators: validators,
    ...options,
  });
  return { client, requests };
}

async function rejectionOf(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    () => undefined,
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createClient({ validateResponses }): answers checked against the document', () => {
  it('an answer that conforms settles as usual, with nothing logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = clientAnswering(jsonResponse(TEAM), { validateResponses: 'warn' });
    expect(await client.teams.create({ name: 'Payments' })).toEqual(TEAM);
    const strict = clientAnswering(jsonResponse(TEAM));
    expect(await strict.client.teams.create({ name: 'Payments' })).toEqual(TEAM);
    expect(warn).not.toHaveBeenCalled();
  });

  it("'throw' rejects with the operation, the JSON pointer, the rule, the value and the conformance command", async () => {
    const drifted = { ...TEAM, members: [{ ...MEMBER, email: 'not-an-e-mail' }] };
    const { client } = clientAnswering(jsonResponse(drifted));
    const error = await rejectionOf(client.teams.create({ name: 'Payments' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      operationId: 'teams_create',
      method: 'POST',
      path: '/api/v1/teams',
      status: 200,
      pointer: '/members/0/email',
      rule: 'format: "email"',
      schemaPath: '#/components/schemas/Member/properties/email/format',
      value: '"not-an-e-mail"',
      command: 'npm run conformance -- --only teams_create',
    });
    const { message } = error as Error;
    expect(message).toContain('teams_create');
    expect(message).toContain('/members/0/email must match format "email"');
    expect(message).toContain('npm run conformance -- --only teams_create');
  });

  it("'warn' logs the same report once and the call still resolves with the data", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { name: _missing, ...nameless } = TEAM;
    const { client } = clientAnswering(jsonResponse(nameless), { validateResponses: 'warn' });
    expect(await client.teams.create({ name: 'Payments' })).toEqual(nameless);
    expect(warn).toHaveBeenCalledTimes(1);
    const [logged] = warn.mock.calls[0] ?? [];
    expect(logged).toContain('teams_create');
    expect(logged).toContain('at:    /name must have required property');
    expect(logged).toContain('rule:  required: ["uuid","name"] (#/components/schemas/Team/required)');
    expect(logged).toContain('npm run conformance -- --only teams_create');
  });

  it('the value is redacted: the token, a Bearer credential or a JWT never reaches the report', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    for (const leaked of [TOKEN, `Bearer ${TOKEN}`, jwt]) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const drifted = { ...TEAM, active: `echo: ${leaked}`, [leaked]: 1 };
      const { client } = clientAnswering(jsonResponse(drifted), { validateResponses: 'warn' });
      await client.teams.create({ name: 'Payments' });
      const strict = clientAnswering(jsonResponse(drifted));
      const error = (await rejectionOf(strict.client.teams.create({ name: 'Payments' }))) as ResponseValidationError;
      expect(error.pointer).toBe('/active');
      for (const text of [String(warn.mock.calls[0]?.[0]), error.message, JSON.stringify(error), error.value]) {
        expect(text).not.toContain(TOKEN);
        expect(text).not.toContain(jwt);
      }
      expect(error.value).toContain(REDACTED);
      warn.mockRestore();
    }
  });

  it('error answers are checked against their own declared schema, and a conforming one stays an ApiError', async () => {
    const fine = clientAnswering(jsonResponse({ message: 'No team' }, 404));
    expect(await rejectionOf(fine.client.members.get({ uuid: ACCOUNT, member: MEMBER.uuid }))).toBeInstanceOf(
      NotFoundError,
    );
    const drifted = clientAnswering(jsonResponse({ reason: 'No team' }, 404));
    const error = await rejectionOf(drifted.client.members.get({ uuid: ACCOUNT, member: MEMBER.uuid }));
    expect(error).toMatchObject({
      operationId: 'members_get',
      status: 404,
      pointer: '/message',
      schemaPath: '#/components/schemas/Error/required',
    });
  });

  it('a status the operation does not declare, or a body that is not JSON, is reported', async () => {
    const teapot = clientAnswering(jsonResponse({ message: 'short and stout' }, 418));
    expect(await rejectionOf(teapot.client.teams.create({ name: 'Payments' }))).toMatchObject({
      pointer: '',
      message: expect.stringContaining('status 418 is not declared'),
    });
    // A body that cannot be read as JSON is already an InvalidResponseError; one that can, sent under
    // another Content-Type, departs from the document all the same.
    const html = clientAnswering(new Response(JSON.stringify(TEAM), { headers: { 'content-type': 'text/plain' } }));
    const error = await rejectionOf(html.client.teams.create({ name: 'Payments' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ rule: 'content: application/json' });
  });

  it('off by default: the validators are never loaded, even when a loader is given', async () => {
    const load = vi.fn(async () => validators as ResponseValidators);
    const { client } = clientAnswering(jsonResponse({ not: 'a team' }), {
      validateResponses: undefined,
      responseValidators: load,
    });
    expect(await client.teams.create({ name: 'Payments' })).toEqual({ not: 'a team' });
    expect(load).not.toHaveBeenCalled();
  });

  it('a loader is called once, at the first answer, and its validators serve every call after', async () => {
    const load = vi.fn(() => import('../../../src/sdk/validate'));
    const { client } = clientAnswering(jsonResponse(TEAM), { responseValidators: load });
    expect(load).not.toHaveBeenCalled();
    await Promise.all([client.teams.create({ name: 'A' }), client.teams.create({ name: 'B' })]);
    await client.teams.create({ name: 'C' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("validators that cannot be loaded: 'throw' rejects the call with why, 'warn' logs it and goes on", async () => {
    const failing = async (): Promise<ResponseValidators> => {
      throw new Error('chunk validate-3f2a.js failed to load');
    };
    const strict = clientAnswering(jsonResponse(TEAM), { responseValidators: failing });
    expect(await rejectionOf(strict.client.teams.create({ name: 'Payments' }))).toMatchObject({
      message: 'chunk validate-3f2a.js failed to load',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lenient = clientAnswering(jsonResponse(TEAM), { responseValidators: failing, validateResponses: 'warn' });
    expect(await lenient.client.teams.create({ name: 'Payments' })).toEqual(TEAM);
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not be loaded');
  });

  it('works under a base URL with a path of its own', async () => {
    const { client } = clientAnswering(jsonResponse({ ...TEAM, uuid: 7 }), {
      baseUrl: `${BASE_URL}/scanner/`,
    });
    expect(await rejectionOf(client.teams.create({ name: 'Payments' }))).toMatchObject({
      operationId: 'teams_create',
      pointer: '/uuid',
      rule: 'type: "string"',
    });
  });

  it('createClient refuses a mode without validators and an unknown mode', () => {
    expect(() => createClient({ baseUrl: BASE_URL, validateResponses: 'warn' })).toThrow(
      /validateResponses needs responseValidators/,
    );
    expect(() =>
      createClient({ baseUrl: BASE_URL, validateResponses: 'loud' as 'warn', responseValidators: validators }),
    ).toThrow(/'warn' or 'throw'/);
  });
});

describe('depsight/validate: checkResponse', () => {
  const document = loadDocument('generated/openapi.yaml');
  const operations = listOperations(document);

  it("every success example of the document conforms (no false alarm on the document's own answers)", () => {
    let checked = 0;
    for (const operation of operations) {
      const { path } = buildExampleRequest(document, operation);
      for (const response of successResponses(document, operation)) {
        if (response.example === undefined || !response.contentType?.includes('json')) continue;
        const answer = {
          method: operation.method,
          path,
          status: response.status,
          contentType: response.contentType,
          body: response.example,
        };
        expect(checkResponse(answer), `${operation.operationId} ${response.exampleName}`).toBeUndefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('an example that lacks a required property is reported at that property, with the rule and its place', () => {
    let checked = 0;
    for (const operation of operations) {
      const { path } = buildExampleRequest(document, operation);
      for (const response of successResponses(document, operation)) {
        const example = response.example;
        if (!example || typeof example !== 'object' || Array.isArray(example)) continue;
        const declared = deref(document, operation.operation.responses[String(response.status)]);
        const schema = deref(document, declared?.content?.[response.contentType ?? '']?.schema);
        const required = schema?.required?.find((name: string) => name in example);
        if (typeof required !== 'string') continue;
        const { [required]: _dropped, ...lacking } = example as Record<string, unknown>;
        const violation = checkResponse({
          method: operation.method,
          path,
          status: response.status,
          contentType: response.contentType ?? null,
          body: lacking,
        });
        expect(violation, `${operation.operationId} without ${required}`).toMatchObject({
          operationId: operation.operationId,
          pointer: `/${required}`,
          rule: expect.stringMatching(/^required: /),
          schemaPath: expect.stringMatching(/^#\/.+\/required$/),
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('finds the operation of every path of the document, literal segments before parameters', () => {
    for (const operation of operations) {
      const { path } = buildExampleRequest(document, operation);
      const violation = checkResponse({ method: operation.method, path, status: 299, contentType: null, body: 1 });
      expect(violation?.operationId, `${operation.method} ${path}`).toBe(operation.operationId);
    }
    expect(
      checkResponse({ method: 'GET', path: '/not/in/the/document', status: 200, contentType: null, body: 1 }),
    ).toBe(undefined);
  });
});

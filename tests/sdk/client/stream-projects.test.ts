import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AbortedError,
  AuthenticationError,
  createClient,
  DepsightError,
  InternalServerError,
  InvalidArgumentError,
  InvalidResponseError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from '../../../src/sdk';
import { type ProjectMetricsStream, streamProjects } from '../../../src/sdk/stream';
import * as validators from '../../../src/sdk/validate';
import { chunkedBody, cutAt } from '../support/chunked-body';
import { clientOn, clientWith } from '../support/clients';
import { BASE_URL, jsonResponse } from '../support/stub-fetch';

// `depsight/stream`'s `streamProjects(client, query, options)`: the metrics answer read as a stream, its
// projects one at a time.

const TOKEN = 'tok_live_4f1c';
const encoder = new TextEncoder();

function streamedResponse(body: ReadableStream<Uint8Array>, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

/** A client whose every answer is `text`, handed out in the given chunks. */
function clientAnswering(text: string, cuts: readonly number[] = []) {
  const { body, state } = chunkedBody(cutAt(text, cuts));
  // A reply function, not a Response: the stub clones a Response, and a clone's cancel does not reach the source.
  const { client, requests } = clientWith(() => streamedResponse(body));
  return { client, requests, state };
}

async function readAll(stream: ProjectMetricsStream) {
  const projects: unknown[] = [];
  for await (const project of stream) projects.push(project);
  return { projects, rest: await stream.rest() };
}

/** The error a read ends with, and the projects it handed out before. */
async function failureOf(stream: ProjectMetricsStream) {
  const projects: unknown[] = [];
  try {
    for await (const project of stream) projects.push(project);
  } catch (error) {
    return { error, projects };
  }
  throw new Error('the read did not fail');
}

/** Strings full of what the cutter must not be fooled by. */
const trickyString = fc.oneof(
  fc.string({
    unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', ':', ' ', '\n', 'é', '漢', '🙂', '\u2028', '\u0000', 'a'),
  }),
  fc.string({ unit: 'binary' }),
);
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    trickyString,
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(trickyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const project = fc.dictionary(trickyString, jsonish, { maxKeys: 6 });
const otherMembers = fc.record(
  {
    accountOverview: fc.dictionary(trickyString, jsonish, { maxKeys: 3 }),
    projectsUsage: jsonish,
    exclusionUsage: jsonish,
  },
  { requiredKeys: [] },
);

/** An answer with the projects among the other members, in any place and with any indentation. */
const answerText = fc
  .tuple(fc.array(project, { maxLength: 8 }), otherMembers, fc.nat(), fc.constantFrom(undefined, 0, 1, 2, '\t'))
  .map(([projects, others, place, indent]) => {
    const entries: [string, unknown][] = Object.entries(others);
    entries.splice(place % (entries.length + 1), 0, ['projects', projects]);
    return JSON.stringify(Object.fromEntries(entries), null, indent);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('streamProjects: the projects one at a time, then the rest', () => {
  it('hands out exactly JSON.parse(body).projects and the other members, however the body is cut', async () => {
    await fc.assert(
      fc.asyncProperty(answerText, fc.array(fc.nat(), { maxLength: 40 }), async (text, cuts) => {
        const { client } = clientAnswering(text, cuts);
        const { projects: expected, ...others } = JSON.parse(text);
        const { projects, rest } = await readAll(streamProjects(client));
        expect(projects).toEqual(expected);
        expect(rest).toEqual(others);
      }),
      { numRuns: 300 },
    );
  });

  it('a body cut short anywhere fails with an InvalidResponseError after handing out only whole projects', async () => {
    await fc.assert(
      fc.asyncProperty(answerText, fc.nat(), fc.array(fc.nat(), { maxLength: 10 }), async (text, end, cuts) => {
        const full = encoder.encode(text);
        const short = new TextDecoder().decode(full.subarray(0, end % full.length));
        // A cut inside a character leaves U+FFFD: the body is still short of its closing brace.
        const { client } = clientAnswering(short, cuts);
        const { error, projects } = await failureOf(streamProjects(client));
        expect(error).toBeInstanceOf(InvalidResponseError);
        expect(JSON.parse(text).projects.slice(0, projects.length)).toEqual(projects);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with JSON.parse on damaged bodies: the same projects when it reads them, an InvalidResponseError when not', async () => {
    const damaged = fc
      .tuple(
        answerText,
        fc.array(
          fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom('"', '\\', '[', ']', '{', '}', ',', ':', '1', ' ', 'x')),
          { minLength: 1, maxLength: 3 },
        ),
      )
      .map(([text, edits]) => {
        let result = text;
        for (const [at, kind, character] of edits) {
          const place = at % (result.length + 1);
          if (kind === 0) result = result.slice(0, place) + result.slice(place + 1);
          else if (kind === 1) result = result.slice(0, place) + character + result.slice(place);
          else result = result.slice(0, place) + character + result.slice(place + 1);
        }
        // As it travels: an edit that splits a surrogate pair leaves a character UTF-8 cannot carry.
        return new TextDecoder().decode(encoder.encode(result));
      });
    await fc.assert(
      fc.asyncProperty(damaged, fc.array(fc.nat(), { maxLength: 10 }), async (text, cuts) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const readable =
          typeof parsed === 'object' &&
          parsed !== null &&
          !Array.isArray(parsed) &&
          Array.isArray((parsed as { projects?: unknown }).projects) &&
          (parsed as { projects: unknown[] }).projects.every(
            (item) => typeof item === 'object' && item !== null && !Array.isArray(item),
          ) &&
          // JSON.parse keeps the last of two `projects`; the stream refuses the second.
          text.split('"projects"').length === 2;
        const { client } = clientAnswering(text, cuts);
        const stream = streamProjects(client);
        if (readable) {
          const { projects, ...others } = parsed as { projects: unknown[] };
          await expect(readAll(stream)).resolves.toEqual({ projects, rest: others });
        } else {
          const { error } = await failureOf(stream);
          expect(error).toBeInstanceOf(InvalidResponseError);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('streamProjects: bodies it refuses, and where', () => {
  const cases: [string, string, RegExp][] = [
    ['not JSON', 'Service Unavailable', /the answer is not a JSON object \(at byte 0\)$/],
    ['an empty body', '', /the answer ended before it began/],
    ['projects that is not an array', '{"projects": {"a": 1}}', /projects is not an array \(at byte 13\)$/],
    ['projects that is null', '{"projects":null}', /projects is not an array/],
    ['an element that is not an object', '{"projects":[{"a":1}, 2]}', /projects\[1\] is not an object \(at byte 22\)$/],
    ['an element that is an array', '{"projects":[[]]}', /projects\[0\] is not an object/],
    [
      'an element that is not valid JSON',
      '{"projects":[{"a":tru}]}',
      /projects\[0\] is not valid JSON \(at byte 13\)$/,
    ],
    ['a body that stops inside an element', '{"projects":[{"a":1},{"b":[1,', /the answer ended inside projects\[1\]/],
    [
      'a body that stops between elements',
      '{"projects":[{"a":1},',
      /the answer ended inside projects, after 1 element/,
    ],
    [
      'a body that stops inside another member',
      '{"projects":[],"projectsUsage":{"sortedDates":[',
      /ended inside projectsUsage/,
    ],
    ['a body that stops after a member', '{"projects":[]', /ended after the member/],
    [
      'a missing comma between elements',
      '{"projects":[{"a":1} {"b":2}]}',
      /a comma or the end of projects was expected after projects\[0\]/,
    ],
    ['a brace where the array should end', '{"projects":[{"a":1}}', /a comma or the end of projects was expected/],
    ['text after the answer', '{"projects":[]} []', /the answer goes on after its end \(at byte 16\)$/],
    ['no projects at all', '{"projectsUsage":{}}', /the answer has no projects/],
    ['projects twice', '{"projects":[],"projects":[]}', /projects appears twice/],
    ['a member name that is not a string', '{projects:[]}', /a member name was expected/],
    ['a trailing comma', '{"projects":[],}', /a member name was expected/],
    ['a value missing', '{"projects":[],"exclusionUsage":}', /a value was expected/],
  ];

  it.each(cases)('%s', async (_, text, message) => {
    // White space after the answer, in a chunk of its own: what is found before it leaves it unread.
    const { client, state } = clientAnswering(`${text}${' '.repeat(64)}`, [3, 7, text.length]);
    const { error } = await failureOf(streamProjects(client));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/^The answer to GET \/api\/v1\/metrics\/security\/me cannot be read: /);
    expect((error as Error).message).toMatch(message);
    expect((error as InvalidResponseError).byteOffset).toEqual(expect.any(Number));
    // A fault found before the end leaves the rest of the body unread: the connection is closed.
    const foundAtTheEnd = /ended|has no projects/.test(message.source);
    expect(state.cancelled).toBe(!foundAtTheEnd);
  });

  it('a project larger than maxProjectBytes fails at once and the endless rest is not read', async () => {
    const filler = encoder.encode('x'.repeat(65_536));
    let handedOut = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"projects":[{"a":1},{"name":"'));
      },
      pull(controller) {
        handedOut += 1;
        controller.enqueue(filler);
      },
      cancel() {
        cancelled = true;
      },
    });
    const { client } = clientWith(() => streamedResponse(body));
    const { error, projects } = await failureOf(streamProjects(client, {}, { maxProjectBytes: 1_048_576 }));
    expect(projects).toEqual([{ a: 1 }]);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toMatch(/projects\[1\] is larger than 1 MiB \(at byte 21\)$/);
    expect(cancelled).toBe(true);
    expect(handedOut).toBeLessThan(40);
  });

  it('the other members together are held to the same limit', async () => {
    const big = JSON.stringify({ projects: [], accountOverview: { notes: 'y'.repeat(3000) } });
    const { client } = clientAnswering(big, [100, 2000]);
    const { error } = await failureOf(streamProjects(client, {}, { maxProjectBytes: 1000 }));
    expect((error as Error).message).toMatch(/accountOverview is larger than 1000 bytes \(with the other members\)/);
  });

  it('a member of the server’s own naming is not echoed in an error', async () => {
    const { client } = clientAnswering(`{"projects":[],"${TOKEN}":[1,`);
    const { error } = await failureOf(streamProjects(client));
    expect((error as Error).message).toMatch(/ended inside another member of the answer/);
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect(String((error as Error).stack)).not.toContain(TOKEN);
  });

  it('a broken project that carries a token is not quoted in the error', async () => {
    const { client } = clientAnswering(`{"projects":[{"authorization":"Bearer ${TOKEN}", oops}]}`);
    const { error } = await failureOf(streamProjects(client));
    expect((error as Error).message).toMatch(/projects\[0\] is not valid JSON/);
    expect(String((error as Error).stack)).not.toContain(TOKEN);
  });

  it('a member named __proto__ is a member of the rest, not its prototype', async () => {
    const { client } = clientAnswering('{"__proto__":{"polluted":true},"projects":[]}');
    const { rest } = await readAll(streamProjects(client));
    expect(Object.getPrototypeOf(rest)).toBe(Object.prototype);
    expect(Object.keys(rest)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('a bad maxProjectBytes or query rejects the first step and sends nothing', async () => {
    const { client, requests } = clientWith(jsonResponse({ projects: [] }));
    for (const [query, options] of [
      [{}, { maxProjectBytes: 0 }],
      [{}, { maxProjectBytes: 1.5 }],
      [{ startDate: '2026-02-30' }, {}],
    ] as const) {
      await expect(streamProjects(client, query, options).next()).rejects.toBeInstanceOf(InvalidArgumentError);
    }
    expect(requests).toHaveLength(0);
  });
});

describe('streamProjects: the SDK’s rules', () => {
  it('sends the metrics request with the token, branches * and cache false, once the loop starts', async () => {
    const { client, requests } = clientWith(jsonResponse({ projects: [{ projectUUID: 'p1' }] }));
    const stream = streamProjects(client, { startDate: '2026-01-01' });
    expect(requests).toHaveLength(0);
    await readAll(stream);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url.pathname).toBe('/api/v1/metrics/security/me');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      startDate: '2026-01-01',
      branches: '*',
      cache: 'false',
    });
    expect(request?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('an error status is read and thrown as the SDK’s error class, with the server’s body redacted', async () => {
    const { client } = clientWith(
      jsonResponse({ message: `token expired: Bearer ${TOKEN}` }, 401, { 'x-request-id': 'r-1' }),
    );
    const { error } = await failureOf(streamProjects(client));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, path: '/api/v1/metrics/security/me', requestId: 'r-1' });
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('a 5xx is retried like any read, and the stream reads the answer that follows', async () => {
    const { fetch, requests } = (await import('../support/stub-fetch')).stubFetch(
      jsonResponse({ message: 'busy' }, 503),
      jsonResponse({ projects: [{ n: 1 }], projectsUsage: {} }),
    );
    const client = createClient({ baseUrl: BASE_URL, fetch, retry: { retries: 1, baseDelayMs: 1 } });
    await expect(readAll(streamProjects(client))).resolves.toEqual({
      projects: [{ n: 1 }],
      rest: { projectsUsage: {} },
    });
    expect(requests).toHaveLength(2);
    const failing = createClient({
      baseUrl: BASE_URL,
      fetch: async () => jsonResponse({ message: 'down' }, 500),
      retry: false,
    });
    expect((await failureOf(streamProjects(failing))).error).toBeInstanceOf(InternalServerError);
  });

  it('the token goes only to the configured host, whatever a hook does', async () => {
    const seen: string[] = [];
    const client = createClient({
      baseUrl: BASE_URL,
      auth: { type: 'Bearer', token: TOKEN },
      fetch: async (request) => {
        seen.push(request.url);
        return jsonResponse({ projects: [] });
      },
      onRequest: (request) => new Request(request.url.replace(BASE_URL, 'https://elsewhere.test'), request),
    });
    const { error } = await failureOf(streamProjects(client));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toMatch(/not a configured host/);
    expect(seen).toEqual([]);
  });

  it('onRawResponse sees the answer’s status and headers', async () => {
    const { client } = clientWith(jsonResponse({ projects: [] }, 200, { 'x-request-id': 'r-2' }));
    const seen: string[] = [];
    await readAll(
      streamProjects(
        client,
        {},
        { onRawResponse: (response) => seen.push(`${response.status} ${response.headers.get('x-request-id')}`) },
      ),
    );
    expect(seen).toEqual(['200 r-2']);
  });

  it('rest() without a loop reads to the end; after the loop it is the same; after a break it says the loop was left', async () => {
    const text = JSON.stringify({ projects: [{ a: 1 }, { b: 2 }], projectsUsage: { sortedDates: [] } });
    const unlooped = streamProjects(clientAnswering(text, [5]).client);
    await expect(unlooped.rest()).resolves.toEqual({ projectsUsage: { sortedDates: [] } });
    expect(unlooped.bytesRead).toBe(text.length);

    const looped = streamProjects(clientAnswering(text).client);
    const { rest } = await readAll(looped);
    await expect(looped.rest()).resolves.toBe(rest);

    const left = clientAnswering(text, [20]);
    const broken = streamProjects(left.client);
    for await (const _ of broken) break;
    expect(left.state.cancelled).toBe(true);
    await expect(broken.rest()).rejects.toThrow(DepsightError);
    await expect(broken.rest()).rejects.toThrow(/were not read to their end/);
  });

  it('rest() after a failed read rejects with the read’s error', async () => {
    const stream = streamProjects(clientAnswering('{"projects":[1]}').client);
    const { error } = await failureOf(stream);
    await expect(stream.rest()).rejects.toBe(error);
  });
});

describe('streamProjects: abort and time limits', () => {
  /** A body that hands out its first chunk and then waits until it is cancelled. */
  function stallingBody(first: string) {
    const state = { cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(first));
      },
      pull() {
        return new Promise<void>(() => {});
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { body, state };
  }

  it('an aborted signal stops the read with the caller’s reason and closes the connection', async () => {
    const { body, state } = stallingBody('{"projects":[{"a":1},');
    let requestSignal: AbortSignal | undefined;
    const client = clientOn(async (request) => {
      requestSignal = request.signal;
      return streamedResponse(body);
    });
    const controller = new AbortController();
    const stream = streamProjects(client, {}, { signal: controller.signal, timeoutMs: 0 });
    await expect(stream.next()).resolves.toEqual({ done: false, value: { a: 1 } });
    const pending = stream.next();
    controller.abort(new Error('filters changed'));
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).toMatchObject({ message: 'filters changed' });
    expect(state.cancelled).toBe(true);
    expect(requestSignal?.aborted).toBe(true);
  });

  it('an abort between two projects ends the loop at its next step', async () => {
    const { client } = clientAnswering(JSON.stringify({ projects: [{ a: 1 }, { b: 2 }] }));
    const controller = new AbortController();
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of streamProjects(client, {}, { signal: controller.signal })) {
        seen.push(item);
        controller.abort(new Error('stop'));
      }
    })().catch((caught: unknown) => caught);
    expect(seen).toEqual([{ a: 1 }]);
    expect(error).toBeInstanceOf(AbortedError);
  });

  it('a signal aborted before the loop sends nothing', async () => {
    const { client, requests } = clientWith(jsonResponse({ projects: [] }));
    const controller = new AbortController();
    controller.abort(new Error('never mind'));
    await expect(streamProjects(client, {}, { signal: controller.signal }).next()).rejects.toBeInstanceOf(AbortedError);
    expect(requests).toHaveLength(0);
  });

  it('a body that stalls fails with a TimeoutError and closes the connection', async () => {
    const { body, state } = stallingBody('{"projects":[');
    const client = createClient({ baseUrl: BASE_URL, fetch: async () => streamedResponse(body), timeoutMs: 30 });
    const { error } = await failureOf(streamProjects(client));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30, path: '/api/v1/metrics/security/me' });
    expect(state.cancelled).toBe(true);
  });

  it('a connection lost in the middle of the body is a NetworkError', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"projects":[{"a":1},'));
      },
      pull(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    const { client } = clientWith(() => streamedResponse(body));
    const { error, projects } = await failureOf(streamProjects(client));
    expect(projects).toEqual([{ a: 1 }]);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('GET /api/v1/metrics/security/me could not reach the server: terminated');
  });

  it('a server that does not answer fails with a TimeoutError', async () => {
    const client = createClient({
      baseUrl: BASE_URL,
      retry: false,
      fetch: (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    });
    const { error } = await failureOf(streamProjects(client, {}, { timeoutMs: 20 }));
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('the time limit is per wait, not for the whole read: a slow, steady body is read to its end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const parts = ['{"projects":[{"a":1}', ',{"b":2}', ',{"c":3}', ']}'];
    let gate: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // Each part comes 200 ms after it was asked for: 1 s in all, past the 300 ms limit.
        await new Promise<void>((resolve) => {
          gate = resolve;
        });
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(encoder.encode(part));
      },
    });
    /** Until the body is asked for its next part (setImmediate is not faked). */
    const asked = async () => {
      for (let turn = 0; turn < 10_000 && gate === undefined; turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(gate).toBeDefined();
    };
    const client = createClient({ baseUrl: BASE_URL, fetch: async () => streamedResponse(body), timeoutMs: 300 });
    const reading = readAll(streamProjects(client));
    for (let step = 0; step < 5; step += 1) {
      await asked();
      await vi.advanceTimersByTimeAsync(200);
      const open = gate;
      gate = undefined;
      open?.();
    }
    await expect(reading).resolves.toEqual({ projects: [{ a: 1 }, { b: 2 }, { c: 3 }], rest: {} });
  });
});

describe('streamProjects with validateResponses', () => {
  const valid = {
    projectUUID: '00000000-0000-4000-8000-000000000001',
    projectUrl: 'https://git.example/acme/api',
    projectBranch: 'main',
    securityScore: 80,
    scans: [],
    vulnerabilitiesIdentified: 0,
    vulnerabilitiesAddressed: 0,
    remediations: { vulnerabilities: [] },
  };
  const usage = { sortedDates: [], dates: {} };

  function checkingClient(body: unknown) {
    return createClient({
      baseUrl: BASE_URL,
      fetch: async () => jsonResponse(body),
      validateResponses: 'throw',
      responseValidators: validators,
    });
  }

  it('a conforming answer is read as it is', async () => {
    const answer = { projects: [valid, valid], projectsUsage: usage, exclusionUsage: usage };
    await expect(readAll(streamProjects(checkingClient(answer)))).resolves.toEqual({
      projects: [valid, valid],
      rest: { projectsUsage: usage, exclusionUsage: usage },
    });
  });

  it('a project that departs from the document fails with its place in the whole answer', async () => {
    const { projectUrl: _, ...withoutUrl } = valid;
    const answer = { projects: [valid, valid, withoutUrl], projectsUsage: usage, exclusionUsage: usage };
    const { error, projects } = await failureOf(streamProjects(checkingClient(answer)));
    expect(projects).toHaveLength(2);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ operationId: 'metrics_get', pointer: '/projects/2/projectUrl' });
  });

  it('the other members are checked once the projects are read', async () => {
    const answer = { projects: [valid], projectsUsage: usage };
    const { error, projects } = await failureOf(streamProjects(checkingClient(answer)));
    expect(projects).toHaveLength(1);
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/exclusionUsage' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AbortedError, ApiError, TimeoutError } from '../../../src/sdk';
import { CutError, openMetricsBody, readProjects } from '../../../src/sdk/stream';
import { chunkedBody, cutAt } from '../support/chunked-body';
import { clientOn, clientWith } from '../support/clients';
import { BASE_URL, jsonResponse } from '../support/stub-fetch';

// `depsight/stream`'s two halves of `streamProjects`, for a reader of its own (a worker, a file):
// `openMetricsBody` sends the call and hands the body over unread, `readProjects` reads a body held.

const encoder = new TextEncoder();

/** A body that hands out `text` cut at `cuts` (byte offsets, any order), and says whether it was cancelled. */
const bodyOf = (text: string, cuts: readonly number[] = []) => chunkedBody(cutAt(text, cuts));

async function readAll(text: string, options: Parameters<typeof readProjects>[1] = {}, cuts: number[] = []) {
  const read = readProjects(bodyOf(text, cuts).body, options);
  const projects: unknown[] = [];
  for await (const project of read) projects.push(project);
  return { projects, rest: await read.rest(), bytesRead: read.bytesRead };
}

async function faultOf(text: string, options: Parameters<typeof readProjects>[1] = {}): Promise<CutError> {
  const error = await readAll(text, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CutError);
  return error as CutError;
}

describe('readProjects', () => {
  it('hands out the projects JSON.parse finds and the other members, however the body is cut', async () => {
    const answer = fc.record({
      projects: fc.array(fc.record({ projectUUID: fc.string(), scans: fc.array(fc.integer()) }), { maxLength: 5 }),
      accountOverview: fc.record({ numberOfProjects: fc.nat() }),
      projectsUsage: fc.jsonValue(),
    });
    await fc.assert(
      fc.asyncProperty(answer, fc.array(fc.nat(), { maxLength: 8 }), async (value, cuts) => {
        const text = JSON.stringify(value);
        const { projects, rest, bytesRead } = await readAll(text, {}, cuts);
        const { projects: expected, ...others } = JSON.parse(text) as typeof value;
        expect(projects).toEqual(expected);
        expect(rest).toEqual(others);
        expect(bytesRead).toBe(encoder.encode(text).length);
      }),
      { numRuns: 150 },
    );
  });

  it('with anyShape, reads a projects member that is missing or no array as no projects, and hands out any element', async () => {
    expect(await readAll('{"accountOverview":{"numberOfProjects":0}}', { anyShape: true })).toMatchObject({
      projects: [],
      rest: { accountOverview: { numberOfProjects: 0 } },
    });
    expect(await readAll('{"projects":{"a":1},"x":2}', { anyShape: true })).toMatchObject({
      projects: [],
      rest: { projects: { a: 1 }, x: 2 },
    });
    expect((await readAll('{"projects":[1,null,"x",{"a":1},[2]]}', { anyShape: true })).projects).toEqual([
      1,
      null,
      'x',
      { a: 1 },
      [2],
    ]);
  });

  it('without anyShape, refuses those shapes and says what and where', async () => {
    expect((await faultOf('{}')).message).toBe('the answer has no projects (at byte 2)');
    expect((await faultOf('{"projects":{}}')).message).toBe('projects is not an array (at byte 12)');
    expect((await faultOf('{"projects":[1]}')).message).toBe('projects[0] is not an object (at byte 13)');
  });

  it.each([
    ['an empty body', ''],
    ['null', 'null'],
    ['a list', '[]'],
    ['a string', '"metrics"'],
    ['not JSON', '<html>'],
  ])('says a body that is %s is no JSON object (notAnObject), with or without anyShape', async (_name, text) => {
    for (const anyShape of [false, true]) expect((await faultOf(text, { anyShape })).notAnObject).toBe(true);
  });

  it('tells a body that breaks off or is not JSON inside from one that is no object', async () => {
    const broken = await faultOf('{"projects":[{"a":1}', { anyShape: true });
    expect(broken.notAnObject).toBe(false);
    expect(broken.message).toBe('the answer ended inside projects, after 1 element (at byte 20)');
    expect((await faultOf('{"projects":[{"a":}]}', { anyShape: true })).problem).toBe('projects[0] is not valid JSON');
  });

  it('stops and cancels the body when the signal is aborted', async () => {
    const { body, state } = bodyOf('{"projects":[{"a":1},{"a":2},{"a":3}]}', [14, 22, 30]);
    const controller = new AbortController();
    const read = readProjects(body, { signal: controller.signal });
    await read.next();
    controller.abort();
    await expect(read.next()).rejects.toThrow();
    expect(state.cancelled).toBe(true);
  });

  it('refuses a size limit that is not a whole number of bytes', () => {
    expect(() => readProjects(bodyOf('{}').body, { maxProjectBytes: 0 })).toThrow(RangeError);
  });
});

describe('openMetricsBody', () => {
  it('sends the metrics call to the configured host with the token, and hands over the body and its length', async () => {
    const text = '{"projects":[{"projectUUID":"a"}]}';
    const { client, requests } = clientWith(
      jsonResponse(JSON.parse(text), 200, { 'content-length': String(text.length) }),
    );
    const { body, byteLength } = await openMetricsBody(client, { startDate: '2026-10-21' });
    expect(byteLength).toBe(text.length);
    const request = requests[0];
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe(`${BASE_URL}/api/v1/metrics/security/me`);
    expect(request?.url.searchParams.get('startDate')).toBe('2026-10-21');
    expect(request?.headers.get('authorization')).toBe('Bearer tok_live_4f1c');
    const read = readProjects(body);
    const projects: unknown[] = [];
    for await (const project of read) projects.push(project);
    expect(projects).toEqual([{ projectUUID: 'a' }]);
  });

  it('gives no length for an encoded body or a Content-Length that is not a number', async () => {
    const headerSets: Record<string, string>[] = [
      { 'content-encoding': 'gzip', 'content-length': '10' },
      { 'content-length': '1e3' },
    ];
    for (const headers of headerSets) {
      const { client } = clientWith(new Response('{}', { status: 200, headers }));
      expect((await openMetricsBody(client)).byteLength).toBeNull();
    }
  });

  it('fails as the client does on an error status', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Unauthorized' }, 401));
    await expect(openMetricsBody(client)).rejects.toBeInstanceOf(ApiError);
  });

  it('times out waiting for the answer, even with a fetch that ignores its signal', async () => {
    const client = clientOn(() => new Promise<Response>(() => {}));
    await expect(openMetricsBody(client, {}, { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('is cancelled by the caller before the answer, and cancels the body after it', async () => {
    const before = new AbortController();
    const waiting = openMetricsBody(
      clientOn(() => new Promise<Response>(() => {})),
      {},
      { signal: before.signal },
    );
    before.abort();
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);

    // After the answer: the request's signal, which a real fetch follows to cancel the body, is aborted.
    const after = new AbortController();
    let sent: Request | undefined;
    const client = clientOn(async (request) => {
      sent = request;
      return new Response(bodyOf('{"projects":[{"a":1}]}').body, { status: 200 });
    });
    await openMetricsBody(client, {}, { signal: after.signal });
    expect(sent?.signal.aborted).toBe(false);
    after.abort();
    expect(sent?.signal.aborted).toBe(true);
  });
});

import type { FetchLike } from '../../../src/sdk';

interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
}

type Reply = Response | ((request: Request) => Response | Promise<Response>);

/**
 * A fetch that records what it is sent and answers from a queue of replies (the last reply repeats).
 * Injected through `createClient({ fetch })`, as openapi-fetch's own tests do, instead of a global mock.
 */
export function stubFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const queue = replies.length > 0 ? [...replies] : [jsonResponse({})];
  const fetch: FetchLike = async (request) => {
    const body = request.body === null ? null : await request.clone().text();
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (!reply) throw new Error('stubFetch has no reply');
    return typeof reply === 'function' ? reply(request) : reply.clone();
  };
  return { fetch, requests };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const BASE_URL = 'https://api.depsight.test';

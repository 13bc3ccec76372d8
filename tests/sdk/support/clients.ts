import type { FetchLike } from '../../../src/sdk';
import { createClient } from '../../../src/sdk';
import { BASE_URL, stubFetch } from './stub-fetch';

/** The credentials the resource tests sign in with. */
const TEST_AUTH = { type: 'Bearer' as const, token: 'tok_live_4f1c' };

/** A signed-in client over `fetch` that does not retry, so each test sees exactly the requests it causes. */
export function clientOn(fetch: FetchLike) {
  return createClient({ baseUrl: BASE_URL, fetch, auth: TEST_AUTH, retry: false });
}

/** A signed-in, non-retrying client over a {@link stubFetch} answering `replies`, and the requests it records. */
export function clientWith(...replies: Parameters<typeof stubFetch>) {
  const { fetch, requests } = stubFetch(...replies);
  return { client: clientOn(fetch), requests };
}

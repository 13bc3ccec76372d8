// The SDK's errors on the hostile error answers the browser suite serves
// (tests/support/hostile-answers.ts): whatever a proxy or a broken server sends back with an error
// status and a body that is not JSON (an HTML page, plain text, a truncated or empty body), the
// error's message is short plain text the dashboard can show as it is: no markup, a capped length
// and never the session token. The raw body stays on the error for those who need it.
// HOSTILE_SEED and HOSTILE_RUNS replay or widen a run.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createClient } from '../../../src/sdk';
import {
  assertHostile,
  HOSTILE_TOKEN,
  type HostileAnswer,
  hostileAnswer,
  hostileMetricsValue,
} from '../../support/hostile-answers';
import { BASE_URL } from '../support/stub-fetch';

/** The longest message a user should read in an alert (the raw body stays on the error). */
const MAX_MESSAGE_LENGTH = 500;
const MARKUP = /<\/?[a-z!][^>]*>/i;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Error answers (status 400 and up) whose body is not JSON. */
const nonJsonErrors: fc.Arbitrary<HostileAnswer> = hostileAnswer(hostileMetricsValue, {
  json: 0,
  garbage: 0,
  error: 1,
}).filter((answer) => answer.status >= 400 && !isJson(answer.body));

function check(condition: boolean, message: () => string) {
  if (!condition) throw new Error(message());
}

describe('SDK errors on hostile error answers', () => {
  it('a non-JSON error body becomes a short, plain-text message without the token', async () => {
    await assertHostile(
      fc.asyncProperty(nonJsonErrors, async (answer) => {
        const fetch = async () => new Response(answer.body, { status: answer.status, headers: answer.headers });
        const client = createClient({
          baseUrl: BASE_URL,
          fetch,
          retry: false,
          auth: { type: 'Bearer', token: HOSTILE_TOKEN },
        });
        const error = await client.metrics.get().then(
          () => undefined,
          (caught: unknown) => caught,
        );
        check(error instanceof Error, () => `no error for a ${answer.status}`);
        const { message } = error as Error;
        check(message.trim() !== '', () => 'an empty message');
        check(message.length <= MAX_MESSAGE_LENGTH, () => `a message of ${message.length} characters`);
        check(!MARKUP.test(message), () => `markup in the message: ${message.slice(0, 200)}`);
        check(!message.includes(HOSTILE_TOKEN), () => `the token in the message: ${message.slice(0, 200)}`);
      }),
    );
  });
});

import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_PATH } from '../../mocks/scenarios.mjs';
import { type BenchFront, startBenchFront } from '../../scripts/lib/bench-front.mjs';
import { TEST_TOKEN } from '../../scripts/lib/browser-harness.mjs';
import { recordFirstScreenAnswers, steerToRecorded } from '../../scripts/lib/recorded-answers.mjs';

const ACCOUNT = 'acc-1';
let mock: Server | undefined;
let front: BenchFront | undefined;
/** What the mock was asked, in order, with the token it was asked with. */
const asked: { path: string; auth: string | undefined }[] = [];

/** A mock that answers the user (with its account) and echoes every other path with a counter. */
async function startMock() {
  let answers = 0;
  mock = createServer((request, response) => {
    asked.push({ path: request.url ?? '', auth: request.headers.authorization });
    answers += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    const body = request.url === USER_PATH ? { account: { uuid: ACCOUNT } } : { path: request.url, answer: answers };
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => mock?.listen(0, '127.0.0.1', resolve));
  const address = mock.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

afterEach(async () => {
  await front?.stop();
  front = undefined;
  mock?.closeAllConnections();
  await new Promise((resolve) => mock?.close(resolve));
  mock = undefined;
  asked.length = 0;
});

describe("the scale bench's recorded first-screen answers", () => {
  it('asks the mock once, as the bench user, and then answers those reads from memory, unchanged', async () => {
    const apiUrl = await startMock();
    front = await startBenchFront({ pageUrl: apiUrl, apiUrl });
    const recorded = await recordFirstScreenAnswers(front.url);
    expect(asked.every((request) => request.auth === `Bearer ${TEST_TOKEN}`)).toBe(true);
    expect(asked.map((request) => request.path)).toEqual([
      USER_PATH,
      `/api/v1/accounts/${ACCOUNT}/exclusions?domain=security`,
      `/api/v1/accounts/${ACCOUNT}/properties/sla-targets`,
      `/api/v1/accounts/${ACCOUNT}/members`,
    ]);
    front.steer(steerToRecorded(recorded));
    const exclusions = `${front.url}/api/v1/accounts/${ACCOUNT}/exclusions?domain=security`;
    const first = await (await fetch(exclusions)).json();
    const again = await (await fetch(exclusions)).json();
    expect(first).toEqual({ path: `/api/v1/accounts/${ACCOUNT}/exclusions?domain=security`, answer: 2 });
    expect(again).toEqual(first);
    expect(asked).toHaveLength(4);
  });

  it('lets every other request through: another query, another path, a write', async () => {
    const apiUrl = await startMock();
    front = await startBenchFront({ pageUrl: apiUrl, apiUrl });
    front.steer(steerToRecorded(await recordFirstScreenAnswers(front.url)));
    await (await fetch(`${front.url}/api/v1/accounts/${ACCOUNT}/exclusions?domain=license`)).json();
    await (await fetch(`${front.url}/api/v1/metrics/security/me`)).json();
    await (
      await fetch(`${front.url}/api/v1/accounts/${ACCOUNT}/properties/sla-targets`, { method: 'PUT', body: '{}' })
    ).json();
    expect(asked.slice(4).map((request) => request.path)).toEqual([
      `/api/v1/accounts/${ACCOUNT}/exclusions?domain=license`,
      '/api/v1/metrics/security/me',
      `/api/v1/accounts/${ACCOUNT}/properties/sla-targets`,
    ]);
  });
});

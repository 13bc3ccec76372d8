// The stateful layer in front of Prism sends a team's metrics call to that team's own example, so
// `npm start` shows each team its own figures, and an earlier window of the account to the account's
// earlier period, so that two periods compare; other calls keep the Prefer header they came with.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIOUS_PERIOD_EXAMPLE } from '../../mocks/previous-period.mjs';
import { startStatefulMock } from '../../mocks/server/stateful-mock.mjs';
import { METRICS_TEAMS } from '../../mocks/team-metrics.mjs';

let upstream: Server;
let mock: Awaited<ReturnType<typeof startStatefulMock>>;

beforeAll(async () => {
  // Stands in for Prism: answers with the Prefer header it was sent.
  upstream = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ prefer: request.headers.prefer ?? null }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  mock = await startStatefulMock({ upstream: () => `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await mock?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function preferSent(path: string, prefer?: string) {
  const response = await fetch(`${mock.url}${path}`, {
    headers: { authorization: 'Bearer test-token', ...(prefer ? { prefer } : {}) },
  });
  return ((await response.json()) as { prefer: string | null }).prefer;
}

describe('team metrics through the stateful mock', () => {
  const team = METRICS_TEAMS[0] as { uuid: string; example: string };

  it("asks Prism for the team's own example when the metrics call names a team", async () => {
    expect(await preferSent(`/api/v1/metrics/security/me?teamUUID=${team.uuid}`)).toBe(`example=${team.example}`);
    expect(await preferSent(`/api/v1/metrics/security/me?teamUUID=${team.uuid}`, 'example=default')).toBe(
      `example=${team.example}`,
    );
  });

  it('keeps a scenario or an error the caller chose, and leaves other calls and unknown teams alone', async () => {
    const metrics = `/api/v1/metrics/security/me?teamUUID=${team.uuid}`;
    expect(await preferSent(metrics, 'example=large')).toBe('example=large');
    expect(await preferSent(metrics, 'code=400')).toBe('code=400');
    expect(await preferSent('/api/v1/metrics/security/me?teamUUID=00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await preferSent('/api/v1/metrics/security/me')).toBeNull();
    expect(await preferSent('/api/v1/users/me', 'example=member-with-teams')).toBe('example=member-with-teams');
  });
});

describe("the account's earlier period through the stateful mock", () => {
  const metrics = (startDate: string, endDate: string) =>
    `/api/v1/metrics/security/me?startDate=${startDate}&endDate=${endDate}&branches=*`;

  it('asks Prism for the earlier example for the previous period of the default window, not for the window', async () => {
    expect(await preferSent(metrics('2026-09-19', '2026-10-20'))).toBe(`example=${PREVIOUS_PERIOD_EXAMPLE}`);
    expect(await preferSent(metrics('2026-10-21', '2026-11-21'))).toBeNull();
    expect(await preferSent(metrics('2026-09-19', '2026-10-20'), 'example=large')).toBe('example=large');
  });

  it("keeps a team's call on the team's own example", async () => {
    const team = METRICS_TEAMS[0] as { uuid: string; example: string };
    expect(await preferSent(`${metrics('2026-09-19', '2026-10-20')}&teamUUID=${team.uuid}`)).toBe(
      `example=${team.example}`,
    );
  });
});

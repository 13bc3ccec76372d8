import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const DAY = { date: '2026-10-14', totalAdvisories: 212190, newAdvisories: 64 };

describe('stats', () => {
  it('getLatest reads /stats/allerta.json', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ ...DAY, date: '2026-11-02' }));
    const statistics = await createClient({ baseUrl: BASE_URL, fetch, auth }).stats.getLatest();
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/stats/allerta.json');
    expect(statistics.date).toBe('2026-11-02');
  });

  it('getDaily puts the day into the file name: /stats/allerta_{date}.json', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(DAY));
    const statistics = await createClient({ baseUrl: BASE_URL, fetch, auth }).stats.getDaily({ date: '2026-10-14' });
    expect(requests[0]?.url.pathname).toBe('/stats/allerta_2026-10-14.json');
    expect(statistics.newAdvisories).toBe(64);
  });

  it("getDaily needs a date: 'Some parameters necessary for the request are missing.', nothing sent", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    for (const date of ['', '  ', undefined as never]) {
      await expect(() => client.stats.getDaily({ date })).rejects.toThrow(
        new InvalidArgumentError('Some parameters necessary for the request are missing.'),
      );
    }
    await expect(() => client.stats.getDaily(undefined as never)).rejects.toThrow(InvalidArgumentError);
    expect(requests).toHaveLength(0);
  });

  it('getDaily of a day not computed yet (404) throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Not Found' }, 404));
    const error = await createClient({ baseUrl: BASE_URL, fetch, auth })
      .stats.getDaily({ date: '2026-12-31' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, path: '/stats/allerta_2026-12-31.json' });
  });

  it('listAdvisoryDatabases reads /api/v1/stats/advisories-dbs', async () => {
    const databases = [{ id: 'nvd', name: 'National Vulnerability Database', advisories: 248031 }];
    const { fetch, requests } = stubFetch(jsonResponse(databases));
    expect(await createClient({ baseUrl: BASE_URL, fetch, auth }).stats.listAdvisoryDatabases()).toEqual(databases);
    expect(requests[0]?.url.pathname).toBe('/api/v1/stats/advisories-dbs');
  });
});

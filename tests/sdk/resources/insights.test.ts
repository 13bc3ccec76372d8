import { describe, expect, it } from 'vitest';
import { ApiError, InvalidArgumentError } from '../../../src/sdk';
import { clientOn } from '../support/clients';
import { refusal } from '../support/refusals';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const INSIGHTS = { generatedAt: '2026-11-21T08:15:42Z', sinceDaysAgo: 30, totalDependencies: 0, dependencies: [] };

describe('insights', () => {
  it('listDependencies sends GET /api/v2/accounts/{uuid}/insights/dependencies with the filters given', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(INSIGHTS));
    const insights = await clientOn(fetch).insights.listDependencies({
      uuid: ACCOUNT,
      query: 'log4j',
      all: true,
      sinceDaysAgo: 90,
      nocache: true,
    });
    expect(insights).toEqual(INSIGHTS);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v2/accounts/${ACCOUNT}/insights/dependencies`);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      query: 'log4j',
      all: 'true',
      sinceDaysAgo: '90',
      nocache: 'true',
    });
  });

  it('listDependencies leaves out the filters that are not given, so the server defaults apply', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(INSIGHTS));
    await clientOn(fetch).insights.listDependencies({ uuid: ACCOUNT });
    expect(requests[0]?.url.search).toBe('');
  });

  it("listDependencies without an account uuid throws 'No account has been specified' and sends nothing", async () => {
    const { fetch, requests } = stubFetch();
    const insights = clientOn(fetch).insights;
    for (const uuid of ['', '  ', undefined as never]) {
      const error = await refusal(() => insights.listDependencies({ uuid }));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect((error as Error).message).toBe('No account has been specified');
    }
    expect(await refusal(() => insights.listDependencies(undefined as never))).toBeInstanceOf(InvalidArgumentError);
    expect(requests).toHaveLength(0);
  });

  it('listDependencies answers an object, so a 404 throws an ApiError instead of giving an empty list', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'No account found' }, 404));
    const error = await clientOn(fetch)
      .insights.listDependencies({ uuid: ACCOUNT })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No account found' });
  });
});

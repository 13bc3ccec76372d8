import { describe, expect, it } from 'vitest';
import { createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const MISSING = 'Some parameters necessary for the request are missing.';

describe('features', () => {
  it('update leaves out the members feature and sends the rest as the comma-separated names query', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await createClient({ baseUrl: BASE_URL, fetch }).features.update({
      uuid: ACCOUNT,
      names: ['members', 'teams', 'insights', 'policies'],
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/features`);
    expect(requests[0]?.url.searchParams.get('names')).toBe('teams,insights,policies');
    expect(requests[0]?.body).toBeNull();
  });

  it('update also takes the names as comma-separated text, trimming blanks and dropping members', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await createClient({ baseUrl: BASE_URL, fetch }).features.update({
      uuid: ACCOUNT,
      names: ' teams , members,isaac,',
    });
    expect(requests[0]?.url.searchParams.get('names')).toBe('teams,isaac');
  });

  it('update with nothing left once members is removed is refused with the missing-parameters message', async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    for (const names of [['members'], [], '', 'members', undefined]) {
      await expect(() => client.features.update({ uuid: ACCOUNT, names: names as never })).rejects.toThrow(
        new InvalidArgumentError(MISSING),
      );
    }
    expect(requests).toHaveLength(0);
  });

  it("update needs the account: 'No account has been specified'", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    await expect(() => client.features.update({ uuid: '', names: ['teams'] })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    await expect(() => client.features.update(undefined as never)).rejects.toThrow('No account has been specified');
    expect(requests).toHaveLength(0);
  });

  it('list reads every feature name from the site administration path', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(['members', 'teams']));
    expect(await createClient({ baseUrl: BASE_URL, fetch }).features.list()).toEqual(['members', 'teams']);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/v1/admin/ag/features');
  });

  it('update failing (404) throws an ApiError: only 200 succeeds', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'No account' }, 404));
    await expect(
      createClient({ baseUrl: BASE_URL, fetch }).features.update({ uuid: ACCOUNT, names: ['teams'] }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const CONFIGURATION = {
  defaultBranch: 'main',
  scanOnPush: true,
  minimumSecurityScore: 70,
  failOnSeverity: 'MEDIUM' as const,
};

describe('configuration', () => {
  it('get reads GET /api/v1/accounts/{uuid}/configuration', async () => {
    const { client, requests } = clientWith(jsonResponse(CONFIGURATION));
    await expect(client.configuration.get({ uuid: ACCOUNT })).resolves.toEqual(CONFIGURATION);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/configuration`);
  });

  it('update sends the configuration as a JSON POST and resolves on 202 Accepted', async () => {
    const { client, requests } = clientWith(new Response(null, { status: 202 }));
    await expect(client.configuration.update({ uuid: ACCOUNT }, CONFIGURATION)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/configuration`);
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(CONFIGURATION);
  });

  it('update also resolves on 200', async () => {
    const { client } = clientWith(new Response(null, { status: 200 }));
    await expect(client.configuration.update({ uuid: ACCOUNT }, CONFIGURATION)).resolves.toBeUndefined();
  });

  it('update throws an ApiError with the server body on any other status', async () => {
    const { client } = clientWith(jsonResponse({ message: 'minimumSecurityScore must be at most 100' }, 422));
    await expect(client.configuration.update({ uuid: ACCOUNT }, CONFIGURATION)).rejects.toMatchObject({
      status: 422,
      message: 'minimumSecurityScore must be at most 100',
    });
  });

  it("get and update need the account uuid: 'No account has been specified', and nothing is sent", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.configuration.get({ uuid: '' })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    await expect(() => client.configuration.update({ uuid: undefined as never }, CONFIGURATION)).rejects.toThrow(
      'No account has been specified',
    );
    expect(requests).toHaveLength(0);
  });

  it("update needs a configuration: 'Some parameters necessary for the request are missing.'", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.configuration.update({ uuid: ACCOUNT }, undefined as never)).rejects.toThrow(
      new InvalidArgumentError('Some parameters necessary for the request are missing.'),
    );
    expect(requests).toHaveLength(0);
  });
});

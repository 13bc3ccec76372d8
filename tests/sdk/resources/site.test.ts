import { describe, expect, it } from 'vitest';
import { ApiError, InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const LICENSE = '4c8e2a6f-1b3d-4e5f-9a7c-0d2e4f6a8b1c';
const MISSING = 'Some parameters necessary for the request are missing.';

async function healthFailure(reply: Response): Promise<unknown> {
  const { client } = clientWith(reply);
  return client.site.checkHealth({ service: 'core' }).catch((caught: unknown) => caught);
}

describe('site.checkHealth', () => {
  it('reads GET /admin/server/{service}/healthcheck and resolves the body of a healthy service', async () => {
    const health = { service: 'core', status: 'UP', version: '4.27.1' };
    const { client, requests } = clientWith(jsonResponse(health));
    await expect(client.site.checkHealth({ service: 'core' })).resolves.toEqual(health);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/admin/server/core/healthcheck');
  });

  it("a 503 throws an ApiError whose message is the body's reason", async () => {
    const body = { service: 'core', status: 'DOWN', reason: 'Advisory store unreachable (connection refused)' };
    const error = await healthFailure(jsonResponse(body, 503));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, body, message: 'Advisory store unreachable (connection refused)' });
  });

  it("a failure whose JSON body has no reason throws 'Unable to obtain reason for failure' (a message is not a reason)", async () => {
    for (const body of [{ service: 'core', status: 'DOWN' }, { message: 'Not Found', status: 404 }, { reason: '  ' }]) {
      const error = await healthFailure(jsonResponse(body, body.status === 404 ? 404 : 503));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Unable to obtain reason for failure', body });
    }
  });

  it("a failure whose body is not JSON throws 'Unable to obtain reason for failure'", async () => {
    const error = await healthFailure(new Response('Service Unavailable', { status: 503 }));
    expect(error).toMatchObject({ status: 503, message: 'Unable to obtain reason for failure' });
  });

  it(`needs the service: '${MISSING}', and nothing is sent`, async () => {
    const { client, requests } = clientWith();
    await expect(() => client.site.checkHealth({ service: '' as never })).rejects.toThrow(
      new InvalidArgumentError(MISSING),
    );
    await expect(() => client.site.checkHealth(undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });
});

describe('site', () => {
  it('getNetwork, getLicense and getStats read their paths', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.site.getNetwork();
    await client.site.getLicense();
    await client.site.getStats();
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /admin/server/site/network',
      'GET /api/v1/license',
      'GET /api/v1/admin/ag/site-stats',
    ]);
  });

  it('activateLicense and releaseLicense POST /api/v1/license/{id}/activate and /release without a body', async () => {
    const { client, requests } = clientWith(jsonResponse({ id: LICENSE, licensee: 'Acme', status: 'active' }));
    await expect(client.site.activateLicense({ id: LICENSE })).resolves.toMatchObject({ status: 'active' });
    await client.site.releaseLicense({ id: LICENSE });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST /api/v1/license/${LICENSE}/activate`,
      `POST /api/v1/license/${LICENSE}/release`,
    ]);
    expect(requests.every((request) => request.body === null)).toBe(true);
  });

  it(`activateLicense and releaseLicense need the license id: '${MISSING}'`, async () => {
    const { client, requests } = clientWith();
    await expect(() => client.site.activateLicense({ id: '' })).rejects.toThrow(new InvalidArgumentError(MISSING));
    await expect(() => client.site.releaseLicense({ id: undefined as never })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('getLicense throws an ApiError with the server message on 404 (no license installed)', async () => {
    const { client } = clientWith(jsonResponse({ message: 'No license installed', status: 404 }, 404));
    await expect(client.site.getLicense()).rejects.toMatchObject({ status: 404, message: 'No license installed' });
  });
});

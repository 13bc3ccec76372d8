import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/sdk';
import { clientOn } from '../support/clients';
import { expectRefused } from '../support/refusals';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const PROJECT = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';
const SBOM = '72352bd5-48ad-4499-bb10-999a8ddce228';
const BRANCH = { uuid: ACCOUNT, project: PROJECT, branch: 'main' };
const BRANCH_PREFIX = `/api/v1/integrations/rkvst/accounts/${ACCOUNT}/projects/${PROJECT}/main`;
const CREDENTIALS = {
  url: 'https://app.rkvst.io',
  clientId: 'c78ca8cd-59bf-419b-a834-36dd269f9efd',
  clientSecret: '9f4b6d2a8e1c3f5a7b9d0e2c4a6b8d1f3e5a7c2e',
};
const INVALID = { message: 'RKVST refused the credentials: invalid_client', error: 'Bad Request', status: 400 };

const emptyOk = () => new Response(null, { status: 200 });

describe('assetRegistry', () => {
  it('listProjects reads GET /api/v1/rkvst/accounts/{uuid}/projects (not under /integrations/)', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([]));
    expect(await clientOn(fetch).assetRegistry.listProjects({ uuid: ACCOUNT })).toEqual([]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/rkvst/accounts/${ACCOUNT}/projects`);
  });

  it('link, unlink and publish POST to .../projects/{project}/{branch}/<action> without a body', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}));
    const registry = clientOn(fetch).assetRegistry;
    await registry.link(BRANCH);
    await registry.unlink(BRANCH);
    await registry.publish(BRANCH);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST ${BRANCH_PREFIX}/link`,
      `POST ${BRANCH_PREFIX}/unlink`,
      `POST ${BRANCH_PREFIX}/publish`,
    ]);
    expect(requests.every((request) => request.body === null)).toBe(true);
  });

  it('publishSbom and withdrawSbom POST to .../sboms/{id}/publish and /withdraw', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}));
    const registry = clientOn(fetch).assetRegistry;
    await registry.publishSbom({ ...BRANCH, id: SBOM });
    await registry.withdrawSbom({ ...BRANCH, id: SBOM });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST ${BRANCH_PREFIX}/sboms/${SBOM}/publish`,
      `POST ${BRANCH_PREFIX}/sboms/${SBOM}/withdraw`,
    ]);
  });

  it('a branch name with a slash is sent as one percent-encoded path segment', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([]));
    await clientOn(fetch).assetRegistry.listHistory({ ...BRANCH, branch: 'release/2.4' });
    expect(requests[0]?.url.pathname).toBe(
      `/api/v1/integrations/rkvst/accounts/${ACCOUNT}/projects/${PROJECT}/release%2F2.4/history`,
    );
  });

  it('listHistory gives an empty list on 404', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Not found' }, 404));
    expect(await clientOn(fetch).assetRegistry.listHistory(BRANCH)).toEqual([]);
  });

  it('getCredentials answers the stored credentials, and null on 404 when none are stored', async () => {
    const masked = { ...CREDENTIALS, clientSecret: '****7c2e' };
    const { fetch, requests } = stubFetch(jsonResponse(masked), jsonResponse({ message: 'Not found' }, 404));
    const registry = clientOn(fetch).assetRegistry;
    expect(await registry.getCredentials({ uuid: ACCOUNT })).toEqual(masked);
    expect(requests[0]?.url.pathname).toBe(`/api/v1/integrations/rkvst/accounts/${ACCOUNT}/credentials`);
    expect(await registry.getCredentials({ uuid: ACCOUNT })).toBeNull();
  });

  it('updateCredentials POSTs the credentials as JSON', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(CREDENTIALS));
    await clientOn(fetch).assetRegistry.updateCredentials({ uuid: ACCOUNT }, CREDENTIALS);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/integrations/rkvst/accounts/${ACCOUNT}/credentials`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(CREDENTIALS);
  });

  it('checkCredentials resolves true on 200', async () => {
    const { fetch, requests } = stubFetch(emptyOk());
    expect(await clientOn(fetch).assetRegistry.checkCredentials({ uuid: ACCOUNT }, CREDENTIALS)).toBe(true);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/integrations/rkvst/accounts/${ACCOUNT}/credentials/check`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(CREDENTIALS);
  });

  it('checkCredentials reads 400 as invalid and resolves false instead of throwing', async () => {
    const { fetch } = stubFetch(jsonResponse(INVALID, 400));
    expect(await clientOn(fetch).assetRegistry.checkCredentials({ uuid: ACCOUNT }, CREDENTIALS)).toBe(false);
  });

  it('checkCredentials without a body checks the stored credentials and sends no body', async () => {
    const { fetch, requests } = stubFetch(emptyOk());
    expect(await clientOn(fetch).assetRegistry.checkCredentials({ uuid: ACCOUNT })).toBe(true);
    expect(requests[0]?.body).toBeNull();
    expect(requests[0]?.headers.has('content-type')).toBe(false);
  });

  it('checkCredentials throws an ApiError on any status other than 200 and 400', async () => {
    for (const status of [401, 403, 404, 500]) {
      const { fetch } = stubFetch(jsonResponse({ message: `status ${status}` }, status));
      const error = await clientOn(fetch)
        .assetRegistry.checkCredentials({ uuid: ACCOUNT })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status });
    }
  });

  it("every call without an account uuid throws 'No account uuid has been specified' and sends nothing", async () => {
    const { fetch, requests } = stubFetch();
    const registry = clientOn(fetch).assetRegistry;
    const message = 'No account uuid has been specified';
    const noAccount = { ...BRANCH, uuid: '' };
    await expectRefused(() => registry.listProjects({ uuid: '' }), message);
    await expectRefused(() => registry.link(noAccount), message);
    await expectRefused(() => registry.unlink(noAccount), message);
    await expectRefused(() => registry.publish(noAccount), message);
    await expectRefused(() => registry.listHistory({ ...BRANCH, uuid: undefined as never }), message);
    await expectRefused(() => registry.publishSbom({ ...noAccount, id: SBOM }), message);
    await expectRefused(() => registry.withdrawSbom({ ...noAccount, id: SBOM }), message);
    await expectRefused(() => registry.getCredentials({ uuid: ' ' }), message);
    await expectRefused(() => registry.updateCredentials({ uuid: '' }, CREDENTIALS), message);
    await expectRefused(() => registry.checkCredentials(undefined as never), message);
    expect(requests).toHaveLength(0);
  });

  it("branch calls without a project uuid throw 'No project uuid has been specified' and send nothing", async () => {
    const { fetch, requests } = stubFetch();
    const registry = clientOn(fetch).assetRegistry;
    const message = 'No project uuid has been specified';
    const noProject = { ...BRANCH, project: '' };
    await expectRefused(() => registry.link(noProject), message);
    await expectRefused(() => registry.unlink(noProject), message);
    await expectRefused(() => registry.publish(noProject), message);
    await expectRefused(() => registry.listHistory({ ...BRANCH, project: undefined as never }), message);
    await expectRefused(() => registry.publishSbom({ ...noProject, id: SBOM }), message);
    await expectRefused(() => registry.withdrawSbom({ ...noProject, id: SBOM }), message);
    expect(requests).toHaveLength(0);
  });

  it('a missing branch, SBOM id or credential field throws the missing-parameters message and sends nothing', async () => {
    const { fetch, requests } = stubFetch();
    const registry = clientOn(fetch).assetRegistry;
    const message = 'Some parameters necessary for the request are missing.';
    await expectRefused(() => registry.link({ ...BRANCH, branch: '' }), message);
    await expectRefused(() => registry.listHistory({ ...BRANCH, branch: undefined as never }), message);
    await expectRefused(() => registry.publishSbom({ ...BRANCH, id: '' }), message);
    await expectRefused(() => registry.withdrawSbom({ ...BRANCH, id: undefined as never }), message);
    await expectRefused(
      () => registry.updateCredentials({ uuid: ACCOUNT }, { ...CREDENTIALS, clientSecret: '' }),
      message,
    );
    await expectRefused(() => registry.checkCredentials({ uuid: ACCOUNT }, { url: CREDENTIALS.url } as never), message);
    expect(requests).toHaveLength(0);
  });
});

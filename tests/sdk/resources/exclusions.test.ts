import { describe, expect, it } from 'vitest';
import { clientOn } from '../support/clients';
import { expectRefused } from '../support/refusals';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const EXCLUSION_ID = 'f5b2c3d4-6e7f-4a81-9ba2-c3d4e5f60718';
const ADVISORY = { kind: 'advisory', name: 'CVE-2024-37890', reason: 'Not reachable.' };
const MISSING = 'Some parameters necessary for the request are missing.';

/** The last path segment as sent, and decoded back. */
function nameSegment(pathname: string | undefined, fromEnd = 1) {
  const segments = (pathname ?? '').split('/');
  const sent = segments[segments.length - fromEnd] ?? '';
  return { sent, decoded: decodeURIComponent(sent) };
}

describe('exclusions', () => {
  it('list, create and clear send the domain as a query parameter on /api/v1/accounts/{uuid}/exclusions', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([]), jsonResponse({ domain: 'stability' }), jsonResponse({}));
    const exclusions = clientOn(fetch).exclusions;
    await exclusions.list({ uuid: ACCOUNT, domain: 'security' });
    await exclusions.create({ uuid: ACCOUNT, domain: 'stability' }, ADVISORY);
    await exclusions.clear({ uuid: ACCOUNT, domain: 'licensing' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
      `GET /api/v1/accounts/${ACCOUNT}/exclusions?domain=security`,
      `POST /api/v1/accounts/${ACCOUNT}/exclusions?domain=stability`,
      `DELETE /api/v1/accounts/${ACCOUNT}/exclusions?domain=licensing`,
    ]);
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual(ADVISORY);
  });

  it('list gives an empty list on 404', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Not found' }, 404));
    expect(await clientOn(fetch).exclusions.list({ uuid: ACCOUNT, domain: 'security' })).toEqual([]);
  });

  it('list throws an ApiError on another failure', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Bad domain' }, 400));
    await expect(clientOn(fetch).exclusions.list({ uuid: ACCOUNT, domain: 'security' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("v1 calls without an account uuid throw 'No account has been specified' and send nothing", async () => {
    const { fetch, requests } = stubFetch();
    const exclusions = clientOn(fetch).exclusions;
    const message = 'No account has been specified';
    await expectRefused(() => exclusions.list({ uuid: '', domain: 'security' }), message);
    await expectRefused(() => exclusions.create({ uuid: ' ', domain: 'security' }, ADVISORY), message);
    await expectRefused(() => exclusions.clear({ uuid: undefined as never, domain: 'security' }), message);
    await expectRefused(() => exclusions.list(undefined as never), message);
    expect(requests).toHaveLength(0);
  });

  it('v1 calls without a domain throw the missing-parameters message and send nothing', async () => {
    const { fetch, requests } = stubFetch();
    const exclusions = clientOn(fetch).exclusions;
    await expectRefused(() => exclusions.list({ uuid: ACCOUNT, domain: undefined as never }), MISSING);
    await expectRefused(() => exclusions.create({ uuid: ACCOUNT, domain: '' as never }, ADVISORY), MISSING);
    await expectRefused(() => exclusions.clear({ uuid: ACCOUNT } as never), MISSING);
    expect(requests).toHaveLength(0);
  });

  it('a domain other than security, stability or licensing is refused before anything is sent', async () => {
    const { fetch, requests } = stubFetch();
    const exclusions = clientOn(fetch).exclusions;
    const message = 'domain must be security, stability or licensing, not "quality"';
    await expectRefused(() => exclusions.list({ uuid: ACCOUNT, domain: 'quality' as never }), message);
    await expectRefused(() => exclusions.clear({ uuid: ACCOUNT, domain: 'quality' as never }), message);
    await expectRefused(
      () => exclusions.add({ kind: 'dependency', name: 'lodash' }, { domain: 'quality' as never }),
      message,
    );
    expect(requests).toHaveLength(0);
  });

  it('create without a kind or a name throws the missing-parameters message and sends nothing', async () => {
    const { fetch, requests } = stubFetch();
    const exclusions = clientOn(fetch).exclusions;
    await expectRefused(
      () => exclusions.create({ uuid: ACCOUNT, domain: 'security' }, { ...ADVISORY, name: '' }),
      MISSING,
    );
    await expectRefused(
      () => exclusions.create({ uuid: ACCOUNT, domain: 'security' }, { name: 'x' } as never),
      MISSING,
    );
    expect(requests).toHaveLength(0);
  });

  it('add sends an npm scoped name as one segment: @babel/traverse arrives as %40babel%2Ftraverse', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ domain: 'security' }));
    const body = { domain: 'security', reason: 'Build-time only dependency.' } as const;
    await clientOn(fetch).exclusions.add({ kind: 'dependency', name: '@babel/traverse' }, body);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v2/exclusions/dependency/%40babel%2Ftraverse');
    expect(nameSegment(requests[0]?.url.pathname).decoded).toBe('@babel/traverse');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(body);
  });

  it('add sends a Maven coordinate with its colon encoded, and it decodes back to the same name', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ domain: 'security' }));
    const name = 'org.apache.logging.log4j:log4j-core';
    await clientOn(fetch).exclusions.add({ kind: 'dependency', name }, { domain: 'security' });
    expect(nameSegment(requests[0]?.url.pathname)).toEqual({
      sent: 'org.apache.logging.log4j%3Alog4j-core',
      decoded: name,
    });
  });

  it('a name that already contains % is encoded once, so the server decodes the name as given', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ domain: 'licensing' }));
    await clientOn(fetch).exclusions.add({ kind: 'license', name: 'LicenseRef-100%' }, { domain: 'licensing' });
    expect(nameSegment(requests[0]?.url.pathname)).toEqual({ sent: 'LicenseRef-100%25', decoded: 'LicenseRef-100%' });
  });

  it('delete sends DELETE /api/v2/exclusions/{kind}/{encoded name}/{id}', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    const result = await clientOn(fetch).exclusions.delete({
      kind: 'dependency',
      name: '@babel/traverse',
      id: EXCLUSION_ID,
    });
    expect(result).toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe(`/api/v2/exclusions/dependency/%40babel%2Ftraverse/${EXCLUSION_ID}`);
    expect(nameSegment(requests[0]?.url.pathname, 2).decoded).toBe('@babel/traverse');
  });

  it('add and delete without a kind, a name, an id or a body domain throw the missing-parameters message', async () => {
    const { fetch, requests } = stubFetch();
    const exclusions = clientOn(fetch).exclusions;
    await expectRefused(() => exclusions.add({ kind: '', name: 'lodash' }, { domain: 'security' }), MISSING);
    await expectRefused(() => exclusions.add({ kind: 'dependency', name: ' ' }, { domain: 'security' }), MISSING);
    await expectRefused(() => exclusions.add({ kind: 'dependency', name: 'lodash' }, {} as never), MISSING);
    await expectRefused(() => exclusions.add({ kind: 'dependency', name: 'lodash' }, undefined as never), MISSING);
    await expectRefused(
      () => exclusions.delete({ kind: 'dependency', name: undefined as never, id: EXCLUSION_ID }),
      MISSING,
    );
    await expectRefused(() => exclusions.delete({ kind: 'dependency', name: 'lodash', id: '' }), MISSING);
    await expectRefused(() => exclusions.delete(undefined as never), MISSING);
    expect(requests).toHaveLength(0);
  });
});

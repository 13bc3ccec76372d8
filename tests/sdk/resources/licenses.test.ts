import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const ANGULAR = { language: 'npm', name: '@angular/core', version: '17.3.12' } as const;
const LOG4J = { language: 'maven', name: 'org.apache.logging.log4j:log4j-core', version: '2.17.1' } as const;
const ANGULAR_PATH = '/api/v1/licenses/library/npm/%40angular%2Fcore/17.3.12';
const NOTICE = 'Copyright (c) 2010-2024 Google LLC.';
const MISSING = new InvalidArgumentError('Some parameters necessary for the request are missing.');
const LIBRARY = { ...ANGULAR, licenses: [{ id: 'MIT', name: 'MIT License', source: 'detected' }] };

function setup(...replies: Response[]) {
  const { fetch, requests } = stubFetch(...replies);
  return { requests, licenses: createClient({ baseUrl: BASE_URL, fetch, auth }).licenses };
}

describe('licenses', () => {
  it('search sends ?query=', async () => {
    const { licenses, requests } = setup(jsonResponse([{ id: 'Apache-2.0', name: 'Apache License 2.0' }]));
    await licenses.search({ query: 'apache' });
    expect(requests[0]?.url.pathname).toBe('/api/v1/licenses');
    expect(requests[0]?.url.searchParams.get('query')).toBe('apache');
  });

  it("search needs a query: 'Some parameters necessary for the request are missing.'", async () => {
    const { licenses, requests } = setup();
    await expect(() => licenses.search({ query: ' ' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('a scoped npm name (@angular/core) travels as one encoded path segment, not double-encoded', async () => {
    const { licenses, requests } = setup(jsonResponse(LIBRARY));
    await licenses.getLibrary(ANGULAR);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(ANGULAR_PATH);
  });

  it('a Maven group:artifact name travels with its colon encoded', async () => {
    const { licenses, requests } = setup(jsonResponse({ ...LOG4J, licenses: [] }));
    await licenses.getLibrary(LOG4J);
    expect(requests[0]?.url.pathname).toBe(
      '/api/v1/licenses/library/maven/org.apache.logging.log4j%3Alog4j-core/2.17.1',
    );
  });

  it("library calls need language, name and version: 'Some parameters necessary for the request are missing.'", async () => {
    const { licenses, requests } = setup();
    const incomplete = [
      { ...ANGULAR, language: undefined as never },
      { ...ANGULAR, name: '' },
      { ...ANGULAR, version: undefined as never },
      undefined as never,
    ];
    for (const params of incomplete) {
      await expect(() => licenses.getLibrary(params)).rejects.toThrow(MISSING);
      await expect(() => licenses.overrideLibrary(params, ['MIT'])).rejects.toThrow(MISSING);
      await expect(() => licenses.deleteLibraryOverride(params)).rejects.toThrow(MISSING);
      await expect(() => licenses.getLibraryLicense({ ...params, license: 'MIT' })).rejects.toThrow(MISSING);
      await expect(() => licenses.addLibraryLicense({ ...params, license: 'MIT' })).rejects.toThrow(MISSING);
      await expect(() => licenses.removeLibraryLicense({ ...params, license: 'MIT' })).rejects.toThrow(MISSING);
      await expect(() => licenses.getLibraryCopyright({ ...params, text: NOTICE })).rejects.toThrow(MISSING);
      await expect(() => licenses.addLibraryCopyright({ ...params, text: NOTICE })).rejects.toThrow(MISSING);
      await expect(() => licenses.removeLibraryCopyright({ ...params, text: NOTICE })).rejects.toThrow(MISSING);
    }
    expect(requests).toHaveLength(0);
  });

  it('overrideLibrary POSTs the license identifiers as a JSON array, and needs at least one', async () => {
    const { licenses, requests } = setup(jsonResponse({ ...LIBRARY, overridden: true }));
    await expect(() => licenses.overrideLibrary(ANGULAR, [])).rejects.toThrow(MISSING);
    await expect(() => licenses.overrideLibrary(ANGULAR, undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
    await licenses.overrideLibrary(ANGULAR, ['MIT', 'Apache-2.0']);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(ANGULAR_PATH);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(['MIT', 'Apache-2.0']);
  });

  it('deleteLibraryOverride DELETEs the library path', async () => {
    const { licenses, requests } = setup(new Response(null, { status: 200 }));
    await expect(licenses.deleteLibraryOverride(ANGULAR)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe(ANGULAR_PATH);
  });

  it('the license calls GET, POST (no body) and DELETE .../{license}, and need the license', async () => {
    const override = { ...ANGULAR, license: 'Apache-2.0' };
    const { licenses, requests } = setup(jsonResponse(override));
    await expect(() => licenses.getLibraryLicense({ ...ANGULAR, license: '' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
    await licenses.getLibraryLicense(override);
    await licenses.addLibraryLicense(override);
    await licenses.removeLibraryLicense(override);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'DELETE']);
    for (const request of requests) expect(request.url.pathname).toBe(`${ANGULAR_PATH}/Apache-2.0`);
    expect(requests[1]?.body).toBeNull();
  });

  it('the copyright calls send the notice as ?text= (GET, POST, DELETE .../copyright), and need it', async () => {
    const { licenses, requests } = setup(jsonResponse({ ...ANGULAR, text: NOTICE }));
    for (const text of ['', undefined as never]) {
      await expect(() => licenses.getLibraryCopyright({ ...ANGULAR, text })).rejects.toThrow(MISSING);
      await expect(() => licenses.addLibraryCopyright({ ...ANGULAR, text })).rejects.toThrow(MISSING);
      await expect(() => licenses.removeLibraryCopyright({ ...ANGULAR, text })).rejects.toThrow(MISSING);
    }
    expect(requests).toHaveLength(0);
    await licenses.getLibraryCopyright({ ...ANGULAR, text: NOTICE });
    await licenses.addLibraryCopyright({ ...ANGULAR, text: NOTICE });
    await licenses.removeLibraryCopyright({ ...ANGULAR, text: NOTICE });
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'DELETE']);
    for (const request of requests) {
      expect(request.url.pathname).toBe(`${ANGULAR_PATH}/copyright`);
      expect(request.url.searchParams.get('text')).toBe(NOTICE);
    }
    expect(requests[1]?.body).toBeNull();
  });

  it('listAccountLicenseOverrides and listAccountCopyrightOverrides read the account overrides', async () => {
    const { licenses, requests } = setup(jsonResponse([{ ...ANGULAR, license: 'MIT' }]));
    expect(await licenses.listAccountLicenseOverrides({ uuid: ACCOUNT })).toHaveLength(1);
    await licenses.listAccountCopyrightOverrides({ uuid: ACCOUNT });
    expect(requests.map((request) => request.url.pathname)).toEqual([
      `/api/v1/accounts/${ACCOUNT}/overrides/licenses`,
      `/api/v1/accounts/${ACCOUNT}/overrides/copyrights`,
    ]);
  });

  it('the account override lists answer [] on 404', async () => {
    const { licenses } = setup(jsonResponse({ message: 'Not Found' }, 404));
    expect(await licenses.listAccountLicenseOverrides({ uuid: ACCOUNT })).toEqual([]);
    expect(await licenses.listAccountCopyrightOverrides({ uuid: ACCOUNT })).toEqual([]);
  });

  it('the account override lists still fail on other statuses', async () => {
    const { licenses } = setup(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(licenses.listAccountLicenseOverrides({ uuid: ACCOUNT })).rejects.toBeInstanceOf(ApiError);
    await expect(licenses.listAccountCopyrightOverrides({ uuid: ACCOUNT })).rejects.toMatchObject({ status: 403 });
  });

  it("the account override lists need the account: 'No account has been specified'", async () => {
    const { licenses, requests } = setup();
    const noAccount = new InvalidArgumentError('No account has been specified');
    await expect(() => licenses.listAccountLicenseOverrides({ uuid: '' })).rejects.toThrow(noAccount);
    await expect(() => licenses.listAccountCopyrightOverrides(undefined as never)).rejects.toThrow(noAccount);
    expect(requests).toHaveLength(0);
  });
});

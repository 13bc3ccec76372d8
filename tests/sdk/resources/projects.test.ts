import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const PROJECT = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';
const REPORT = '7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f';

describe('projects', () => {
  it("every call on a project needs its uuid: 'No project uuid has been specified', and nothing is sent", async () => {
    const { client, requests } = clientWith();
    const calls = [
      () => client.projects.get({ id: '' }),
      () => client.projects.getReportSummary({ id: undefined as never }),
      () => client.projects.getFullReport({ id: ' ' }),
      () => client.projects.recomputeFullReport({ id: '' }),
      () => client.projects.getFullReportById({ id: '', reportId: REPORT }),
      () => client.projects.recomputeFullReportById({ id: null as never, reportId: REPORT }),
      () => client.projects.refresh(undefined as never),
    ];
    for (const call of calls)
      await expect(call).rejects.toThrow(new InvalidArgumentError('No project uuid has been specified'));
    expect(requests).toHaveLength(0);
  });

  it("list and count need the account uuid: 'No account has been specified'", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.projects.list({ uuid: '' })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    await expect(() => client.projects.count({ uuid: undefined as never })).rejects.toThrow(
      'No account has been specified',
    );
    expect(requests).toHaveLength(0);
  });

  it("the report-by-id calls need reportId: 'Some parameters necessary for the request are missing.'", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.projects.getFullReportById({ id: PROJECT, reportId: '' })).rejects.toThrow(
      new InvalidArgumentError('Some parameters necessary for the request are missing.'),
    );
    await expect(() =>
      client.projects.recomputeFullReportById({ id: PROJECT, reportId: undefined as never }),
    ).rejects.toThrow('Some parameters necessary for the request are missing.');
    expect(requests).toHaveLength(0);
  });

  it("create needs a url: 'Some parameters necessary for the request are missing.'", async () => {
    const { client, requests } = clientWith();
    for (const body of [{ url: '' }, {} as never, undefined as never]) {
      await expect(() => client.projects.create(body)).rejects.toThrow(
        'Some parameters necessary for the request are missing.',
      );
    }
    expect(requests).toHaveLength(0);
  });

  it('create sends POST /api/v1/projects with the url as JSON', async () => {
    const project = { projectUUID: PROJECT, projectUrl: 'https://github.com/acme/checkout-web' };
    const { client, requests } = clientWith(jsonResponse(project));
    await expect(client.projects.create({ url: 'https://github.com/acme/checkout-web' })).resolves.toEqual(project);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/projects');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ url: 'https://github.com/acme/checkout-web' });
  });

  it('listReports sends sinceDaysAgo and nocache to /api/v2/reports, and no query when none is given', async () => {
    const { client, requests } = clientWith(jsonResponse([]));
    await client.projects.listReports({ sinceDaysAgo: 30, nocache: true });
    await client.projects.listReports();
    expect(requests[0]?.url.pathname).toBe('/api/v2/reports');
    expect(requests[0]?.url.search).toBe('?sinceDaysAgo=30&nocache=true');
    expect(requests[1]?.url.search).toBe('');
  });

  it('list and count read the account paths', async () => {
    const { client, requests } = clientWith(jsonResponse([]), jsonResponse({ count: 42 }));
    await expect(client.projects.list({ uuid: ACCOUNT })).resolves.toEqual([]);
    await expect(client.projects.count({ uuid: ACCOUNT })).resolves.toEqual({ count: 42 });
    expect(requests.map((request) => request.url.pathname)).toEqual([
      `/api/v1/accounts/${ACCOUNT}/projects`,
      `/api/v1/accounts/${ACCOUNT}/projects/count`,
    ]);
  });

  it('list throws an ApiError on 404: the projects list is not one of the lists that fall back to []', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Not Found' }, 404));
    await expect(client.projects.list({ uuid: ACCOUNT })).rejects.toMatchObject({ status: 404 });
  });

  it('get reads GET /api/v1/projects/{id}', async () => {
    const { client, requests } = clientWith(jsonResponse({ projectUUID: PROJECT, projectUrl: 'x' }));
    await client.projects.get({ id: PROJECT });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/projects/${PROJECT}`);
  });

  it('getReportSummary sends sinceDaysAgo in the query and the id only in the path', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.projects.getReportSummary({ id: PROJECT, sinceDaysAgo: 30 });
    expect(requests[0]?.url.pathname).toBe(`/api/v1/reports/${PROJECT}/summary`);
    expect(requests[0]?.url.search).toBe('?sinceDaysAgo=30');
  });

  it('getFullReport sends branch and includes=expanded-licenses, and recomputeFullReport POSTs the same path', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.projects.getFullReport({ id: PROJECT, branch: 'feature/sepa', includes: 'expanded-licenses' });
    await client.projects.recomputeFullReport({ id: PROJECT, branch: 'main' });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/reports/${PROJECT}/full`);
    expect(requests[0]?.url.searchParams.get('branch')).toBe('feature/sepa');
    expect(requests[0]?.url.searchParams.get('includes')).toBe('expanded-licenses');
    expect(requests[0]?.url.searchParams.has('id')).toBe(false);
    expect(requests[1]?.method).toBe('POST');
    expect(requests[1]?.url.pathname).toBe(`/api/v1/reports/${PROJECT}/full`);
    expect(requests[1]?.url.search).toBe('?branch=main');
    expect(requests[1]?.body).toBeNull();
  });

  it('getFullReportById and recomputeFullReportById put both ids in the path', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await client.projects.getFullReportById({ id: PROJECT, reportId: REPORT, includes: 'expanded-licenses' });
    await client.projects.recomputeFullReportById({ id: PROJECT, reportId: REPORT, branch: 'main' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
      `GET /api/v1/reports/${PROJECT}/full/${REPORT}?includes=expanded-licenses`,
      `POST /api/v1/reports/${PROJECT}/full/${REPORT}?branch=main`,
    ]);
  });

  it('refresh POSTs /api/v1/pull-server/projects/{id}?branch and resolves with no value on an empty 200', async () => {
    const { client, requests } = clientWith(new Response(null, { status: 200 }));
    await expect(client.projects.refresh({ id: PROJECT, branch: 'develop' })).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/pull-server/projects/${PROJECT}`);
    expect(requests[0]?.url.search).toBe('?branch=develop');
  });
});

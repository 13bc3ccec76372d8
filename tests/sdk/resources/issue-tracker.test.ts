import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/sdk';
import type { IssueTrackerNewIssue } from '../../../src/sdk/resources/issue-tracker';
import { clientOn } from '../support/clients';
import { expectRefused } from '../support/refusals';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const PROJECT = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';
const ACCOUNT_PREFIX = `/api/v1/integrations/jira/accounts/${ACCOUNT}`;
const PROJECT_PREFIX = `${ACCOUNT_PREFIX}/projects/${PROJECT}`;
const CONFIG = {
  url: 'https://acme-payments.atlassian.net',
  username: 'security-bot@acme-payments.com',
  apiToken: 'ATATT3xFfGF0n8Vd2Lq5mRk9TzWc4YbHs7JpXe1UaNg6Do3Q7kX',
};
const PROJECT_CONFIG = { jiraProjectId: '10042', issueTypeId: '10004', labels: ['security'] };
const NEW_ISSUE: IssueTrackerNewIssue = {
  summary: 'CVE-2021-44228 in org.apache.logging.log4j:log4j-core 2.14.1',
  advisoryId: 'CVE-2021-44228',
  dependency: { language: 'java', name: 'org.apache.logging.log4j:log4j-core', version: '2.14.1' },
  branch: 'main',
};
const ISSUE = { id: '10871', key: 'PAY-412', url: 'https://acme-payments.atlassian.net/browse/PAY-412', ...NEW_ISSUE };
const INVALID = { message: 'Issue type 10004 is not available in Jira project PAY', error: 'Bad Request', status: 400 };

describe('issueTracker', () => {
  it('getConfig answers the stored configuration, and null on 404 when none is stored', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(CONFIG), jsonResponse({ message: 'Not found' }, 404));
    const tracker = clientOn(fetch).issueTracker;
    expect(await tracker.getConfig({ uuid: ACCOUNT })).toEqual(CONFIG);
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`GET ${ACCOUNT_PREFIX}/config`);
    expect(await tracker.getConfig({ uuid: ACCOUNT })).toBeNull();
  });

  it('getProjectConfig answers the project configuration, and null on 404 when none is stored', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(PROJECT_CONFIG), jsonResponse({ message: 'Not found' }, 404));
    const tracker = clientOn(fetch).issueTracker;
    expect(await tracker.getProjectConfig({ uuid: ACCOUNT, project: PROJECT })).toEqual(PROJECT_CONFIG);
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`GET ${PROJECT_PREFIX}/config`);
    expect(await tracker.getProjectConfig({ uuid: ACCOUNT, project: PROJECT })).toBeNull();
  });

  it('updateConfig and updateProjectConfig POST their bodies as JSON', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}));
    const tracker = clientOn(fetch).issueTracker;
    await tracker.updateConfig({ uuid: ACCOUNT }, CONFIG);
    await tracker.updateProjectConfig({ uuid: ACCOUNT, project: PROJECT }, PROJECT_CONFIG);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST ${ACCOUNT_PREFIX}/config`,
      `POST ${PROJECT_PREFIX}/config`,
    ]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(CONFIG);
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual(PROJECT_CONFIG);
  });

  it('checkConfig and checkProjectConfig resolve true on 200', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    const tracker = clientOn(fetch).issueTracker;
    expect(await tracker.checkConfig({ uuid: ACCOUNT }, CONFIG)).toBe(true);
    expect(await tracker.checkProjectConfig({ uuid: ACCOUNT, project: PROJECT }, PROJECT_CONFIG)).toBe(true);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST ${ACCOUNT_PREFIX}/config/check`,
      `POST ${PROJECT_PREFIX}/config/check`,
    ]);
  });

  it('checkConfig and checkProjectConfig read 400 as invalid and resolve false instead of throwing', async () => {
    const { fetch } = stubFetch(jsonResponse(INVALID, 400));
    const tracker = clientOn(fetch).issueTracker;
    expect(await tracker.checkConfig({ uuid: ACCOUNT })).toBe(false);
    expect(await tracker.checkProjectConfig({ uuid: ACCOUNT, project: PROJECT })).toBe(false);
  });

  it('checkConfig and checkProjectConfig without a body check the stored configuration and send no body', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    const tracker = clientOn(fetch).issueTracker;
    await tracker.checkConfig({ uuid: ACCOUNT });
    await tracker.checkProjectConfig({ uuid: ACCOUNT, project: PROJECT });
    expect(requests.map((request) => request.body)).toEqual([null, null]);
  });

  it('checkConfig and checkProjectConfig throw an ApiError on any status other than 200 and 400', async () => {
    for (const status of [401, 403, 404, 422, 500]) {
      const { fetch } = stubFetch(jsonResponse({ message: `status ${status}` }, status));
      const tracker = clientOn(fetch).issueTracker;
      await expect(tracker.checkConfig({ uuid: ACCOUNT })).rejects.toMatchObject({ status });
      await expect(tracker.checkProjectConfig({ uuid: ACCOUNT, project: PROJECT })).rejects.toMatchObject({
        status,
      });
    }
  });

  it('createIssue treats 201 as success and answers the created issue', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(ISSUE, 201));
    expect(await clientOn(fetch).issueTracker.createIssue({ uuid: ACCOUNT, project: PROJECT }, NEW_ISSUE)).toEqual(
      ISSUE,
    );
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`POST ${PROJECT_PREFIX}/issues`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(NEW_ISSUE);
  });

  it('createIssue also accepts 200, and throws an ApiError on a failure', async () => {
    const { fetch } = stubFetch(jsonResponse(ISSUE, 200), jsonResponse({ message: 'Jira is down' }, 500));
    const tracker = clientOn(fetch).issueTracker;
    expect(await tracker.createIssue({ uuid: ACCOUNT, project: PROJECT }, NEW_ISSUE)).toEqual(ISSUE);
    const error = await tracker.createIssue({ uuid: ACCOUNT, project: PROJECT }, NEW_ISSUE).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Jira is down' });
  });

  it('listIssues reads .../projects/{project}/issues and gives an empty list on 404', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([ISSUE]), jsonResponse({ message: 'Not found' }, 404));
    const tracker = clientOn(fetch).issueTracker;
    expect(await tracker.listIssues({ uuid: ACCOUNT, project: PROJECT })).toEqual([ISSUE]);
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(`GET ${PROJECT_PREFIX}/issues`);
    expect(await tracker.listIssues({ uuid: ACCOUNT, project: PROJECT })).toEqual([]);
  });

  it('listJiraProjects reads .../jiraprojects, and getIssueMeta .../jiraprojects/{id}/issues/meta', async () => {
    const { fetch, requests } = stubFetch(jsonResponse([]), jsonResponse({ projectId: '10042' }));
    const tracker = clientOn(fetch).issueTracker;
    expect(await tracker.listJiraProjects({ uuid: ACCOUNT })).toEqual([]);
    expect(await tracker.getIssueMeta({ uuid: ACCOUNT, id: '10042' })).toEqual({ projectId: '10042' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET ${ACCOUNT_PREFIX}/jiraprojects`,
      `GET ${ACCOUNT_PREFIX}/jiraprojects/10042/issues/meta`,
    ]);
  });

  it("every call without an account uuid throws 'No account uuid has been specified' and sends nothing", async () => {
    const { fetch, requests } = stubFetch();
    const tracker = clientOn(fetch).issueTracker;
    const message = 'No account uuid has been specified';
    const noAccount = { uuid: '', project: PROJECT };
    await expectRefused(() => tracker.getConfig({ uuid: '' }), message);
    await expectRefused(() => tracker.updateConfig({ uuid: ' ' }, CONFIG), message);
    await expectRefused(() => tracker.checkConfig(undefined as never), message);
    await expectRefused(() => tracker.getProjectConfig(noAccount), message);
    await expectRefused(() => tracker.updateProjectConfig(noAccount, PROJECT_CONFIG), message);
    await expectRefused(() => tracker.checkProjectConfig({ uuid: undefined as never, project: PROJECT }), message);
    await expectRefused(() => tracker.listJiraProjects({ uuid: '' }), message);
    await expectRefused(() => tracker.getIssueMeta({ uuid: '', id: '10042' }), message);
    await expectRefused(() => tracker.listIssues(noAccount), message);
    await expectRefused(() => tracker.createIssue(noAccount, NEW_ISSUE), message);
    expect(requests).toHaveLength(0);
  });

  it("project calls without a project uuid throw 'No project uuid has been specified' and send nothing", async () => {
    const { fetch, requests } = stubFetch();
    const tracker = clientOn(fetch).issueTracker;
    const message = 'No project uuid has been specified';
    const noProject = { uuid: ACCOUNT, project: '' };
    await expectRefused(() => tracker.getProjectConfig(noProject), message);
    await expectRefused(() => tracker.updateProjectConfig(noProject, PROJECT_CONFIG), message);
    await expectRefused(() => tracker.checkProjectConfig({ uuid: ACCOUNT, project: undefined as never }), message);
    await expectRefused(() => tracker.listIssues(noProject), message);
    await expectRefused(() => tracker.createIssue(noProject, NEW_ISSUE), message);
    expect(requests).toHaveLength(0);
  });

  it('a missing Jira project id or required body field throws the missing-parameters message and sends nothing', async () => {
    const { fetch, requests } = stubFetch();
    const tracker = clientOn(fetch).issueTracker;
    const message = 'Some parameters necessary for the request are missing.';
    const project = { uuid: ACCOUNT, project: PROJECT };
    await expectRefused(() => tracker.getIssueMeta({ uuid: ACCOUNT, id: '' }), message);
    await expectRefused(() => tracker.updateConfig({ uuid: ACCOUNT }, { ...CONFIG, apiToken: '' }), message);
    await expectRefused(() => tracker.checkConfig({ uuid: ACCOUNT }, { url: CONFIG.url } as never), message);
    await expectRefused(() => tracker.updateProjectConfig(project, { jiraProjectId: '10042' } as never), message);
    await expectRefused(() => tracker.checkProjectConfig(project, { issueTypeId: '10004' } as never), message);
    await expectRefused(() => tracker.createIssue(project, { ...NEW_ISSUE, summary: ' ' }), message);
    expect(requests).toHaveLength(0);
  });
});

import { expect } from 'vitest';
import type { IssueTrackerNewIssue, IssueTrackerProjectConfig } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

const ACCOUNT = { uuid: IDS.account };
const PROJECT = { uuid: IDS.account, project: IDS.project };
const CONFIG = {
  url: 'https://acme-payments.atlassian.net',
  username: 'security-bot@acme-payments.com',
  apiToken: 'ATATT3xFfGF0n8Vd2Lq5mRk9TzWc4YbHs7JpXe1UaNg6Do3Q7kX',
  enabled: true,
};
const PROJECT_CONFIG: IssueTrackerProjectConfig = {
  jiraProjectId: '10042',
  issueTypeId: '10004',
  autoCreate: true,
  minimumSeverity: 'HIGH',
  labels: ['security', 'depsight'],
  fields: { priority: { id: '2' } },
};
const LOG4SHELL: IssueTrackerNewIssue = {
  summary: 'CVE-2021-44228 in org.apache.logging.log4j:log4j-core 2.14.1',
  description: 'Remote code execution through JNDI lookups in log messages (Log4Shell).',
  advisoryId: 'CVE-2021-44228',
  dependency: { language: 'java', name: 'org.apache.logging.log4j:log4j-core', version: '2.14.1' },
  branch: 'main',
  labels: ['log4shell'],
};

export const scenarios: Scenario[] = [
  {
    name: 'issueTracker.getConfig reads the masked configuration, and null on 404',
    run: async ({ client }) => {
      const config = await client.issueTracker.getConfig(ACCOUNT);
      expect(config?.url).toBe(CONFIG.url);
      expect(config?.apiToken.startsWith('*')).toBe(true);
      expect(await client.issueTracker.getConfig(ACCOUNT, { headers: { Prefer: 'code=404' } })).toBeNull();
    },
  },
  {
    name: 'issueTracker.updateConfig saves the site and user',
    run: async ({ client }) => {
      const saved = await client.issueTracker.updateConfig(ACCOUNT, CONFIG);
      expect(saved.username).toBe(CONFIG.username);
      expect(saved.apiToken).not.toBe(CONFIG.apiToken);
    },
  },
  {
    name: 'issueTracker.checkConfig: true on 200 (with and without a body), false on 400',
    run: async ({ client }) => {
      // The document's check example leaves out `enabled`, which has a default.
      const { enabled: _, ...withoutEnabled } = CONFIG;
      expect(await client.issueTracker.checkConfig(ACCOUNT, withoutEnabled)).toBe(true);
      expect(await client.issueTracker.checkConfig(ACCOUNT)).toBe(true);
      expect(await client.issueTracker.checkConfig(ACCOUNT, CONFIG, { headers: { Prefer: 'code=400' } })).toBe(false);
    },
  },
  {
    name: 'issueTracker.getProjectConfig reads where issues are filed, and null on 404',
    run: async ({ client }) => {
      const config = await client.issueTracker.getProjectConfig(PROJECT);
      expect(config).toMatchObject({ projectUUID: IDS.project, jiraProjectKey: 'PAY' });
      expect(await client.issueTracker.getProjectConfig(PROJECT, { headers: { Prefer: 'code=404' } })).toBeNull();
    },
  },
  {
    name: 'issueTracker.updateProjectConfig saves the project configuration',
    run: async ({ client }) => {
      const saved = await client.issueTracker.updateProjectConfig(PROJECT, PROJECT_CONFIG);
      expect(saved).toMatchObject({ jiraProjectId: '10042', issueTypeId: '10004' });
    },
  },
  {
    name: 'issueTracker.checkProjectConfig: true on 200 (with and without a body), false on 400',
    run: async ({ client }) => {
      // Without `autoCreate` and `minimumSeverity`, which have defaults, as in the document's example.
      const { jiraProjectId, issueTypeId, labels, fields } = PROJECT_CONFIG;
      expect(
        await client.issueTracker.checkProjectConfig(PROJECT, { jiraProjectId, issueTypeId, labels, fields }),
      ).toBe(true);
      expect(await client.issueTracker.checkProjectConfig(PROJECT)).toBe(true);
      expect(
        await client.issueTracker.checkProjectConfig(PROJECT, PROJECT_CONFIG, { headers: { Prefer: 'code=400' } }),
      ).toBe(false);
    },
  },
  {
    name: 'issueTracker.listJiraProjects and getIssueMeta read the Jira site',
    run: async ({ client }) => {
      const projects = await client.issueTracker.listJiraProjects(ACCOUNT);
      expect(projects.map((project) => project.key)).toContain('PAY');
      const meta = await client.issueTracker.getIssueMeta({ uuid: IDS.account, id: '10042' });
      expect(meta.projectKey).toBe('PAY');
      expect(meta.issueTypes.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'issueTracker.listIssues reads the filed issues, and gives an empty list on 404',
    run: async ({ client }) => {
      const issues = await client.issueTracker.listIssues(PROJECT);
      expect(issues[0]?.key).toMatch(/^PAY-\d+$/);
      expect(await client.issueTracker.listIssues(PROJECT, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
  {
    name: 'issueTracker.createIssue treats 201 as success and reads the created issue',
    run: async ({ client }) => {
      const issue = await client.issueTracker.createIssue(PROJECT, LOG4SHELL, { headers: { Prefer: 'code=201' } });
      expect(issue).toMatchObject({ key: 'PAY-412', advisoryId: 'CVE-2021-44228' });
    },
  },
];

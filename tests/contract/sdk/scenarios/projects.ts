import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

const REPORT = '7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f';

export const scenarios: Scenario[] = [
  {
    name: 'projects.listReports lists one summary per project and branch',
    run: async ({ client }) => {
      const summaries = await client.projects.listReports({ sinceDaysAgo: 30, nocache: true });
      expect(summaries.length).toBeGreaterThan(0);
      expect(summaries[0]?.vulnerabilities.total).toBeGreaterThanOrEqual(0);
    },
  },
  {
    name: "projects.list and count read the account's projects",
    run: async ({ client }) => {
      const projects = await client.projects.list({ uuid: IDS.account });
      expect(projects.map((project) => project.projectUUID)).toContain(IDS.project);
      const { count } = await client.projects.count({ uuid: IDS.account });
      expect(count).toBeGreaterThan(0);
    },
  },
  {
    name: 'projects.get reads one project',
    run: async ({ client }) => {
      const project = await client.projects.get({ id: IDS.project });
      expect(project.projectUUID).toBe(IDS.project);
    },
  },
  {
    name: 'projects.create sends the repository url',
    run: async ({ client }) => {
      const project = await client.projects.create({ url: 'https://github.com/acme/checkout-web' });
      expect(project.projectUrl).toBe('https://github.com/acme/checkout-web');
    },
  },
  {
    name: 'projects.getReportSummary reads the latest report in figures',
    run: async ({ client }) => {
      const summary = await client.projects.getReportSummary({ id: IDS.project, sinceDaysAgo: 30 });
      expect(summary.projectUUID).toBe(IDS.project);
      expect(summary.reportUUID).toBe(REPORT);
    },
  },
  {
    name: 'projects.getFullReport and recomputeFullReport on a branch',
    run: async ({ client }) => {
      const report = await client.projects.getFullReport({ id: IDS.project, branch: 'main' });
      expect(report.dependencies.length).toBeGreaterThan(0);
      const recomputed = await client.projects.recomputeFullReport({ id: IDS.project, branch: 'main' });
      expect(recomputed.reportUUID).toBe(report.reportUUID);
    },
  },
  {
    name: 'projects.getFullReport with includes=expanded-licenses answers the expanded licenses',
    run: async ({ client }) => {
      const report = await client.projects.getFullReport(
        { id: IDS.project, includes: 'expanded-licenses' },
        { headers: { Prefer: 'example=expanded-licenses' } },
      );
      expect(report.licenses.some((license) => (license.expandedLicenses ?? []).length > 1)).toBe(true);
    },
  },
  {
    name: 'projects.getFullReportById and recomputeFullReportById on one report',
    run: async ({ client }) => {
      const report = await client.projects.getFullReportById({ id: IDS.project, reportId: REPORT, branch: 'main' });
      expect(report.reportUUID).toBe(REPORT);
      const recomputed = await client.projects.recomputeFullReportById({ id: IDS.project, reportId: REPORT });
      expect(recomputed.projectUUID).toBe(IDS.project);
    },
  },
  {
    name: 'projects.refresh queues a pull and resolves with no value',
    run: async ({ client }) => {
      expect(await client.projects.refresh({ id: IDS.project, branch: 'develop' })).toBeUndefined();
    },
  },
];

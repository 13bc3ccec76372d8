import type { components, operations } from '../../../generated/api';
import {
  type CallOptions,
  requireAccount,
  requireParameters,
  requireProjectUuid,
  type SdkCore,
} from '../internal/core';

export type Project = components['schemas']['Project'];
export type ProjectCount = components['schemas']['ProjectCount'];
export type ProjectCreateRequest = components['schemas']['ProjectCreateRequest'];
export type ReportSummary = components['schemas']['ReportSummary'];
export type FullReport = components['schemas']['FullReport'];
export type ReportSummariesQuery = NonNullable<operations['projects_listReports']['parameters']['query']>;
export type ReportSummaryQuery = NonNullable<operations['projects_getReportSummary']['parameters']['query']>;
export type FullReportQuery = NonNullable<operations['projects_getFullReport']['parameters']['query']>;
export type BranchQuery = NonNullable<operations['projects_refresh']['parameters']['query']>;

// Query objects list their parameters by name so that path values never leak into the query;
// openapi-fetch leaves out the ones that are undefined.
export function createProjectsResource(core: SdkCore) {
  return {
    /** The latest report summary of every project and branch visible to the caller (`/api/v2/reports`). */
    async listReports(query: ReportSummariesQuery = {}, options?: CallOptions): Promise<ReportSummary[]> {
      const sent = { sinceDaysAgo: query?.sinceDaysAgo, nocache: query?.nocache };
      return core.call(options, (extras) => core.api.GET('/api/v2/reports', { ...extras, params: { query: sent } }));
    },

    /** Lists the account's projects. */
    async list(params: { uuid: string }, options?: CallOptions): Promise<Project[]> {
      const uuid = requireAccount(params?.uuid);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/accounts/{uuid}/projects', { ...extras, params: { path: { uuid } } }),
      );
    },

    /** Counts the account's projects. */
    async count(params: { uuid: string }, options?: CallOptions): Promise<ProjectCount> {
      const uuid = requireAccount(params?.uuid);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/accounts/{uuid}/projects/count', { ...extras, params: { path: { uuid } } }),
      );
    },

    /** Reads a project. Needs the project uuid ('No project uuid has been specified'). */
    async get(params: { id: string }, options?: CallOptions): Promise<Project> {
      const id = requireProjectUuid(params?.id);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/projects/{id}', { ...extras, params: { path: { id } } }),
      );
    },

    /** Creates a project from a repository URL. The body carries `url` (missing-parameters message). */
    async create(body: ProjectCreateRequest, options?: CallOptions): Promise<Project> {
      requireParameters({ url: body?.url });
      return core.call(options, (extras) => core.api.POST('/api/v1/projects', { ...extras, body }));
    },

    /** The summary of a project's latest report over `sinceDaysAgo` days. Needs the project uuid. */
    async getReportSummary(params: { id: string } & ReportSummaryQuery, options?: CallOptions): Promise<ReportSummary> {
      const id = requireProjectUuid(params?.id);
      const query = { sinceDaysAgo: params.sinceDaysAgo };
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/reports/{id}/summary', { ...extras, params: { path: { id }, query } }),
      );
    },

    /**
     * The latest full report of a branch (`includes: 'expanded-licenses'` for SPDX detail). Needs the project uuid.
     */
    async getFullReport(params: { id: string } & FullReportQuery, options?: CallOptions): Promise<FullReport> {
      const id = requireProjectUuid(params?.id);
      const query = { branch: params.branch, includes: params.includes };
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/reports/{id}/full', { ...extras, params: { path: { id }, query } }),
      );
    },

    /** Recomputes the latest full report of a branch without rescanning. Needs the project uuid. */
    async recomputeFullReport(params: { id: string } & BranchQuery, options?: CallOptions): Promise<FullReport> {
      const id = requireProjectUuid(params?.id);
      const query = { branch: params.branch };
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/reports/{id}/full', { ...extras, params: { path: { id }, query } }),
      );
    },

    /**
     * Reads one full report (`reportId`) of a project. Needs the project uuid
     * (`reportId` missing: missing-parameters message).
     */
    async getFullReportById(
      params: { id: string; reportId: string } & FullReportQuery,
      options?: CallOptions,
    ): Promise<FullReport> {
      const id = requireProjectUuid(params?.id);
      requireParameters({ reportId: params.reportId });
      const { reportId } = params;
      const query = { branch: params.branch, includes: params.includes };
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/reports/{id}/full/{reportId}', { ...extras, params: { path: { id, reportId }, query } }),
      );
    },

    /**
     * Recomputes one full report (`reportId`) of a project. Needs the project uuid
     * (`reportId` missing: missing-parameters message).
     */
    async recomputeFullReportById(
      params: { id: string; reportId: string } & BranchQuery,
      options?: CallOptions,
    ): Promise<FullReport> {
      const id = requireProjectUuid(params?.id);
      requireParameters({ reportId: params.reportId });
      const { reportId } = params;
      const query = { branch: params.branch };
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/reports/{id}/full/{reportId}', { ...extras, params: { path: { id, reportId }, query } }),
      );
    },

    /**
     * Pulls the branch's latest commit and queues a scan; resolves with no value. * needs the project uuid.
     */
    async refresh(params: { id: string } & BranchQuery, options?: CallOptions): Promise<void> {
      const id = requireProjectUuid(params?.id);
      const query = { branch: params.branch };
      return core
        .call(options, (extras) =>
          core.api.POST('/api/v1/pull-server/projects/{id}', { ...extras, params: { path: { id }, query } }),
        )
        .then(() => undefined);
    },
  };
}

import type { components, operations } from '../../../generated/api';
import {
  type CallOptions,
  requireAccountUuid,
  requireParameters,
  requireProjectUuid,
  type SdkCore,
} from '../internal/core';

export type IssueTrackerConfig = components['schemas']['IssueTrackerConfig'];
export type IssueTrackerProjectConfig = components['schemas']['IssueTrackerProjectConfig'];
export type IssueTrackerJiraProject = components['schemas']['IssueTrackerJiraProject'];
export type IssueTrackerIssueMeta = components['schemas']['IssueTrackerIssueMeta'];
export type IssueTrackerIssue = components['schemas']['IssueTrackerIssue'];
export type IssueTrackerNewIssue = components['schemas']['IssueTrackerNewIssue'];
type AccountPath = operations['issueTracker_getConfig']['parameters']['path'];
type ProjectPath = operations['issueTracker_getProjectConfig']['parameters']['path'];
type JiraProjectPath = operations['issueTracker_getIssueMeta']['parameters']['path'];

/** The account uuid, then the project uuid. */
function requireProjectPath(params: ProjectPath): ProjectPath {
  const uuid = requireAccountUuid(params?.uuid);
  return { uuid, project: requireProjectUuid(params.project) };
}

function requireConfig(body: IssueTrackerConfig): void {
  requireParameters({ url: body?.url, username: body?.username, apiToken: body?.apiToken });
}

function requireProjectConfig(body: IssueTrackerProjectConfig): void {
  requireParameters({ jiraProjectId: body?.jiraProjectId, issueTypeId: body?.issueTypeId });
}

export function createIssueTrackerResource(core: SdkCore) {
  return {
    /** Reads the account's Jira site and user, API token masked. A 404 (none stored) gives null. */
    async getConfig(params: AccountPath, options?: CallOptions): Promise<IssueTrackerConfig | null> {
      const uuid = requireAccountUuid(params?.uuid);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/integrations/jira/accounts/{uuid}/config', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: null } },
      );
    },

    /** Saves the account's Jira site and user as given (not checked); `url`, `username` and `apiToken` are required. */
    async updateConfig(
      params: AccountPath,
      body: IssueTrackerConfig,
      options?: CallOptions,
    ): Promise<IssueTrackerConfig> {
      const uuid = requireAccountUuid(params?.uuid);
      requireConfig(body);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/jira/accounts/{uuid}/config', {
          ...extras,
          params: { path: { uuid } },
          body,
        }),
      );
    },

    /**
     * Checks the configuration in the body, or the stored one without a body.
     * Resolves true on 200 and false on 400; any other status rejects with an `ApiError`.
     */
    async checkConfig(params: AccountPath, body?: IssueTrackerConfig, options?: CallOptions): Promise<boolean> {
      const uuid = requireAccountUuid(params?.uuid);
      if (body !== undefined) requireConfig(body);
      return core.check(options, (extras) =>
        core.api.POST('/api/v1/integrations/jira/accounts/{uuid}/config/check', {
          ...extras,
          params: { path: { uuid } },
          body,
        }),
      );
    },

    /** Reads where the project's issues are filed. A 404 (no configuration stored) gives null. */
    async getProjectConfig(params: ProjectPath, options?: CallOptions): Promise<IssueTrackerProjectConfig | null> {
      const path = requireProjectPath(params);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/integrations/jira/accounts/{uuid}/projects/{project}/config', {
            ...extras,
            params: { path },
          }),
        { fallbackOn: { 404: null } },
      );
    },

    /** Saves where and how the project's issues are filed; `jiraProjectId` and `issueTypeId` are required. */
    async updateProjectConfig(
      params: ProjectPath,
      body: IssueTrackerProjectConfig,
      options?: CallOptions,
    ): Promise<IssueTrackerProjectConfig> {
      const path = requireProjectPath(params);
      requireProjectConfig(body);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/jira/accounts/{uuid}/projects/{project}/config', {
          ...extras,
          params: { path },
          body,
        }),
      );
    },

    /**
     * Checks the project configuration in the body, or the stored one without a body.
     * Resolves true on 200 and false on 400; any other status rejects with an `ApiError`.
     */
    async checkProjectConfig(
      params: ProjectPath,
      body?: IssueTrackerProjectConfig,
      options?: CallOptions,
    ): Promise<boolean> {
      const path = requireProjectPath(params);
      if (body !== undefined) requireProjectConfig(body);
      return core.check(options, (extras) =>
        core.api.POST('/api/v1/integrations/jira/accounts/{uuid}/projects/{project}/config/check', {
          ...extras,
          params: { path },
          body,
        }),
      );
    },

    /** Lists the Jira projects the configured user can see, read live from the Jira site. Account uuid required. */
    async listJiraProjects(params: AccountPath, options?: CallOptions): Promise<IssueTrackerJiraProject[]> {
      const uuid = requireAccountUuid(params?.uuid);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/integrations/jira/accounts/{uuid}/jiraprojects', {
          ...extras,
          params: { path: { uuid } },
        }),
      );
    },

    /** Reads a Jira project's issue types and their creation fields; the Jira project `id` is required. */
    async getIssueMeta(params: JiraProjectPath, options?: CallOptions): Promise<IssueTrackerIssueMeta> {
      const uuid = requireAccountUuid(params?.uuid);
      requireParameters({ id: params.id });
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/integrations/jira/accounts/{uuid}/jiraprojects/{id}/issues/meta', {
          ...extras,
          params: { path: { uuid, id: params.id } },
        }),
      );
    },

    /** Lists the Jira issues filed for the project, newest first. A 404 gives an empty list. */
    async listIssues(params: ProjectPath, options?: CallOptions): Promise<IssueTrackerIssue[]> {
      const path = requireProjectPath(params);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/integrations/jira/accounts/{uuid}/projects/{project}/issues', {
            ...extras,
            params: { path },
          }),
        { fallbackOn: { 404: [] } },
      );
    },

    /** Files a Jira issue for the project; `summary` is required. "201 on issue creation" is success. */
    async createIssue(
      params: ProjectPath,
      body: IssueTrackerNewIssue,
      options?: CallOptions,
    ): Promise<IssueTrackerIssue> {
      const path = requireProjectPath(params);
      requireParameters({ summary: body?.summary });
      return core.call(
        options,
        (extras) =>
          core.api.POST('/api/v1/integrations/jira/accounts/{uuid}/projects/{project}/issues', {
            ...extras,
            params: { path },
            body,
          }),
        { accept: [200, 201] },
      );
    },
  };
}

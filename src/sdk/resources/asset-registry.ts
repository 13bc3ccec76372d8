import type { components, operations } from '../../../generated/api';
import {
  type CallOptions,
  requireAccountUuid,
  requireParameters,
  requireProjectUuid,
  type SdkCore,
} from '../internal/core';

export type AssetRegistryProject = components['schemas']['AssetRegistryProject'];
export type AssetRegistrySbom = components['schemas']['AssetRegistrySbom'];
export type AssetRegistryCredentials = components['schemas']['AssetRegistryCredentials'];
type AccountPath = operations['assetRegistry_getCredentials']['parameters']['path'];
type BranchPath = operations['assetRegistry_link']['parameters']['path'];
type SbomPath = operations['assetRegistry_publishSbom']['parameters']['path'];

/** The account uuid, the project uuid and the branch, checked in that order. */
function requireBranchPath(params: BranchPath): BranchPath {
  const uuid = requireAccountUuid(params?.uuid);
  const project = requireProjectUuid(params.project);
  requireParameters({ branch: params.branch });
  return { uuid, project, branch: params.branch };
}

function requireCredentials(body: AssetRegistryCredentials): void {
  requireParameters({ clientId: body?.clientId, clientSecret: body?.clientSecret });
}

export function createAssetRegistryResource(core: SdkCore) {
  return {
    /**
     * Lists the account's project branches and their asset registry links (this call lives under
     * `/api/v1/rkvst/`). Needs the account uuid (`No account uuid has been specified`).
     */
    async listProjects(params: AccountPath, options?: CallOptions): Promise<AssetRegistryProject[]> {
      const uuid = requireAccountUuid(params?.uuid);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/rkvst/accounts/{uuid}/projects', { ...extras, params: { path: { uuid } } }),
      );
    },

    /** Links a project branch to an asset (the branch is sent as one encoded path segment). Account and project uuids required. */
    async link(params: BranchPath, options?: CallOptions): Promise<AssetRegistryProject> {
      const path = requireBranchPath(params);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/rkvst/accounts/{uuid}/projects/{project}/{branch}/link', {
          ...extras,
          params: { path },
        }),
      );
    },

    /** Unlinks a project branch from its asset. Account and project uuids required. */
    async unlink(params: BranchPath, options?: CallOptions): Promise<AssetRegistryProject> {
      const path = requireBranchPath(params);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/rkvst/accounts/{uuid}/projects/{project}/{branch}/unlink', {
          ...extras,
          params: { path },
        }),
      );
    },

    /** Publishes an SBOM of the branch's latest report to its linked asset. Account and project uuids required. */
    async publish(params: BranchPath, options?: CallOptions): Promise<AssetRegistrySbom> {
      const path = requireBranchPath(params);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/rkvst/accounts/{uuid}/projects/{project}/{branch}/publish', {
          ...extras,
          params: { path },
        }),
      );
    },

    /** Lists the SBOMs the branch sent to the asset registry, newest first. A 404 gives an empty list. */
    async listHistory(params: BranchPath, options?: CallOptions): Promise<AssetRegistrySbom[]> {
      const path = requireBranchPath(params);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/integrations/rkvst/accounts/{uuid}/projects/{project}/{branch}/history', {
            ...extras,
            params: { path },
          }),
        { fallbackOn: { 404: [] } },
      );
    },

    /** Publishes one uploaded or withdrawn SBOM again. Account and project uuids required. */
    async publishSbom(params: SbomPath, options?: CallOptions): Promise<AssetRegistrySbom> {
      const path = { ...requireBranchPath(params), id: params.id };
      requireParameters({ id: path.id });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/rkvst/accounts/{uuid}/projects/{project}/{branch}/sboms/{id}/publish', {
          ...extras,
          params: { path },
        }),
      );
    },

    /** Withdraws one SBOM from registry consumers. Account and project uuids required. */
    async withdrawSbom(params: SbomPath, options?: CallOptions): Promise<AssetRegistrySbom> {
      const path = { ...requireBranchPath(params), id: params.id };
      requireParameters({ id: path.id });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/rkvst/accounts/{uuid}/projects/{project}/{branch}/sboms/{id}/withdraw', {
          ...extras,
          params: { path },
        }),
      );
    },

    /** Reads the stored registry credentials, secret masked. A 404 (none stored) gives null. */
    async getCredentials(params: AccountPath, options?: CallOptions): Promise<AssetRegistryCredentials | null> {
      const uuid = requireAccountUuid(params?.uuid);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/integrations/rkvst/accounts/{uuid}/credentials', {
            ...extras,
            params: { path: { uuid } },
          }),
        { fallbackOn: { 404: null } },
      );
    },

    /** Stores the registry credentials as given (not checked); `clientId` and `clientSecret` are required. */
    async updateCredentials(
      params: AccountPath,
      body: AssetRegistryCredentials,
      options?: CallOptions,
    ): Promise<AssetRegistryCredentials> {
      const uuid = requireAccountUuid(params?.uuid);
      requireCredentials(body);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/rkvst/accounts/{uuid}/credentials', {
          ...extras,
          params: { path: { uuid } },
          body,
        }),
      );
    },

    /**
     * Checks the credentials in the body, or the stored ones without a body.
     * Resolves true on 200 and false on 400; any other status rejects with an `ApiError`.
     */
    async checkCredentials(
      params: AccountPath,
      body?: AssetRegistryCredentials,
      options?: CallOptions,
    ): Promise<boolean> {
      const uuid = requireAccountUuid(params?.uuid);
      if (body !== undefined) requireCredentials(body);
      return core.check(options, (extras) =>
        core.api.POST('/api/v1/integrations/rkvst/accounts/{uuid}/credentials/check', {
          ...extras,
          params: { path: { uuid } },
          body,
        }),
      );
    },
  };
}

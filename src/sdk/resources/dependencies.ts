import type { components, operations } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

type AdvisoryEcosystem = components['schemas']['AdvisoryEcosystem'];
export type DependencyDetails = components['schemas']['DependencyDetails'];
export type DependencyNextVersion = components['schemas']['DependencyNextVersion'];
export type ComponentRegistryWebUrl = components['schemas']['ComponentRegistryWebUrl'];
export type DependencyVersionsQuery = NonNullable<operations['dependencies_get']['parameters']['query']>;

/**
 * A package version. `name` is given as the ecosystem spells it (`@angular/core`,
 * `org.apache.logging.log4j:log4j-core`): openapi-fetch percent-encodes each path value once.
 */
export interface DependencyCoordinates {
  language: AdvisoryEcosystem;
  name: string;
  version: string;
}

/**
 * Language, name and version are all required ('Some parameters necessary for the
 * request are missing.').
 */
function requireCoordinates(params: DependencyCoordinates | undefined): DependencyCoordinates {
  requireParameters({ language: params?.language, name: params?.name, version: params?.version });
  const { language, name, version } = params as DependencyCoordinates;
  return { language, name, version };
}

export function createDependenciesResource(core: SdkCore) {
  return {
    /**
     * A package version's metadata, vulnerabilities and the versions published between the dates
     * `from` and `to`. Language, name and version are required (missing-parameters message).
     */
    async get(
      params: DependencyCoordinates & DependencyVersionsQuery,
      options?: CallOptions,
    ): Promise<DependencyDetails> {
      const path = requireCoordinates(params);
      const query = { from: params.from, to: params.to };
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/dependency/{language}/{name}/{version}', { ...extras, params: { path, query } }),
      );
    },

    /**
     * The nearest later version with no known vulnerability (404, an `ApiError`, when there is none).
     * Language, name and version are required (missing-parameters message).
     */
    async getNextSafeVersion(params: DependencyCoordinates, options?: CallOptions): Promise<DependencyNextVersion> {
      const path = requireCoordinates(params);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/dependency/{language}/{name}/{version}/next', { ...extras, params: { path } }),
      );
    },

    /**
     * The package version's page on its public registry. Language, name and version
     * are required (missing-parameters message).
     */
    async getRegistryWebUrl(params: DependencyCoordinates, options?: CallOptions): Promise<ComponentRegistryWebUrl> {
      const path = requireCoordinates(params);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/components/{language}/{name}/{version}/registryWebUrl', {
          ...extras,
          params: { path },
        }),
      );
    },
  };
}

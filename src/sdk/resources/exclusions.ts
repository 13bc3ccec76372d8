import type { components, operations } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireAccount, requireParameters, type SdkCore } from '../internal/core';

export type Exclusion = components['schemas']['Exclusion'];
export type ExclusionDomain = components['schemas']['ExclusionDomain'];
export type ExclusionCreateRequest = components['schemas']['ExclusionCreateRequest'];
export type ExclusionAddRequest = components['schemas']['ExclusionAddRequest'];
type DomainParams = operations['exclusions_list']['parameters']['path'] &
  operations['exclusions_list']['parameters']['query'];
type NamedPath = operations['exclusions_add']['parameters']['path'];
type NamedIdPath = operations['exclusions_delete']['parameters']['path'];

// A record, so the compiler fails when the document adds or drops a domain.
const DOMAINS: Readonly<Record<ExclusionDomain, true>> = { security: true, stability: true, licensing: true };

/** `domain` is security, stability or licensing; a missing one is the missing-parameters message. */
function requireDomain(domain: ExclusionDomain): ExclusionDomain {
  requireParameters({ domain });
  if (!Object.hasOwn(DOMAINS, domain)) {
    throw new InvalidArgumentError(`domain must be security, stability or licensing, not "${String(domain)}"`);
  }
  return domain;
}

/** The v1 calls: the account uuid, then the domain. */
function requireDomainParams(params: DomainParams): DomainParams {
  const uuid = requireAccount(params?.uuid);
  return { uuid, domain: requireDomain(params.domain) };
}

/** The v2 calls: `kind` and `name`, sent as they are and percent-encoded by the client as path segments. */
function requireNamedPath(params: NamedPath): NamedPath {
  requireParameters({ kind: params?.kind, name: params?.name });
  return { kind: params.kind, name: params.name };
}

export function createExclusionsResource(core: SdkCore) {
  return {
    /** Lists the account's exclusions of one domain, newest first. A 404 gives an empty list. */
    async list(params: DomainParams, options?: CallOptions): Promise<Exclusion[]> {
      const { uuid, domain } = requireDomainParams(params);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/accounts/{uuid}/exclusions', {
            ...extras,
            params: { path: { uuid }, query: { domain } },
          }),
        { fallbackOn: { 404: [] } },
      );
    },

    /** Excludes one item (`kind` and `name` required) from a domain's findings (v1). Needs `domain`. */
    async create(params: DomainParams, body: ExclusionCreateRequest, options?: CallOptions): Promise<Exclusion> {
      const { uuid, domain } = requireDomainParams(params);
      requireParameters({ kind: body?.kind, name: body?.name });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/exclusions', {
          ...extras,
          params: { path: { uuid }, query: { domain } },
          body,
        }),
      );
    },

    /** Removes every exclusion of one domain (v1); resolves with no value. Needs `domain`. */
    async clear(params: DomainParams, options?: CallOptions): Promise<void> {
      const { uuid, domain } = requireDomainParams(params);
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/accounts/{uuid}/exclusions', {
          ...extras,
          params: { path: { uuid }, query: { domain } },
        }),
      );
    },

    /**
     * Excludes a named item in a domain (v2). The name is sent as one encoded path
     * segment (`@babel/traverse` as `%40babel%2Ftraverse`); the body's `domain` is required.
     */
    async add(params: NamedPath, body: ExclusionAddRequest, options?: CallOptions): Promise<Exclusion> {
      const path = requireNamedPath(params);
      requireDomain(body?.domain);
      return core.call(options, (extras) =>
        core.api.POST('/api/v2/exclusions/{kind}/{name}', { ...extras, params: { path }, body }),
      );
    },

    /** Removes one exclusion (v2) by kind, encoded name and id; resolves with no value. The name is one encoded path segment. */
    async delete(params: NamedIdPath, options?: CallOptions): Promise<void> {
      const path = { ...requireNamedPath(params), id: params.id };
      requireParameters({ id: path.id });
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v2/exclusions/{kind}/{name}/{id}', { ...extras, params: { path } }),
      );
    },
  };
}

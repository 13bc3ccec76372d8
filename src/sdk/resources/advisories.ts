import type { components, operations } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';
import { type PageWalkOptions, walkOffsetPages } from '../internal/pagination';

export type VulnerabilityAdvisory = components['schemas']['VulnerabilityAdvisory'];
export type VulnerabilityAdvisoryPage = components['schemas']['VulnerabilityAdvisoryPage'];
export type AdvisoryEcosystem = components['schemas']['AdvisoryEcosystem'];
export type AdvisorySeverity = components['schemas']['AdvisorySeverity'];
export type AdvisoryListQuery = NonNullable<operations['advisories_list']['parameters']['query']>;
export type AdvisoryListParams = operations['advisories_list']['parameters']['path'] & AdvisoryListQuery;

/** The page size sent when the caller chooses none: the document's default for `limit`. */
export const ADVISORY_DEFAULT_LIMIT = 20;
/** The offset sent when the caller chooses none: the document's default for `offset`. */
export const ADVISORY_DEFAULT_OFFSET = 0;
/** The largest page the document allows (`limit` maximum). */
export const ADVISORY_MAX_LIMIT = 100;
/** The filters of `listAll`: those of `list`, with the page size in the options instead of `limit`. */
export type AdvisoryListAllParams = Omit<AdvisoryListParams, 'limit'>;

export function createAdvisoriesResource(core: SdkCore) {
  /**
   * One page of an ecosystem's advisories, newest first. `limit` and `offset` are always
   * sent (`ADVISORY_DEFAULT_LIMIT` and `ADVISORY_DEFAULT_OFFSET` unless given); `language` is required.
   */
  async function list(params: AdvisoryListParams, options?: CallOptions): Promise<VulnerabilityAdvisoryPage> {
    requireParameters({ language: params?.language });
    const { language, limit, offset, ...filters } = params;
    const query: AdvisoryListQuery = {
      ...filters,
      limit: limit ?? ADVISORY_DEFAULT_LIMIT,
      offset: offset ?? ADVISORY_DEFAULT_OFFSET,
    };
    return core.call(options, (extras) =>
      core.api.GET('/api/v1/vulns/{language}', { ...extras, params: { path: { language }, query } }),
    );
  }

  return {
    list,

    /**
     * Every advisory matching the filters, page after page: `for await (const advisory of
     * client.advisories.listAll({ language: 'npm' }, { pageSize: 100, stopWhen, signal }))`. Pages are
     * requested one at a time as the loop goes on, from `offset` (0 unless given); see
     * src/sdk/README.md for how the walk ends.
     */
    listAll(
      params: AdvisoryListAllParams,
      options?: PageWalkOptions<VulnerabilityAdvisory>,
    ): AsyncGenerator<VulnerabilityAdvisory, void, undefined> {
      const { offset, ...filters } = params ?? ({} as AdvisoryListAllParams);
      return walkOffsetPages(
        {
          fetchPage: (limit, pageOffset, callOptions) =>
            list({ ...filters, limit, offset: pageOffset }, callOptions).then((page) => ({
              items: page.advisories,
              total: page.total,
            })),
          defaultPageSize: ADVISORY_DEFAULT_LIMIT,
          maxPageSize: ADVISORY_MAX_LIMIT,
          offset,
          method: 'GET',
          path: `/api/v1/vulns/${encodeURIComponent(String(filters.language))}`,
        },
        options,
      );
    },

    /** One advisory of an ecosystem by its advice id; `language` and `id` are required. */
    async get(
      params: { language: AdvisoryEcosystem; id: string },
      options?: CallOptions,
    ): Promise<VulnerabilityAdvisory> {
      requireParameters({ language: params?.language, id: params?.id });
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/vulns/{language}/{id}', {
          ...extras,
          params: { path: { language: params.language, id: params.id } },
        }),
      );
    },
  };
}

import type { components, operations } from '../../../generated/api';
import type { CallOptions, SdkCore } from '../internal/core';

export type SupportedLanguage = components['schemas']['SupportedLanguage'];
export type LanguageScope = components['schemas']['LanguageScope'];
export type LanguageListQuery = NonNullable<operations['languages_list']['parameters']['query']>;

export function createLanguagesResource(core: SdkCore) {
  return {
    /** The languages the scanner analyses; `tool` (e.g. `gradle`) keeps only the languages that tool handles. */
    async list(params: LanguageListQuery = {}, options?: CallOptions): Promise<SupportedLanguage[]> {
      const query = params.tool === undefined ? {} : { tool: params.tool };
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/admin/core/languages', { ...extras, params: { query } }),
      );
    },

    /** The identifiers of the languages the component encyclopedia (Componentpedia) covers. */
    async listComponentpedia(options?: CallOptions): Promise<string[]> {
      return core.call(options, (extras) => core.api.GET('/api/v1/componentpedia/supported_languages', { ...extras }));
    },

    /** The dependency scopes and the languages that use them. */
    async listScopes(options?: CallOptions): Promise<LanguageScope[]> {
      return core.call(options, (extras) => core.api.GET('/api/v1/admin/core/scopes', { ...extras }));
    },
  };
}

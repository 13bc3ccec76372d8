import type { components } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

export type ProjectTag = components['schemas']['ProjectTag'];
export type ProjectTagRequest = components['schemas']['ProjectTagRequest'];

// Tags always belong to the caller's own account: the paths say `me`, never an account uuid.
export function createTagsResource(core: SdkCore) {
  return {
    /** Lists the project tags of the caller's account. A 404 gives an empty list. */
    async list(options?: CallOptions): Promise<ProjectTag[]> {
      return core.call(options, (extras) => core.api.GET('/api/v1/accounts/me/tags', { ...extras }), {
        fallbackOn: { 404: [] },
      });
    },

    /**
     * Creates a project tag, optionally on projects. `name` is required
     * (missing-parameters message).
     */
    async create(body: ProjectTagRequest, options?: CallOptions): Promise<ProjectTag> {
      requireParameters({ name: body?.name });
      return core.call(options, (extras) => core.api.POST('/api/v1/accounts/me/tags', { ...extras, body }));
    },

    /**
     * Replaces a tag's name, colour and projects. `id` and `name` are required
     * (missing-parameters message).
     */
    async update(params: { id: string }, body: ProjectTagRequest, options?: CallOptions): Promise<ProjectTag> {
      requireParameters({ id: params?.id, name: body?.name });
      const { id } = params;
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/me/tags/{id}', { ...extras, params: { path: { id } }, body }),
      );
    },

    /**
     * Deletes a tag and removes it from every project. `id` is required
     * (missing-parameters message).
     */
    async delete(params: { id: string }, options?: CallOptions): Promise<void> {
      requireParameters({ id: params?.id });
      const { id } = params;
      return core
        .call(options, (extras) =>
          core.api.DELETE('/api/v1/accounts/me/tags/{id}', { ...extras, params: { path: { id } } }),
        )
        .then(() => undefined);
    },
  };
}

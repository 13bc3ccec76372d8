import type { SdkCore } from '../internal/core';

export function createTagsResource(core: SdkCore) {
  void core;
  return {};
}

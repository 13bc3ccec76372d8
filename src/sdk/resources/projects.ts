import type { SdkCore } from '../internal/core';

export function createProjectsResource(core: SdkCore) {
  void core;
  return {};
}

import type { SdkCore } from '../internal/core';

export function createDependenciesResource(core: SdkCore) {
  void core;
  return {};
}

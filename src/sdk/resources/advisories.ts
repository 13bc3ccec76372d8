import type { SdkCore } from '../internal/core';

export function createAdvisoriesResource(core: SdkCore) {
  void core;
  return {};
}

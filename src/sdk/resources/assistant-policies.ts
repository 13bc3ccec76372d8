import type { SdkCore } from '../internal/core';

export function createAssistantPoliciesResource(core: SdkCore) {
  void core;
  return {};
}

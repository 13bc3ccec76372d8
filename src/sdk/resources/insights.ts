import type { SdkCore } from '../internal/core';

export function createInsightsResource(core: SdkCore) {
  void core;
  return {};
}

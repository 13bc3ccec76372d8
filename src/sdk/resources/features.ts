import type { SdkCore } from '../internal/core';

export function createFeaturesResource(core: SdkCore) {
  void core;
  return {};
}

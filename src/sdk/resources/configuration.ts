import type { SdkCore } from '../internal/core';

export function createConfigurationResource(core: SdkCore) {
  void core;
  return {};
}

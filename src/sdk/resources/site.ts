import type { SdkCore } from '../internal/core';

export function createSiteResource(core: SdkCore) {
  void core;
  return {};
}

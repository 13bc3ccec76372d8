import type { SdkCore } from '../internal/core';

export function createSupportTokenResource(core: SdkCore) {
  void core;
  return {};
}

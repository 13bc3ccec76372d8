import type { SdkCore } from '../internal/core';

export function createBadgesResource(core: SdkCore) {
  void core;
  return {};
}

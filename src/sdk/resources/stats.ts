import type { SdkCore } from '../internal/core';

export function createStatsResource(core: SdkCore) {
  void core;
  return {};
}

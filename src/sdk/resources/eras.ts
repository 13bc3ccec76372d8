import type { SdkCore } from '../internal/core';

export function createErasResource(core: SdkCore) {
  void core;
  return {};
}

import type { SdkCore } from '../internal/core';

export function createMfaResource(core: SdkCore) {
  void core;
  return {};
}

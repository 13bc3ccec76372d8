import type { SdkCore } from '../internal/core';

export function createPlansResource(core: SdkCore) {
  void core;
  return {};
}

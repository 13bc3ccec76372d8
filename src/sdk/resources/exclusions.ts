import type { SdkCore } from '../internal/core';

export function createExclusionsResource(core: SdkCore) {
  void core;
  return {};
}

import type { SdkCore } from '../internal/core';

export function createPropertiesResource(core: SdkCore) {
  void core;
  return {};
}

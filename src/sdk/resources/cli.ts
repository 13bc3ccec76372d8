import type { SdkCore } from '../internal/core';

export function createCliResource(core: SdkCore) {
  void core;
  return {};
}

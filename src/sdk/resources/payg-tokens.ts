import type { SdkCore } from '../internal/core';

export function createPaygTokensResource(core: SdkCore) {
  void core;
  return {};
}

import type { SdkCore } from '../internal/core';

export function createTokensResource(core: SdkCore) {
  void core;
  return {};
}

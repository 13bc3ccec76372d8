import type { SdkCore } from '../internal/core';

export function createCredentialsResource(core: SdkCore) {
  void core;
  return {};
}

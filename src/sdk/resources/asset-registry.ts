import type { SdkCore } from '../internal/core';

export function createAssetRegistryResource(core: SdkCore) {
  void core;
  return {};
}

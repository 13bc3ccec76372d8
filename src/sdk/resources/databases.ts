import type { SdkCore } from '../internal/core';

export function createDatabasesResource(core: SdkCore) {
  void core;
  return {};
}

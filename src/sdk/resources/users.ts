import type { SdkCore } from '../internal/core';

export function createUsersResource(core: SdkCore) {
  void core;
  return {};
}

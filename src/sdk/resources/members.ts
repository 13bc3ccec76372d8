import type { SdkCore } from '../internal/core';

export function createMembersResource(core: SdkCore) {
  void core;
  return {};
}

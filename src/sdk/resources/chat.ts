import type { SdkCore } from '../internal/core';

export function createChatResource(core: SdkCore) {
  void core;
  return {};
}

import type { SdkCore } from '../internal/core';

export function createNotificationsResource(core: SdkCore) {
  void core;
  return {};
}

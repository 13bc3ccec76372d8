import type { SdkCore } from '../internal/core';

export function createMonitoringResource(core: SdkCore) {
  void core;
  return {};
}

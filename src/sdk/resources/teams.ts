import type { SdkCore } from '../internal/core';

export function createTeamsResource(core: SdkCore) {
  void core;
  return {};
}

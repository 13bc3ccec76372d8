import type { SdkCore } from '../internal/core';

export function createLicensesResource(core: SdkCore) {
  void core;
  return {};
}

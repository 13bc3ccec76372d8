import type { SdkCore } from '../internal/core';

export function createLicensePoliciesResource(core: SdkCore) {
  void core;
  return {};
}

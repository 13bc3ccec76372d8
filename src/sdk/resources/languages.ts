import type { SdkCore } from '../internal/core';

export function createLanguagesResource(core: SdkCore) {
  void core;
  return {};
}

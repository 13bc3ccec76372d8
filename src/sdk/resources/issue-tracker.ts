import type { SdkCore } from '../internal/core';

export function createIssueTrackerResource(core: SdkCore) {
  void core;
  return {};
}

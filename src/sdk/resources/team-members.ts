import type { SdkCore } from '../internal/core';

export function createTeamMembersResource(core: SdkCore) {
  void core;
  return {};
}

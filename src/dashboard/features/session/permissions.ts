// Product spec section 6 for the views: feature rules and role checks, all through the SDK's rules.
import {
  can,
  hasTeamsFeature,
  isMembersFeatureEnabled,
  type PermissionAction,
  type PermissionArea,
} from '../../../sdk';
import type { User } from '../../../sdk/resources/users';

export interface Permissions {
  /** The team selector needs the 'teams' feature. */
  canSelectTeam: boolean;
  /** The members feature is off for the opensource plan or when the teams feature exists. */
  membersFeatureEnabled: boolean;
  /** Role checks (roles are case-insensitive; an unknown or missing role may do nothing). */
  can: (area: PermissionArea, action: PermissionAction) => boolean;
}

/** The permissions of a user with a role; the user carries no role, so callers pass the member's. */
export function permissionsFor(user: User | null, role?: string | null): Permissions {
  return {
    canSelectTeam: hasTeamsFeature(user?.account),
    membersFeatureEnabled: isMembersFeatureEnabled(user?.account),
    can: (area, action) => can(role, area, action),
  };
}

// The role and permission matrix, kept as data.

export const AREAS = [
  'tokens',
  'projects',
  'tags',
  'insights',
  'teams',
  'members',
  'policies',
  'isaac',
  'account',
  'configuration',
  'reports',
] as const;
export type PermissionArea = (typeof AREAS)[number];

export const ACTIONS = ['read', 'create', 'edit', 'delete', 'support'] as const;
export type PermissionAction = (typeof ACTIONS)[number];

/** Tokens are granted for any member's tokens or only for one's own. */
export type TokenScope = 'any' | 'self';

const CANONICAL_ROLES = ['Administrator', 'Collaborator', 'Viewer', 'Team Administrator'] as const;
type CanonicalRole = (typeof CANONICAL_ROLES)[number];

type Grant = readonly (PermissionAction | `${PermissionAction}:self`)[];
type Matrix = Record<PermissionArea, Grant>;

const CRUD = ['read', 'create', 'edit', 'delete'] as const;
const READ = ['read'] as const;
const NONE = [] as const;
const TOKENS_ANY_AND_SELF = [...CRUD, 'read:self', 'create:self', 'edit:self', 'delete:self'] as const;
const TOKENS_SELF_ONLY = ['read:self', 'create:self', 'edit:self', 'delete:self'] as const;

const ADMINISTRATOR: Matrix = {
  tokens: TOKENS_ANY_AND_SELF,
  projects: CRUD,
  tags: CRUD,
  insights: CRUD,
  teams: CRUD,
  members: CRUD,
  policies: CRUD,
  isaac: CRUD,
  account: [...CRUD, 'support'],
  configuration: CRUD,
  reports: CRUD,
};

const COLLABORATOR: Matrix = {
  tokens: TOKENS_SELF_ONLY,
  projects: ['read', 'edit'],
  tags: READ,
  insights: READ,
  teams: READ,
  members: READ,
  policies: READ,
  isaac: READ,
  account: ['read', 'support'],
  configuration: NONE,
  reports: ['read', 'edit'],
};

const VIEWER: Matrix = { ...COLLABORATOR, projects: READ, account: READ, reports: READ };

const TEAM_ADMINISTRATOR: Matrix = {
  ...ADMINISTRATOR,
  tags: READ,
  insights: READ,
  teams: ['read', 'edit'],
  isaac: READ,
  account: READ,
  configuration: NONE,
};

export const PERMISSION_MATRIX: Readonly<Record<CanonicalRole, Matrix>> = {
  Administrator: ADMINISTRATOR,
  Collaborator: COLLABORATOR,
  Viewer: VIEWER,
  'Team Administrator': TEAM_ADMINISTRATOR,
};

// Team Collaborator and Team Viewer carry exactly the Collaborator and Viewer permissions.
const ROLE_ALIASES: Readonly<Record<string, CanonicalRole>> = {
  administrator: 'Administrator',
  collaborator: 'Collaborator',
  viewer: 'Viewer',
  'team administrator': 'Team Administrator',
  'team collaborator': 'Collaborator',
  'team viewer': 'Viewer',
};

/** The role whose permissions apply, compared case-insensitively; undefined for an unknown role. */
export function permissionRoleOf(role: string | null | undefined): CanonicalRole | undefined {
  if (typeof role !== 'string') return undefined;
  const key = role.trim().replace(/\s+/g, ' ').toLowerCase();
  // Own keys only: a role such as '__proto__' must not reach the object's prototype.
  return Object.hasOwn(ROLE_ALIASES, key) ? ROLE_ALIASES[key] : undefined;
}

/**
 * Whether `role` may perform `action` in `area`. Roles are case-insensitive; an unknown role may do
 * nothing. For tokens, `scope` tells whether the tokens are any member's (default) or one's own.
 */
export function can(
  role: string | null | undefined,
  area: PermissionArea,
  action: PermissionAction,
  scope: TokenScope = 'any',
): boolean {
  const canonical = permissionRoleOf(role);
  if (!canonical) return false;
  const grant = PERMISSION_MATRIX[canonical][area];
  if (!grant) return false;
  if (area === 'tokens' && scope === 'self') return grant.includes(`${action}:self`);
  return grant.includes(action);
}

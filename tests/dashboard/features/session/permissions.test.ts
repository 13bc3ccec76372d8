import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../../../../src/dashboard/features/session/permissions';
import type { User } from '../../../../src/sdk/resources/users';

function userWith(account: Partial<User['account']>): User {
  return {
    id: 'u-1',
    name: 'Dana Whitfield',
    email: 'dana.whitfield@acme-payments.com',
    account: { uuid: '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c', name: 'Acme', email: 'security@acme.com', ...account },
  };
}

describe('dashboard permissions', () => {
  it("the team selector needs the 'teams' feature", () => {
    expect(permissionsFor(userWith({ features: ['teams'] })).canSelectTeam).toBe(true);
    expect(permissionsFor(userWith({ features: ['insights'] })).canSelectTeam).toBe(false);
    expect(permissionsFor(null).canSelectTeam).toBe(false);
  });

  it('the members feature is off for the opensource plan or when the teams feature exists, otherwise on', () => {
    expect(permissionsFor(userWith({ plan: 'opensource', features: [] })).membersFeatureEnabled).toBe(false);
    expect(permissionsFor(userWith({ plan: 'enterprise', features: ['teams'] })).membersFeatureEnabled).toBe(false);
    expect(permissionsFor(userWith({ plan: 'enterprise', features: [] })).membersFeatureEnabled).toBe(true);
  });

  it("role checks go through the SDK's can(): case-insensitive, nothing without a role", () => {
    const user = userWith({});
    expect(permissionsFor(user, 'collaborator').can('projects', 'edit')).toBe(true);
    expect(permissionsFor(user, 'VIEWER').can('projects', 'edit')).toBe(false);
    expect(permissionsFor(user, 'Team Administrator').can('configuration', 'read')).toBe(false);
    expect(permissionsFor(user).can('projects', 'read')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIONS, AREAS, can, type PermissionAction, type PermissionArea } from '../../../src/sdk';

const CRUD = ['read', 'create', 'edit', 'delete'] as const;

function allowed(role: string): string[] {
  const grants: string[] = [];
  for (const area of AREAS) {
    for (const action of ACTIONS) {
      if (can(role, area, action)) grants.push(`${area}.${action}`);
      if (area === 'tokens' && can(role, area, action, 'self')) grants.push(`${area}.${action}:self`);
    }
  }
  return grants;
}

describe('permissions (the role matrix)', () => {
  it('Administrator: everything allowed', () => {
    for (const area of AREAS) for (const action of CRUD) expect(can('Administrator', area, action)).toBe(true);
    expect(can('Administrator', 'account', 'support')).toBe(true);
    for (const action of CRUD) expect(can('Administrator', 'tokens', action, 'self')).toBe(true);
  });

  it('Collaborator: tokens only for self, projects read and edit, read-only areas, account read and support, no configuration, reports read and edit', () => {
    expect(allowed('Collaborator').sort()).toEqual(
      [
        'tokens.read:self',
        'tokens.create:self',
        'tokens.edit:self',
        'tokens.delete:self',
        'projects.read',
        'projects.edit',
        'tags.read',
        'insights.read',
        'teams.read',
        'members.read',
        'policies.read',
        'isaac.read',
        'account.read',
        'account.support',
        'reports.read',
        'reports.edit',
      ].sort(),
    );
  });

  it('Viewer: like Collaborator but projects read only, account read without support, reports read only', () => {
    const viewer = allowed('Viewer');
    expect(viewer).not.toContain('projects.edit');
    expect(viewer).not.toContain('account.support');
    expect(viewer).not.toContain('reports.edit');
    expect(viewer.sort()).toEqual(
      allowed('Collaborator')
        .filter((grant) => !['projects.edit', 'account.support', 'reports.edit'].includes(grant))
        .sort(),
    );
  });

  it('Team Administrator: like Administrator but tags, insights, isaac and account read only, teams read and edit, no configuration', () => {
    const expectations: [PermissionArea, PermissionAction[]][] = [
      ['tags', ['read']],
      ['insights', ['read']],
      ['teams', ['read', 'edit']],
      ['isaac', ['read']],
      ['account', ['read']],
      ['configuration', []],
      ['projects', [...CRUD]],
      ['members', [...CRUD]],
      ['policies', [...CRUD]],
      ['reports', [...CRUD]],
      ['tokens', [...CRUD]],
    ];
    for (const [area, actions] of expectations) {
      expect(ACTIONS.filter((action) => can('Team Administrator', area, action))).toEqual(actions);
    }
  });

  it('Team Collaborator and Team Viewer equal Collaborator and Viewer', () => {
    expect(allowed('Team Collaborator')).toEqual(allowed('Collaborator'));
    expect(allowed('Team Viewer')).toEqual(allowed('Viewer'));
  });

  it('roles are case-insensitive', () => {
    const roles = ['Administrator', 'Collaborator', 'Viewer', 'Team Administrator', 'Team Collaborator', 'Team Viewer'];
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.constantFrom(...AREAS),
        fc.constantFrom(...ACTIONS),
        (role, upper, area, action) => {
          const recased = [...role]
            .map((character, index) => (upper[index % 20] ? character.toUpperCase() : character.toLowerCase()))
            .join('');
          expect(can(recased, area, action)).toBe(can(role, area, action));
        },
      ),
    );
  });

  it('an unknown or missing role may do nothing', () => {
    fc.assert(
      fc.property(
        fc
          .string()
          .filter((text) => !/^(team )?(administrator|collaborator|viewer)$/i.test(text.trim().replace(/\s+/g, ' '))),
        fc.constantFrom(...AREAS),
        fc.constantFrom(...ACTIONS),
        (role, area, action) => {
          expect(can(role, area, action)).toBe(false);
        },
      ),
    );
    expect(can(undefined, 'projects', 'read')).toBe(false);
    for (const prototypeKey of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(can(prototypeKey, 'projects', 'read')).toBe(false);
    }
    expect(can(null, 'projects', 'read')).toBe(false);
  });

  it('every role that may edit may also read, in every area', () => {
    const roles = ['Administrator', 'Collaborator', 'Viewer', 'Team Administrator', 'Team Collaborator', 'Team Viewer'];
    for (const role of roles)
      for (const area of AREAS)
        for (const action of ['create', 'edit', 'delete'] as const)
          if (can(role, area, action)) expect(can(role, area, 'read')).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeSupportToken,
  CHAT_HOSTS,
  chatHostFor,
  DEFAULT_ACCOUNT_UUID,
  featuresForUpdate,
  hasTeamsFeature,
  isMembersFeatureEnabled,
  isValidEmail,
  resolveAccountUuid,
  roleForNewMember,
  signupName,
} from '../../../src/sdk';

describe('account, member and feature rules', () => {
  it("the account id 'default' maps to the fixed all-default uuid; other ids are kept", () => {
    expect(resolveAccountUuid('default')).toBe(DEFAULT_ACCOUNT_UUID);
    expect(DEFAULT_ACCOUNT_UUID).toBe('00000000-0000-0000-0000-000000000000');
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(resolveAccountUuid(uuid)).toBe(uuid);
      }),
    );
  });

  it('member creation forces the role Viewer unless explicitly allowed', () => {
    expect(roleForNewMember('Administrator', false)).toBe('Viewer');
    expect(roleForNewMember(undefined, false)).toBe('Viewer');
    expect(roleForNewMember('Administrator', true)).toBe('Administrator');
    expect(roleForNewMember(undefined, true)).toBe('Viewer');
  });

  it('signup uses the part before the @ of the e-mail as the name if none is given', () => {
    expect(signupName('priya.raman@acme-payments.com')).toBe('priya.raman');
    expect(signupName('priya.raman@acme-payments.com', '  ')).toBe('priya.raman');
    expect(signupName('priya.raman@acme-payments.com', 'Priya Raman')).toBe('Priya Raman');
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(signupName(email)).toBe(email.slice(0, email.indexOf('@')));
      }),
    );
  });

  it('e-mail addresses are checked before they are sent', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(isValidEmail(email)).toBe(true);
      }),
    );
    for (const bad of ['', 'priya', 'priya@', '@acme.com', 'priya raman@acme.com', undefined, 42]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('a support token at or past expiresAt is treated as none', () => {
    const token = { token: 'sup_3f9a', expiresAt: '2026-11-21T12:00:00Z' };
    const expiry = Date.parse(token.expiresAt);
    expect(activeSupportToken(token, expiry - 1)).toBe(token);
    expect(activeSupportToken(token, expiry)).toBeNull();
    expect(activeSupportToken(token, expiry + 1)).toBeNull();
    expect(activeSupportToken({ token: 'x', expiresAt: 'not a date' }, 0)).toBeNull();
    expect(activeSupportToken(null)).toBeNull();
  });

  it('the members feature is off for the opensource plan or when the teams feature exists, otherwise on', () => {
    expect(isMembersFeatureEnabled({ plan: 'opensource', features: [] })).toBe(false);
    expect(isMembersFeatureEnabled({ plan: 'enterprise', features: ['teams'] })).toBe(false);
    expect(isMembersFeatureEnabled({ plan: 'enterprise', features: ['insights'] })).toBe(true);
    expect(isMembersFeatureEnabled({ plan: 'team' })).toBe(true);
  });

  it("the team selector needs the 'teams' feature", () => {
    expect(hasTeamsFeature({ features: ['teams'] })).toBe(true);
    expect(hasTeamsFeature({ features: ['Teams'] })).toBe(false);
    expect(hasTeamsFeature({ features: [] })).toBe(false);
    expect(hasTeamsFeature(undefined)).toBe(false);
  });

  it('the features update excludes the members feature', () => {
    expect(featuresForUpdate(['teams', 'members', 'insights'])).toEqual(['teams', 'insights']);
  });

  it('the chat host: local and qa use the qa host; alpha and www use the www host', () => {
    expect(chatHostFor('local.depsight.io')).toBe(CHAT_HOSTS.qa);
    expect(chatHostFor('qa.depsight.io')).toBe(CHAT_HOSTS.qa);
    expect(chatHostFor('alpha.depsight.io')).toBe(CHAT_HOSTS.www);
    expect(chatHostFor('www.depsight.io')).toBe(CHAT_HOSTS.www);
    expect(chatHostFor('QA.depsight.io')).toBe(CHAT_HOSTS.qa);
  });

  it('the chat host: any other host name has none (chat calls are then refused)', () => {
    for (const hostname of [undefined, '', 'localhost', '127.0.0.1', 'api.depsight.io', 'depsight.acme.internal']) {
      expect(chatHostFor(hostname)).toBeUndefined();
    }
    expect(chatHostFor('__proto__')).toBeUndefined();
  });
});

import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'mfa scratch codes: list, generate and delete',
    run: async ({ client }) => {
      const codes = await client.mfa.listScratchCodes();
      expect(codes.remaining).toBe(codes.codes.length);
      const generated = await client.mfa.generateScratchCodes();
      expect(generated.codes.length).toBeGreaterThan(0);
      await expect(client.mfa.deleteScratchCodes()).resolves.toBeUndefined();
    },
  },
  {
    name: 'mfa.authenticateSms texts a code to a phone',
    run: async ({ client }) => {
      const challenge = await client.mfa.authenticateSms({ phone: '+14155550142' });
      expect(challenge.maskedPhone).toMatch(/0142$/);
    },
  },
  {
    name: 'mfa.validate checks a code, for a setup and for a sign-in',
    run: async ({ client }) => {
      const setup = await client.mfa.validate({ kind: 'sms', isSetup: true }, { totp: '482913' });
      expect(setup.validatedAt).toBeTruthy();
      const signIn = await client.mfa.validate({ kind: 'app' }, { totp: '482913' });
      expect(['sms', 'app']).toContain(signIn.kind);
    },
  },
  {
    name: 'mfa authenticator app: status, initialize and deactivate',
    run: async ({ client }) => {
      expect(['disabled', 'pending', 'active']).toContain((await client.mfa.getAppStatus()).status);
      expect((await client.mfa.initializeApp()).otpauthUri).toMatch(/^otpauth:\/\/totp\//);
      expect((await client.mfa.deactivateApp()).status).toBe('disabled');
    },
  },
  {
    name: "mfa.getMemberSettings reads a member's MFA settings",
    run: async ({ client }) => {
      const settings = await client.mfa.getMemberSettings({ id: IDS.member });
      expect(typeof settings?.enabled).toBe('boolean');
    },
  },
  {
    name: 'mfa.getMemberSettings answers null on 404',
    run: async ({ client }) => {
      expect(await client.mfa.getMemberSettings({ id: IDS.member }, { headers: { Prefer: 'code=404' } })).toBeNull();
    },
  },
  {
    name: "mfa.updateMemberSettings stores a member's settings",
    run: async ({ client }) => {
      const settings = await client.mfa.updateMemberSettings(
        { id: IDS.member },
        { enabled: true, methods: ['sms'], preferred: 'sms', phone: '+14155550142' },
      );
      expect(settings.enabled).toBe(true);
    },
  },
];

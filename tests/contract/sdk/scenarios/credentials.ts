import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import { recordingClient, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'credentials.login from an anonymous client answers a token and the user',
    run: async ({ makeClient }) => {
      const session = await makeClient({ auth: undefined }).credentials.login({
        email: 'dana.whitfield@acme-payments.com',
        password: 'correct-Horse-battery-2026',
      });
      expect(session.token.length).toBeGreaterThan(0);
      expect(['Bearer', 'token']).toContain(session.tokenType);
      expect(session.user.email).toMatch(/@/);
    },
  },
  {
    name: 'credentials.login with wrong credentials is a 401 ApiError',
    run: async ({ client }) => {
      const error = await client.credentials
        .login({ email: 'dana.whitfield@acme-payments.com', password: 'wrong' }, { headers: { Prefer: 'code=401' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
    },
  },
  {
    name: 'credentials.register without a name is accepted: the SDK sends the e-mail before the @',
    run: async ({ makeClient }) => {
      // The document requires a name, so the mock refuses the call unless the SDK filled it in.
      const { client, sent } = recordingClient(makeClient, { auth: undefined });
      const session = await client.credentials.register({
        email: 'marco.bellini@acme-payments.com',
        password: 'Tr0ub4dor-and-3-2026',
      });
      expect(session.token.length).toBeGreaterThan(0);
      expect(await sent[0]?.json()).toMatchObject({ name: 'marco.bellini' });
      expect(sent[0]?.headers.has('authorization')).toBe(false);
    },
  },
  {
    name: 'credentials.forget asks for a reset e-mail anonymously',
    run: async ({ makeClient }) => {
      const result = await makeClient({ auth: undefined }).credentials.forget({
        email: 'priya.raman@acme-payments.com',
      });
      expect(result).toBeUndefined();
    },
  },
  {
    name: 'credentials.logout ends the session',
    run: async ({ client }) => {
      expect(await client.credentials.logout()).toBeUndefined();
    },
  },
];

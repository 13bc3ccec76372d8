import type { components } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';
import { isValidEmail, signupName } from '../rules/accounts';

export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginSession = components['schemas']['LoginSession'];
export type RegistrationRequest = components['schemas']['RegistrationRequest'];
/** A registration as the caller gives it: the name may be left out. */
export type RegistrationInput = Omit<RegistrationRequest, 'name'> & { name?: string | null };

/** Returns the e-mail without surrounding blanks, or throws `Email address invalid or missing`. */
function requireEmail(email: unknown): string {
  if (!isValidEmail(email)) throw new InvalidArgumentError(MESSAGES.emailInvalidOrMissing);
  return email.trim();
}

export function createCredentialsResource(core: SdkCore) {
  return {
    /** Signs in with e-mail and password and answers the token and the user; both are required (missing-parameters message). */
    async login(body: LoginRequest, options?: CallOptions): Promise<LoginSession> {
      requireParameters({ email: body?.email, password: body?.password });
      return core.call(options, (extras) => core.api.POST('/api/v1/credentials/login', { ...extras, body }));
    },

    /**
     * Registers a user and signs them in. Without a name, the part of the e-mail before
     * the @ is sent as the name; a bad e-mail is refused with `Email address invalid or missing`.
     */
    async register(body: RegistrationInput, options?: CallOptions): Promise<LoginSession> {
      const email = requireEmail(body?.email);
      requireParameters({ password: body.password });
      const sent: RegistrationRequest = { ...body, email, name: signupName(email, body.name) };
      return core.call(options, (extras) => core.api.POST('/api/v1/credentials/register', { ...extras, body: sent }));
    },

    /** Asks for a password-reset e-mail. A bad e-mail is refused with `Email address invalid or missing`. */
    async forget(params: { email: string }, options?: CallOptions): Promise<void> {
      const email = requireEmail(params?.email);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/credentials/forget', { ...extras, params: { query: { email } } }),
      );
    },

    /** Ends the session of the credentials the client sends. */
    async logout(options?: CallOptions): Promise<void> {
      return core.call(options, (extras) => core.api.POST('/api/v1/credentials/logout', { ...extras }));
    },
  };
}

import { describe, expect, it } from 'vitest';
import { sessionStateOf } from '@/dashboard/features/session/model/session-state';
import { normalizeUser, UnusableUserError } from '@/dashboard/features/session/normalize-user';
import { ApiError } from '@/sdk';
import { DANA } from '../../../support/users';

const user = normalizeUser(DANA) ?? undefined;
const refused = (status: number) =>
  new ApiError({ status, body: { message: 'no' }, method: 'GET', path: '/api/v1/users/me' });
const loading = { data: undefined, error: undefined };
const UNUSABLE =
  'We could not identify you: the server’s answer about your account could not be used. Log in again or try later.';
const FAILED = 'We could not identify you: the server did not answer as expected. Log in again or try later.';

describe('sessionStateOf', () => {
  it('without a token the visitor is signed out, with nothing to tell', () => {
    expect(sessionStateOf(null, false, loading)).toEqual({ status: 'signed-out', user: null, identifyProblem: null });
    expect(sessionStateOf('', false, { data: user, error: undefined })).toEqual({
      status: 'signed-out',
      user: null,
      identifyProblem: null,
    });
  });

  it('a token is identifying until the read gives a user, then signed in with that user', () => {
    expect(sessionStateOf('tok', false, loading)).toEqual({ status: 'identifying', user: null, identifyProblem: null });
    const state = sessionStateOf('tok', false, { data: user, error: undefined });
    expect(state.status).toBe('signed-in');
    expect(state.user).toBe(user);
    expect(state.identifyProblem).toBeNull();
  });

  it('a refused token (401, 403) signs out without a word; any other failure says why', () => {
    for (const status of [401, 403]) {
      expect(sessionStateOf('tok', false, { data: undefined, error: refused(status) })).toEqual({
        status: 'signed-out',
        user: null,
        identifyProblem: null,
      });
    }
    expect(sessionStateOf('tok', false, { data: undefined, error: refused(500) }).identifyProblem).toBe(FAILED);
    expect(sessionStateOf('tok', false, { data: undefined, error: new TypeError('offline') }).identifyProblem).toBe(
      FAILED,
    );
    const unusable = sessionStateOf('tok', false, { data: undefined, error: new UnusableUserError() });
    expect(unusable).toEqual({ status: 'signed-out', user: null, identifyProblem: UNUSABLE });
  });

  it('an error outweighs a user still held from before', () => {
    expect(sessionStateOf('tok', false, { data: user, error: refused(500) })).toEqual({
      status: 'signed-out',
      user: null,
      identifyProblem: FAILED,
    });
  });

  it('once logout has begun the session is signed out, whatever the read says', () => {
    expect(sessionStateOf('tok', true, { data: user, error: undefined })).toEqual({
      status: 'signed-out',
      user: null,
      identifyProblem: null,
    });
    expect(sessionStateOf('tok', true, { data: undefined, error: refused(500) }).identifyProblem).toBeNull();
  });
});

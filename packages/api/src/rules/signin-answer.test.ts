import { describe, expect, it } from 'vitest';

import { SigninStep } from '../constants';
import { needsSecondFactor, signedInOnly } from './signin-answer';

const signedIn = {
  expires_in: 3600,
  identity: 'ada@example.com',
  access_token: 'access',
  refresh_token: 'refresh',
  role: 1,
  signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED,
  signin_result: SigninStep.USER_SIGNED_IN,
};
const challenge = {
  signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED,
  signin_result: SigninStep.SECOND_FACTOR_REQUIRED,
  factor_ticket: 'ticket',
};

describe('the answer of a password or email-code sign-in (SECOND-FACTOR)', () => {
  it('tells a second factor still to give from a finished sign-in', () => {
    expect(needsSecondFactor(challenge)).toBe(true);
    expect(needsSecondFactor(signedIn)).toBe(false);
  });

  it("gives a finished sign-in's tokens, and refuses a half-done one", () => {
    expect(signedInOnly(signedIn)).toBe(signedIn);
    expect(() => signedInOnly(challenge)).toThrow('This account asks for a second factor to sign in');
  });
});

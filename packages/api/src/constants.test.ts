import { describe, expect, it } from 'vitest';

import { MoneyCollectingMethodType, Role, SigninStep } from './constants';

describe("the spec's constants, to the number", () => {
  // proves: ROLE-BITS
  it('has the role bits NONE 0, PERSONAL 1, BUSINESS 2, CONTRIBUTOR 4, ADMINISTRATOR 8', () => {
    expect(Role).toEqual({ NONE: 0, PERSONAL: 1, BUSINESS: 2, CONTRIBUTOR: 4, ADMINISTRATOR: 8 });
  });

  // proves: SIGNIN-STEPS
  it('numbers the sign-in steps as the spec does, and the second factor and passkey beside them', () => {
    expect(SigninStep).toEqual({
      VERIFY_EMAIL_WITH_AUTH_CODE: 0,
      EXISTING_USER_PASSWORD_REQUIRED: 1,
      NEW_USER_SET_PASSWORD: 2,
      EMAIL_NOT_ASSOCIATED_WITH_USER: 3,
      REVIEW_AND_REVISE_FLID: 4,
      // An extension beyond the spec (issue 50, decision 1024): the password or code was right, a
      // second factor is asked next.
      SECOND_FACTOR_REQUIRED: 5,
      // The sign-in type of a passkey sign-in (decision 1025), which is both factors at once.
      PASSKEY: 6,
      USER_SIGNED_IN: 100,
    });
  });

  // proves: MONEY-METHOD-TYPES
  it('numbers the money-collecting method types UNSPECIFIED 0 to STRIPE_CHECKOUT 3', () => {
    expect(MoneyCollectingMethodType).toEqual({
      UNSPECIFIED: 0,
      MARKED_AS_PAID: 1,
      UPLOAD_PROOF: 2,
      STRIPE_CHECKOUT: 3,
    });
  });
});

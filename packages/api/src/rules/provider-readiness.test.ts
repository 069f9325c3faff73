import { describe, expect, it } from 'vitest';

import { MoneyCollectingMethodType } from '../constants';
import { buildUserProfile } from '../mocks/factories/user';
import {
  acceptingAfterSalaryUpdate,
  checkAcceptingRequestSwitch,
  isCardAccountLinked,
  isReadyToReceiveMoney,
} from './provider-readiness';

const profile = (ready: boolean, hourly: number, accepting: boolean) =>
  buildUserProfile({ ready_to_receive_money: ready, hourly, accepting_request: accepting });

describe('provider readiness (PROVIDER-READY, CARD-ACCOUNT-LINKED, ACCEPTING-SWITCH, SALARY-SWITCHES-ON)', () => {
  // proves: PROVIDER-READY
  it('is ready with ready_to_receive_money or an hourly salary above 0', () => {
    expect(isReadyToReceiveMoney(profile(false, 0, false))).toBe(false);
    expect(isReadyToReceiveMoney(profile(true, 0, false))).toBe(true);
    expect(isReadyToReceiveMoney(profile(false, 0.01, false))).toBe(true);
  });

  // proves: ACCEPTING-SWITCH
  it('allows the switch only when ready and only to a different value', () => {
    expect(checkAcceptingRequestSwitch(profile(false, 0, false), true)).toEqual({
      allowed: false,
      reason: 'not-ready',
    });
    expect(checkAcceptingRequestSwitch(profile(true, 0, true), true)).toEqual({
      allowed: false,
      reason: 'unchanged',
    });
    expect(checkAcceptingRequestSwitch(profile(false, 20, false), false)).toEqual({
      allowed: false,
      reason: 'unchanged',
    });
    expect(checkAcceptingRequestSwitch(profile(false, 20, false), true)).toEqual({ allowed: true });
    expect(checkAcceptingRequestSwitch(profile(true, 0, true), false)).toEqual({ allowed: true });
  });

  // proves: SALARY-SWITCHES-ON
  it('switches accepting on when the salary makes the provider ready, and never off', () => {
    expect(acceptingAfterSalaryUpdate(profile(false, 0, false), 30)).toBe(true);
    expect(acceptingAfterSalaryUpdate(profile(false, 30, false), 0)).toBe(false);
    expect(acceptingAfterSalaryUpdate(profile(true, 0, false), 0)).toBe(true);
    expect(acceptingAfterSalaryUpdate(profile(false, 30, true), 0)).toBe(true);
  });

  // proves: CARD-ACCOUNT-LINKED
  it('counts the card account as linked only when checkout is set up and verified', () => {
    const checkout = MoneyCollectingMethodType.STRIPE_CHECKOUT;
    expect(isCardAccountLinked([{ type: checkout, setup: true, verified: false }])).toBe(false);
    expect(
      isCardAccountLinked([{ type: MoneyCollectingMethodType.UPLOAD_PROOF, setup: true, verified: true }]),
    ).toBe(false);
    expect(isCardAccountLinked([{ type: checkout, setup: true, verified: true }])).toBe(true);
  });
});

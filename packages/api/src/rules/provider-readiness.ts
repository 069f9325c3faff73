import { MoneyCollectingMethodType, READINESS_HOURLY_THRESHOLD } from '../constants';
import type { MoneyCollectingMethod, UserProfile } from '../schemas/user';

/**
 * The provider rules (PROVIDER-READY, CARD-ACCOUNT-LINKED, ACCEPTING-SWITCH, SALARY-SWITCHES-ON), in one place for the server, the mocks and the UI.
 */

/** Ready to receive money: ready_to_receive_money, or an hourly expected salary above 0. */
export const isReadyToReceiveMoney = (profile: UserProfile) =>
  profile.finance.income.ready_to_receive_money ||
  profile.account.provider.expected_salary.hourly > READINESS_HOURLY_THRESHOLD;

/** The card provider account counts as linked only when the checkout method is set up and verified. */
export const isCardAccountLinked = (methods: readonly MoneyCollectingMethod[]) =>
  methods.some(
    (method) => method.type === MoneyCollectingMethodType.STRIPE_CHECKOUT && method.setup && method.verified,
  );

export type AcceptingSwitchCheck = { allowed: true } | { allowed: false; reason: 'not-ready' | 'unchanged' };

/** The accepting-requests switch changes only when the provider is ready, and only to a different value. */
export function checkAcceptingRequestSwitch(profile: UserProfile, next: boolean): AcceptingSwitchCheck {
  if (!isReadyToReceiveMoney(profile)) return { allowed: false, reason: 'not-ready' };
  if (profile.account.provider.accepting_request === next) return { allowed: false, reason: 'unchanged' };
  return { allowed: true };
}

/**
 * Setting the expected salary also switches accepting requests on if it was off, as long as the
 * provider is ready once the new salary is set (the switch rule above still holds).
 */
export function acceptingAfterSalaryUpdate(profile: UserProfile, hourly: number): boolean {
  if (profile.account.provider.accepting_request) return true;
  const next = {
    ...profile,
    account: { ...profile.account, provider: { ...profile.account.provider, expected_salary: { hourly } } },
  };
  return isReadyToReceiveMoney(next);
}

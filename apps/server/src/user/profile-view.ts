import { MoneyCollectingMethodType } from '@lancer/api/constants';
import type { PublicUser, UserProfile } from '@lancer/api/schemas/user';

import type { UserRow } from '../db/schema';

export type MethodRow = { type: number; setup: boolean; verified: boolean };

/** Linked only when the checkout method is set up and verified (spec section 4). */
export const isPaymentAccountLinked = (methods: MethodRow[]) =>
  methods.some((m) => m.type === MoneyCollectingMethodType.STRIPE_CHECKOUT && m.setup && m.verified);

/** Spec section 4: ready if ready_to_receive_money or hourly expected salary above 0. */
export const isProviderReady = (user: Pick<UserRow, 'hourly'>, methods: MethodRow[]) =>
  isPaymentAccountLinked(methods) || user.hourly > 0;

/** The profile call's shape, exactly spec section 3. */
export function toProfile(user: UserRow, methods: MethodRow[]): UserProfile {
  return {
    account: {
      basic: {
        user_id: user.id,
        email: { address: user.email },
        mobile: { number: user.mobileNumber, area_code: user.mobileAreaCode },
        photo: { url: user.photoUrl },
        FLID: { identity: user.flid },
        first_name: user.firstName,
        last_name: user.lastName,
        self_intro: { content_html: user.selfIntroHtml },
      },
      provider: { accepting_request: user.acceptingRequest, expected_salary: { hourly: user.hourly } },
    },
    finance: {
      income: {
        ready_to_receive_money: isPaymentAccountLinked(methods),
        bank_account: {
          money_collecting_methods: methods.map((m) => ({
            type: m.type as UserProfile['finance']['income']['bank_account']['money_collecting_methods'][number]['type'],
            setup: m.setup,
            verified: m.verified,
          })),
        },
      },
    },
    role: user.role,
  };
}

export const toPublicUser = (
  user: UserRow,
  record: Pick<PublicUser, 'ready' | 'skills' | 'average_score' | 'projects_done'>,
): PublicUser => ({
  user_id: user.id,
  flid: user.flid,
  first_name: user.firstName,
  last_name: user.lastName,
  photo_url: user.photoUrl,
  self_intro_html: user.selfIntroHtml,
  accepting_request: user.acceptingRequest,
  hourly: user.hourly,
  ...record,
});

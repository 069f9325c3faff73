import { isCardAccountLinked } from '@lancer/api/rules/provider-readiness';
import type { MoneyCollectingMethod, PublicUser, UserProfile } from '@lancer/api/schemas/user';

import type { UserRow } from '../db/schema';
import type { ProviderRecord } from './provider-record';

export type MethodRow = { type: number; setup: boolean; verified: boolean };

/** Method rows as the contract types them (the column holds one of MoneyCollectingMethodType). */
export const toMethods = (rows: readonly MethodRow[]): MoneyCollectingMethod[] =>
  rows.map((row) => ({
    type: row.type as MoneyCollectingMethod['type'],
    setup: row.setup,
    verified: row.verified,
  }));

/**
 * The profile call's shape, exactly PROFILE-SHAPE. ready_to_receive_money is "the card account is
 * linked" (isCardAccountLinked, the rule the mocks and the UI use too).
 */
export function toProfile(user: UserRow, rows: MethodRow[]): UserProfile {
  const methods = toMethods(rows);
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
        ready_to_receive_money: isCardAccountLinked(methods),
        bank_account: { money_collecting_methods: methods },
      },
    },
    role: user.role,
  };
}

export const toPublicUser = (user: UserRow, record: ProviderRecord): PublicUser => ({
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

import { z } from 'zod';

import { MoneyCollectingMethodType } from '../constants';

export const moneyCollectingMethodSchema = z.object({
  type: z.union(Object.values(MoneyCollectingMethodType).map((value) => z.literal(value))),
  setup: z.boolean(),
  verified: z.boolean(),
});
export type MoneyCollectingMethod = z.infer<typeof moneyCollectingMethodSchema>;

/** The profile call's shape, exactly spec section 3. */
export const userProfileSchema = z.object({
  account: z.object({
    basic: z.object({
      user_id: z.string(),
      email: z.object({ address: z.string() }),
      mobile: z.object({ number: z.string(), area_code: z.string() }),
      photo: z.object({ url: z.string() }),
      FLID: z.object({ identity: z.string() }),
      first_name: z.string(),
      last_name: z.string(),
      self_intro: z.object({ content_html: z.string() }),
    }),
    provider: z.object({
      accepting_request: z.boolean(),
      expected_salary: z.object({ hourly: z.number().nonnegative() }),
    }),
  }),
  finance: z.object({
    income: z.object({
      ready_to_receive_money: z.boolean(),
      bank_account: z.object({ money_collecting_methods: z.array(moneyCollectingMethodSchema) }),
    }),
  }),
  role: z.number().int().nonnegative(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** What search-for-users and fetch-profile-for-user show of someone else: no finance. */
export const publicUserSchema = z.object({
  user_id: z.string(),
  flid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string(),
  self_intro_html: z.string(),
  accepting_request: z.boolean(),
  hourly: z.number().nonnegative(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

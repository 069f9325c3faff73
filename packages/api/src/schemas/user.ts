import { z } from 'zod';

import { MoneyCollectingMethodType } from '../constants';
import { MAX_PROVIDER_SKILLS, MAX_SKILL_LENGTH } from '../rules/provider-skills';
import { pageQuerySchema } from './common';

export const moneyCollectingMethodSchema = z.object({
  type: z.union(Object.values(MoneyCollectingMethodType).map((value) => z.literal(value))),
  setup: z.boolean(),
  verified: z.boolean(),
});
export type MoneyCollectingMethod = z.infer<typeof moneyCollectingMethodSchema>;

/** The profile call's shape, exactly PROFILE-SHAPE. */
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
  /** Ready to receive money (PROVIDER-READY: linked account or hourly salary above 0). */
  ready: z.boolean(),
  /** What the provider offers; searched by search-for-users. */
  skills: z.array(z.string()),
  /** Mean of the clients' scores (0 to 100) of their DONE projects; null before the first score. */
  average_score: z.number().min(0).max(100).nullable(),
  /** DONE projects the user worked on as a provider. */
  projects_done: z.number().int().nonnegative(),
  /** JOB-SUCCESS: the job success score (0 to 100), null with no finished work that counts. */
  job_success: z.number().int().min(0).max(100).nullable(),
  /** Mean of the public reviews' ratings (1 to 5, one decimal; REVIEW-BLIND), null without any. */
  rating: z.number().min(1).max(5).nullable(),
  /** Public reviews the rating is the mean of. */
  review_count: z.number().int().nonnegative(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const queryFlag = z.enum(['true', 'false']);
export const PROVIDER_SORTS = ['flid', 'job_success', 'rating'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

/** search-for-users: the spec's `condition`, plus browsing filters and paging (CALL-PAGING). */
export const searchForUsersQuerySchema = pageQuerySchema.extend({
  condition: z.string().trim().min(1).max(100).optional(),
  /** Only providers who accept requests ('true'), or who do not; the default is 'true' without a condition. */
  accepting: queryFlag.optional(),
  /** Only providers ready to receive money. */
  ready: queryFlag.optional(),
  hourly_min: z.coerce.number().nonnegative().optional(),
  hourly_max: z.coerce.number().nonnegative().optional(),
  /** PROVIDER-SORT: only providers whose job success is at least this (none without history). */
  job_success_min: z.coerce.number().int().min(0).max(100).optional(),
  /** PROVIDER-SORT: only providers whose rating is at least this (none without public reviews). */
  rating_min: z.coerce.number().min(1).max(5).optional(),
  /** PROVIDER-SORT: by FLID (the default), or best job success or rating first, no record last. */
  sort: z.enum(PROVIDER_SORTS).optional(),
});
export type SearchForUsersQuery = z.input<typeof searchForUsersQuerySchema>;

/** PROVIDER-SKILLS: the skills a provider saves (the Work page's skills form checks the same). */
export const providerSkillsBodySchema = z.object({
  skills: z
    .array(z.string().trim().max(MAX_SKILL_LENGTH, `At most ${MAX_SKILL_LENGTH} characters a skill`))
    .max(MAX_PROVIDER_SKILLS, `At most ${MAX_PROVIDER_SKILLS} skills`),
});

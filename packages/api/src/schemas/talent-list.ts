import { z } from 'zod';

import { MAX_TALENT_LIST_NAME } from '../constants';
import { idSchema, timestampSchema, userSummarySchema } from './common';

/**
 * A talent list (decision 2201): providers a client keeps under a name (Upwork's "Saved talent"),
 * private to its owner, to come back to or to invite to a job all at once.
 */

export const talentListNameSchema = z
  .string()
  .trim()
  .min(1, 'Please name the list')
  .max(MAX_TALENT_LIST_NAME, `At most ${MAX_TALENT_LIST_NAME} characters`);

export const talentListSchema = z.object({
  id: idSchema,
  name: z.string(),
  provider_count: z.number().int().nonnegative(),
  /** Whether the provider the listing was asked about (provider_id) is on this list; false without one. */
  includes_provider: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type TalentList = z.infer<typeof talentListSchema>;

/** A provider on a list, and when they were saved to it. */
export const talentListProviderSchema = z.object({
  provider: userSummarySchema,
  added_at: timestampSchema,
});
export type TalentListProvider = z.infer<typeof talentListProviderSchema>;

/** One list with its providers, last saved first. */
export const talentListDetailSchema = talentListSchema.extend({
  providers: z.array(talentListProviderSchema),
});
export type TalentListDetail = z.infer<typeof talentListDetailSchema>;

export const createTalentListBodySchema = z.object({
  name: talentListNameSchema,
  /** A provider to save to the new list at once (the save control's "New list"). */
  provider_id: idSchema.optional(),
});
export type CreateTalentListBody = z.input<typeof createTalentListBodySchema>;

export const renameTalentListBodySchema = z.object({
  talent_list_id: idSchema,
  name: talentListNameSchema,
});

export const talentListProviderBodySchema = z.object({
  talent_list_id: idSchema,
  provider_id: idSchema,
});

export const inviteTalentListBodySchema = z.object({
  talent_list_id: idSchema,
  request_id: idSchema,
  message: z.string().trim().max(2_000, 'At most 2,000 characters').default(''),
});

/** What inviting a list did: how many were invited, how many skipped (already invited or proposed). */
export const inviteTalentListResultSchema = z.object({
  invited_count: z.number().int().nonnegative(),
  skipped_count: z.number().int().nonnegative(),
});
export type InviteTalentListResult = z.infer<typeof inviteTalentListResultSchema>;

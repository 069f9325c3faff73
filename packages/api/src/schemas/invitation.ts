import { z } from 'zod';

import { invitationStatuses } from '../states/invitation';
import { idSchema, timestampSchema, userSummarySchema } from './common';
import { budgetTypeSchema, requestStatusSchema, visibilitySchema } from './request';

export const invitationStatusSchema = z.enum(invitationStatuses);

/** What a provider sees of the request they are invited to, before opening it. */
export const invitedRequestSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: requestStatusSchema,
  visibility: visibilitySchema,
  budget_type: budgetTypeSchema,
  budget_min_cents: z.number().int().nonnegative(),
  budget_max_cents: z.number().int().nonnegative(),
  currency: z.string(),
});

/** A client's invitation of a provider to one of their requests (DESIGN section 4b). */
export const invitationSchema = z.object({
  id: idSchema,
  request: invitedRequestSchema,
  client: userSummarySchema,
  provider: userSummarySchema,
  message: z.string(),
  status: invitationStatusSchema,
  /** The provider's proposal once they answered with one. */
  proposal_id: idSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const sendInvitationBodySchema = z.object({
  request_id: idSchema,
  provider_id: idSchema,
  message: z.string().trim().max(2_000, 'At most 2,000 characters').default(''),
});

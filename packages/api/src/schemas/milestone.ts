import { z } from 'zod';

import { milestoneStatuses } from '../states/milestone';
import { centsSchema, currencySchema, dateSchema, idSchema, timestampSchema } from './common';

export const milestoneStatusSchema = z.enum(milestoneStatuses);

export const milestoneSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  position: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  amount_cents: centsSchema,
  currency: currencySchema,
  due_date: dateSchema,
  status: milestoneStatusSchema,
  funded_at: timestampSchema.nullable(),
  delivered_at: timestampSchema.nullable(),
  delivery_note: z.string(),
  approved_at: timestampSchema.nullable(),
  paid_at: timestampSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export type MilestoneStatus = z.infer<typeof milestoneStatusSchema>;

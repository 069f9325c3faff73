import { z } from 'zod';

import { MAX_SCORE } from '../constants';
import { centsSchema, currencySchema, idSchema, timestampSchema } from './common';

/** Achievements are derived from real activity, never stored as free numbers (DESIGN section 4). */
export const achievementSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** 0 to 100; 100 means earned. */
  progress: z.number().int().min(0).max(100),
  earned_at: timestampSchema.nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const statisticsSchema = z.object({
  currency: currencySchema,
  projects_done: z.number().int().nonnegative(),
  projects_ongoing: z.number().int().nonnegative(),
  milestones_on_time: z.number().int().nonnegative(),
  milestones_done: z.number().int().nonnegative(),
  earned_cents: centsSchema,
  spent_cents: centsSchema,
  proposals_sent: z.number().int().nonnegative(),
  proposals_accepted: z.number().int().nonnegative(),
  requests_posted: z.number().int().nonnegative(),
  /** Average client score over finished projects, 0 to 100; null before the first score. */
  average_score: z.number().min(0).max(MAX_SCORE).nullable(),
  scored_projects: z.number().int().nonnegative(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

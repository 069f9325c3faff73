import { z } from 'zod';

import { MAX_SCORE } from '../constants';
import { currencySchema, timestampSchema } from './common';

/** The achievements, in the order they are listed; rules/achievements.ts says how each is earned. */
export const achievementCodes = [
  'first-job-posted',
  'first-proposal-sent',
  'first-proposal-accepted',
  'first-paid-milestone',
  'first-payment-made',
  'first-project-done',
  'five-projects-done',
  'on-time-10',
  'earned-1000',
  'top-rated',
] as const;
export type AchievementCode = (typeof achievementCodes)[number];

export const achievementCodeSchema = z.enum(achievementCodes);

/**
 * Where a user stands on one achievement, derived from their records (ACHIEVEMENTS-DERIVED): the
 * running total toward the goal, and the time of the record that reached it.
 */
export const achievementSchema = z.object({
  code: achievementCodeSchema,
  /** How much earns it: a count of records, or cents for money goals. */
  goal: z.number().int().positive(),
  /** The running total so far (may pass the goal). */
  value: z.number().int().nonnegative(),
  /** 0 to 100; 100 exactly when earned. */
  progress: z.number().int().min(0).max(100),
  earned_at: timestampSchema.nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** An earned achievement as shown on a public profile. */
export const badgeSchema = z.object({ code: achievementCodeSchema, earned_at: timestampSchema });
export type Badge = z.infer<typeof badgeSchema>;

export const statisticsSchema = z.object({
  currency: currencySchema,
  projects_done: z.number().int().nonnegative(),
  projects_ongoing: z.number().int().nonnegative(),
  /** Milestones delivered by their due date, of `milestones_done`. */
  milestones_on_time: z.number().int().nonnegative(),
  milestones_done: z.number().int().nonnegative(),
  earned_cents: z.number().int().nonnegative(),
  spent_cents: z.number().int().nonnegative(),
  proposals_sent: z.number().int().nonnegative(),
  proposals_accepted: z.number().int().nonnegative(),
  /** Accepted of sent, as a whole percentage; null before the first proposal. */
  proposal_acceptance_rate: z.number().int().min(0).max(100).nullable(),
  requests_posted: z.number().int().nonnegative(),
  /** Average client score over finished projects, 0 to 100 ("Max 100"); null before the first score. */
  average_score: z.number().min(0).max(MAX_SCORE).nullable(),
  scored_projects: z.number().int().nonnegative(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** What a public profile shows of a user's record: the average score and the badges earned. */
export const publicInsightSchema = z.object({
  average_score: statisticsSchema.shape.average_score,
  badges: z.array(badgeSchema),
});
export type PublicInsight = z.infer<typeof publicInsightSchema>;

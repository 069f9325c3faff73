import { eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { milestones } from '../db/milestone-schema';
import { notFound } from '../http/errors';

/**
 * The milestone, locked (`FOR UPDATE`) until the caller's transaction ends: every step of a
 * milestone and the opening of its dispute take this lock first, so two of them at once run one
 * after the other and the second sees what the first did (DISPUTE-HOLDS-MONEY). 404 without it.
 */
export async function lockMilestone(tx: Executor, milestoneId: string) {
  const [milestone] = await tx
    .select()
    .from(milestones)
    .where(eq(milestones.id, milestoneId))
    .limit(1)
    .for('update');
  if (!milestone) throw notFound('Milestone');
  return milestone;
}

import { checkReviewVisible } from '@lancer/api/rules/review';
import type { Hidden, ReportTargetType } from '@lancer/api/schemas/report';
import { and, eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { conversationParticipants, messages } from '../db/chat-schema';
import { requests } from '../db/request-schema';
import { projects } from '../db/project-schema';
import { reviews, type ReviewRow } from '../db/review-schema';
import { users } from '../db/user-schema';
import { notFound, refuse } from '../http/errors';
import { assertCanSeeRequest } from '../request/request-visibility';
import { publicity, reviewsOfProjects } from '../user/reputation';

/** What a report's target is (decision 1504): how the console names it, whose it is, whether it is hidden. */
export type ReportTarget = { label: string; ownerId: string; hidden: Hidden | null };

const hiddenOf = (row: { hiddenAt: Date | null; hiddenReason: string }): Hidden | null =>
  row.hiddenAt ? { reason: row.hiddenReason, hidden_at: row.hiddenAt.toISOString() } : null;

/** REPORT-VISIBLE: a review as its blind rule shows it (rules/review.ts checkReviewVisible). */
async function assertCanSeeReview(db: Executor, row: ReviewRow, viewerId: string) {
  const [[project], [viewer]] = await Promise.all([
    db.select().from(projects).where(eq(projects.id, row.projectId)),
    db.select({ role: users.role }).from(users).where(eq(users.id, viewerId)),
  ]);
  const isPublic = project
    ? publicity(await reviewsOfProjects(db, [project.id]), new Map([[project.id, project]]), new Date())(row)
    : false;
  refuse(
    checkReviewVisible({ authorId: row.authorId, isPublic }, { id: viewerId, role: viewer?.role ?? null }),
  );
}

/**
 * The target as `viewerId` may see it (REPORT-VISIBLE: a job post by REQUEST-VISIBLE, a review by
 * its blind rule, a message only by a member of its conversation), or 404. A null viewer is the
 * console, which sees every target.
 */
export async function loadReportTarget(
  db: Executor,
  type: ReportTargetType,
  id: string,
  viewerId: string | null,
): Promise<ReportTarget> {
  if (type === 'job_post') {
    const [row] = await db.select().from(requests).where(eq(requests.id, id));
    if (!row) throw notFound('Request');
    if (viewerId !== null) await assertCanSeeRequest(db, row, viewerId);
    return { label: row.title, ownerId: row.clientId, hidden: hiddenOf(row) };
  }
  if (type === 'review') {
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    if (!row) throw notFound('Review');
    if (viewerId !== null) await assertCanSeeReview(db, row, viewerId);
    return { label: row.comment, ownerId: row.authorId, hidden: hiddenOf(row) };
  }
  if (type === 'message') {
    const [row] = await db.select().from(messages).where(eq(messages.id, id));
    const member =
      row && viewerId !== null
        ? await db
            .select({ userId: conversationParticipants.userId })
            .from(conversationParticipants)
            .where(
              and(
                eq(conversationParticipants.conversationId, row.conversationId),
                eq(conversationParticipants.userId, viewerId),
              ),
            )
        : [];
    if (!row || row.deletedAt || (viewerId !== null && member.length === 0)) throw notFound('Message');
    return { label: row.body, ownerId: row.senderId, hidden: null };
  }
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User');
  return { label: `${user.firstName} ${user.lastName}`, ownerId: user.id, hidden: null };
}

import { MoneyCollectingMethodType, READINESS_HOURLY_THRESHOLD } from '@lancer/api/constants';
import { roundScore } from '@lancer/api/rules/provider-record';
import type { PublicUser } from '@lancer/api/schemas/user';
import { and, avg, count, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { providerSkills } from '../db/user-schema';
import { projectMembers, projects } from '../db/project-schema';
import { providerReputations } from '../db/review-schema';
import { moneyCollectingMethods, users } from '../db/schema';

export type ProviderRecord = Pick<
  PublicUser,
  'ready' | 'skills' | 'average_score' | 'projects_done' | 'job_success' | 'rating' | 'review_count'
>;

/**
 * PROVIDER-READY as SQL over `users`: a linked checkout method (set up and verified)
 * or an hourly expected salary above the threshold. rules/provider-readiness.ts says the same in TS.
 */
export const readySql = sql<boolean>`(${users.hourly} > ${READINESS_HOURLY_THRESHOLD} or exists (
  select 1 from ${moneyCollectingMethods} where ${moneyCollectingMethods.userId} = ${users.id}
  and ${moneyCollectingMethods.type} = ${MoneyCollectingMethodType.STRIPE_CHECKOUT}
  and ${moneyCollectingMethods.setup} and ${moneyCollectingMethods.verified}))`;

/** Skills, readiness, average score, projects done and stored reputation of many users, in four queries. */
export async function loadProviderRecords(db: Executor, userIds: string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<string, ProviderRecord>();
  const [skillRows, readyRows, doneRows, reputationRows] = await Promise.all([
    db.select().from(providerSkills).where(inArray(providerSkills.userId, ids)),
    db.select({ id: users.id, ready: readySql }).from(users).where(inArray(users.id, ids)),
    db
      .select({ id: projectMembers.userId, done: count(), score: avg(projects.score) })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(
        and(
          inArray(projectMembers.userId, ids),
          eq(projectMembers.role, 'provider'),
          eq(projects.status, 'DONE'),
        ),
      )
      .groupBy(projectMembers.userId),
    db.select().from(providerReputations).where(inArray(providerReputations.userId, ids)),
  ]);
  const reputationOf = new Map(reputationRows.map((row) => [row.userId, row]));
  const skillsOf = new Map(skillRows.map((row) => [row.userId, row.skills]));
  const readyOf = new Map(readyRows.map((row) => [row.id, Boolean(row.ready)]));
  const doneOf = new Map(doneRows.map((row) => [row.id, row]));
  return new Map(
    ids.map((id): [string, ProviderRecord] => {
      const done = doneOf.get(id);
      const reputation = reputationOf.get(id);
      return [
        id,
        {
          ready: readyOf.get(id) ?? false,
          skills: skillsOf.get(id) ?? [],
          average_score: done?.score == null ? null : roundScore(Number(done.score)),
          projects_done: done?.done ?? 0,
          job_success: reputation?.jobSuccess ?? null,
          rating: reputation?.rating ?? null,
          review_count: reputation?.reviewCount ?? 0,
        },
      ];
    }),
  );
}

import { averageScore } from '../../rules/provider-record';
import type { PublicUser, UserProfile } from '../../schemas/user';
import { publicUserOf } from '../factories/user';
import type { MockDb } from './mock-db';
import { reputationOf } from './reviews';

/** A user as others see them, with the record derived from the store's projects. */
export function publicUserView(db: MockDb, profile: UserProfile): PublicUser {
  const userId = profile.account.basic.user_id;
  const done = db.projects.filter(
    (project) => project.status === 'DONE' && project.providers.some((p) => p.user_id === userId),
  );
  const reputation = reputationOf(db, userId);
  return publicUserOf(profile, {
    skills: db.providerSkills[userId] ?? [],
    average_score: averageScore(done.flatMap((project) => (project.score === null ? [] : [project.score]))),
    projects_done: done.length,
    job_success: reputation.job_success.score,
    rating: reputation.average_rating,
    review_count: reputation.review_count,
  });
}

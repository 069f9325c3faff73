import type { Review } from '../../schemas/review';
import { fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

/** A public review (decision 1300): by default Grace's five stars for Wei Chen's work. */
export const buildReview = (overrides: Partial<Review> = {}): Review => ({
  id: nextId('review'),
  project_id: nextId('project'),
  project_title: 'Migrate a WordPress blog to a static site',
  author: buildUserSummary({
    user_id: 'user-grace',
    flid: 'grace_hopper',
    first_name: 'Grace',
    last_name: 'Hopper',
  }),
  subject: buildUserSummary({ user_id: 'user-chen', flid: 'chen_wei', first_name: 'Wei', last_name: 'Chen' }),
  author_role: 'client',
  rating: 5,
  aspects: { quality: 5, communication: 5, deadlines: 4 },
  comment: 'Clear designs, on time, and easy to talk to.',
  created_at: fixtureTime(100),
  reply: null,
  ...overrides,
});

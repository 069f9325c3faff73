import { fixtureTime } from '../../factories/sequence';
import type { DemoProjects } from './project';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Grace's and Chen's reviews of the done project (with Chen's reply), and what profiles show. */
export function reviewTables(
  { grace, chen }: DemoPeople,
  { doneProject }: DemoProjects,
): Pick<MockDb, 'hiddenProfiles' | 'workShown' | 'reviews' | 'portfolioItems' | 'portfolioImages'> {
  return {
    hiddenProfiles: [],
    workShown: [doneProject.id],
    portfolioItems: [],
    portfolioImages: {},
    reviews: [
      {
        id: 'review-grace-chen',
        project_id: doneProject.id,
        author_id: grace.account.basic.user_id,
        subject_id: chen.account.basic.user_id,
        author_role: 'client',
        rating: 5,
        aspects: { quality: 5, communication: 5, deadlines: 4 },
        comment: 'Clear designs, on time, and easy to talk to. I would hire Chen again.',
        private_note: '',
        created_at: fixtureTime(100),
        reply: {
          comment: 'Thank you, Grace: the brief made the work easy. Happy to help again.',
          created_at: fixtureTime(120),
        },
      },
      {
        id: 'review-chen-grace',
        project_id: doneProject.id,
        author_id: chen.account.basic.user_id,
        subject_id: grace.account.basic.user_id,
        author_role: 'provider',
        rating: 4,
        aspects: { clarity: 4, payment: 5, communication: 4 },
        comment: 'Quick feedback and paid every milestone promptly.',
        private_note: '',
        created_at: fixtureTime(110),
      },
    ],
  };
}

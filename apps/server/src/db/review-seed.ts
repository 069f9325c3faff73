import { and, eq } from 'drizzle-orm';

import { submitReview } from '../review/review-service';
import type { Services } from '../services';
import { projects } from './project-schema';
import type { DemoPeople } from './seed';

/** Demo reviews: both sides of Ada's finished checkout project, so both are public. */
export async function seedReviews(services: Services, people: DemoPeople) {
  const [checkout] = await services.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, people.client), eq(projects.title, 'Fix checkout bugs')));
  if (!checkout) return;
  await submitReview(services, people.client, {
    project_id: checkout.id,
    rating: 5,
    comment: 'Ada found and fixed all three checkout bugs in two days, with tests. Clear updates throughout.',
    private_note: '',
  });
  await submitReview(services, people.ada, {
    project_id: checkout.id,
    rating: 5,
    comment: 'Grace wrote a precise brief, answered questions within the hour and paid on approval.',
    private_note: '',
  });
}

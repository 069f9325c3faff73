import { and, eq } from 'drizzle-orm';

import { demoPortfolio, demoPortfolioImages } from '@lancer/api/schemas/review-portfolio-demo';

import { createPortfolioItem, uploadPortfolioImage } from '../review/portfolio-service';
import { replyToReview, submitReview } from '../review/review-service';
import type { Services } from '../services';
import { projects } from '../db/project-schema';
import type { DemoPeople } from './seed';

/** Demo reviews: both sides of Ada's finished checkout project, so both are public, with aspects and Ada's reply. */
export async function seedReviews(services: Services, people: DemoPeople) {
  await seedPortfolio(services, people);
  const [checkout] = await services.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, people.client), eq(projects.title, 'Fix checkout bugs')));
  if (!checkout) return;
  const graces = await submitReview(services, people.client, {
    project_id: checkout.id,
    rating: 5,
    aspects: { quality: 5, communication: 5, deadlines: 4 },
    comment: 'Ada found and fixed all three checkout bugs in two days, with tests. Clear updates throughout.',
    private_note: '',
  });
  await submitReview(services, people.ada, {
    project_id: checkout.id,
    rating: 5,
    aspects: { clarity: 5, payment: 5, communication: 4 },
    comment: 'Grace wrote a precise brief, answered questions within the hour and paid on approval.',
    private_note: '',
  });
  await replyToReview(services, people.ada, {
    review_id: graces.id,
    comment: 'Thank you, Grace: a pleasure to work on a codebase with tests already in place.',
  });
}

/** Ada's portfolio (decision 1370): three items with mock-up images, uploaded as the screen uploads them. */
async function seedPortfolio(services: Services, people: DemoPeople) {
  for (const item of demoPortfolio) {
    const images = [];
    for (const name of item.images) {
      images.push(
        await uploadPortfolioImage(services, people.ada, {
          bytes: new Uint8Array(Buffer.from(demoPortfolioImages[name], 'base64')),
          filename: `${name}.png`,
          fields: {},
        }),
      );
    }
    await createPortfolioItem(services, people.ada, {
      title: item.title,
      description: item.description,
      link: item.link,
      image_ids: images.map((image) => image.id),
    });
  }
}

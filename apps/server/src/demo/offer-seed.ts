import { sendOfferBodySchema } from '@lancer/api/schemas/offer';

import { requestOfferChanges, sendOffer } from '../offer/offer-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The client's direct offers (decision 2202), both to Lin, so the offers screens open filled: an
 * hourly one waiting for Lin's answer, and a fixed-price one Lin asked changes to (its thread).
 * Ada gets none from the client: the end-to-end test sends her one.
 */
export async function seedOffers(services: Services, people: DemoPeople) {
  const { client, lin } = people;
  await sendOffer(
    services,
    client,
    sendOfferBodySchema.parse({
      provider_id: lin,
      title: 'Design reviews for our dashboard, a few hours a week',
      description: 'Review each new screen before it ships and suggest fixes in Figma.',
      hourly: { rate_cents: 6_000, weekly_limit_hours: 10 },
      start_date: inDays(7),
    }),
  );
  const rebrand = await sendOffer(
    services,
    client,
    sendOfferBodySchema.parse({
      provider_id: lin,
      title: 'A new logo and brand colours for the studio',
      description: 'A logo in two versions, a colour palette and a one-page brand guide.',
      milestones: [
        { title: 'Logo concepts', amount_cents: 60_000, due_date: inDays(21) },
        { title: 'Brand guide', amount_cents: 40_000, due_date: inDays(35) },
      ],
      start_date: inDays(7),
      expires_in_days: 14,
    }),
  );
  await requestOfferChanges(
    services,
    lin,
    rebrand.id,
    'Could the concepts take three weeks instead of two? Three concepts need the time to be worth it.',
  );
}

import { fetchProposals, updateProposal } from '../proposal/proposal-service';
import { searchRequests } from '../request/request-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Demo revision: Lin's proposal on the pricing page (project-seed.ts) revised once, so its two versions compare. */
export async function seedProposals(services: Services, people: DemoPeople) {
  const { lin } = people;
  const pricing = (
    await searchRequests(services, lin, {
      scope: 'all',
      keyword: 'pricing',
      page: 1,
      page_size: 1,
      sort: 'newest',
    })
  ).items[0];
  const [mine] = pricing
    ? (await fetchProposals(services, lin, { scope: 'sent', request_id: pricing.id, page: 1, page_size: 1 }))
        .items
    : [];
  if (mine && mine.status === 'APPLYING') {
    await updateProposal(services, lin, {
      proposal_id: mine.id,
      price_cents: 110_000,
      currency: 'USD',
      duration_days: 21,
      notes: 'Happy to start this week. I added a round of usability testing with five of your customers.',
      payment_plan: 'per_milestone',
      milestones: [
        { title: 'Wireframes', description: '', amount_cents: 40_000, due_date: day(7) },
        { title: 'Final design', description: '', amount_cents: 55_000, due_date: day(16) },
        { title: 'Usability testing', description: '', amount_cents: 15_000, due_date: day(21) },
      ],
    });
  }
}

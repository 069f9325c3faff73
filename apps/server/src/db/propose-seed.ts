import { fetchProposals, updateProposal } from '../proposal/proposal-service';
import { createRequest, saveJob, searchRequests } from '../request/request-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const post = (
  title: string,
  description: string,
  category: string,
  skills: string[],
  budget: [number, number],
  budgetType: 'fixed' | 'hourly' = 'fixed',
) => ({
  title,
  description_html: `<p>${description}</p>`,
  category,
  skills,
  budget_type: budgetType,
  budget_min_cents: budget[0],
  budget_max_cents: budget[1],
  currency: 'USD',
  expected_duration: '1_to_4_weeks',
  attachments: [],
  visibility: 'public' as const,
});

/**
 * Demo data of the provider's half: more open jobs to search (categories, skills, budgets), a job
 * Ada saved, and Lin's proposal on the pricing page revised once, so its two versions compare.
 */
export async function seedPropose(services: Services, people: DemoPeople) {
  const { client, ada, lin } = people;
  const jobs = [
    post(
      'Online shop for handmade ceramics',
      'Product pages, a cart and Stripe checkout.',
      'Web development',
      ['react', 'stripe'],
      [150_000, 300_000],
    ),
    post(
      'Translate our help centre into Chinese',
      'About forty articles, with screenshots to localise.',
      'Translation',
      ['chinese', 'localization'],
      [2_500, 4_000],
      'hourly',
    ),
    post(
      'Logo for a neighbourhood bakery',
      'A friendly logo and colours for signs and boxes.',
      'Design',
      ['branding', 'illustrator'],
      [30_000, 60_000],
    ),
    post(
      'Clean up three years of sales spreadsheets',
      'Merge the exports and chart monthly sales.',
      'Data',
      ['python', 'excel'],
      [3_000, 5_000],
      'hourly',
    ),
  ];
  const created = [];
  for (const body of jobs) created.push(await createRequest(services, client, body));
  await saveJob(services, ada, created[0]!.id);

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

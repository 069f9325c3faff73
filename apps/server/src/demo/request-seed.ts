import { createRequest, saveJob } from '../request/request-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

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

/** Demo requests for providers to find: more open jobs to search (categories, skills, budgets), one Ada saved. */
export async function seedRequests(services: Services, people: DemoPeople) {
  const { client, ada } = people;
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
}

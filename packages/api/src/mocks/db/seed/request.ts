import { buildRequest } from '../../factories/request';
import { fixtureTime } from '../../factories/sequence';
import type { DemoPeople } from './user';

/** Grace's open, ongoing and done jobs, and Chen's job others see. */
export function seedRequests({ a, c }: DemoPeople) {
  const openJob = buildRequest({
    id: 'request-open',
    client: a,
    created_at: fixtureTime(10),
    updated_at: fixtureTime(10),
  });
  const ongoingJob = buildRequest({
    id: 'request-ongoing',
    title: 'Logo and brand colours for a bakery',
    category: 'Design',
    skills: ['Branding', 'Illustrator'],
    budget_min_cents: 30_000,
    budget_max_cents: 60_000,
    status: 'ONGOING',
    client: a,
  });
  const doneJob = buildRequest({
    id: 'request-done',
    title: 'Migrate a WordPress blog to a static site',
    category: 'Web development',
    skills: ['Astro', 'Markdown'],
    status: 'DONE',
    client: a,
  });
  const othersJob = buildRequest({
    id: 'request-others',
    title: 'Translate a mobile app into Chinese',
    category: 'Translation',
    skills: ['Chinese', 'Localization'],
    budget_type: 'hourly',
    budget_min_cents: 2_500,
    budget_max_cents: 4_000,
    expected_duration: 'less_than_1_week',
    client: c,
    created_at: fixtureTime(20),
    updated_at: fixtureTime(20),
  });
  return { openJob, ongoingJob, doneJob, othersJob };
}
export type DemoRequests = ReturnType<typeof seedRequests>;

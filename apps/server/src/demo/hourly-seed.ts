import { shiftWeek, weekBounds, weekStartOf } from '@lancer/api/rules/hourly';

import { acceptProposal, confirmProposal, createProposal } from '../proposal/proposal-service';
import { createRequest } from '../request/request-service';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { timeEntries } from '../db/hourly-schema';
import type { DemoPeople } from './seed';

const DAY_MS = 24 * 3600 * 1000;

/** The day `offset` days after a week's Monday, never after today (entries are not logged ahead). */
const dayOf = (week: string, offset: number, today: string) => {
  const day = new Date(weekBounds(week).start.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  return day > today ? today : day;
};

/**
 * An hourly project (decision 1400): Ada at her $85 rate, 20 hours a week; last week's hours waiting
 * for the client's review and 12.5 hours logged this week.
 */
export async function seedHourly(services: Services, people: DemoPeople) {
  const { client, ada } = people;
  const request = await createRequest(services, client, {
    title: 'Weekly help with our React dashboard',
    description_html: '<p>Small features and fixes, a few hours most weeks.</p>',
    category: 'Web development',
    skills: ['react', 'typescript'],
    budget_type: 'hourly',
    budget_min_cents: 6_000,
    budget_max_cents: 9_000,
    currency: 'USD',
    expected_duration: 'more_than_6_months',
    attachments: [],
    visibility: 'public',
  });
  const proposal = await createProposal(services, ada, {
    request_id: request.id,
    price_cents: 170_000,
    currency: 'USD',
    duration_days: 180,
    notes: 'Happy to take this on: I know the stack well and can give it 20 hours most weeks.',
    milestones: [],
    payment_plan: 'per_milestone',
    hourly: { rate_cents: 8_500, weekly_hours: 20 },
  });
  await acceptProposal(services, client, proposal.id, undefined, 20);
  const { project } = await confirmProposal(services, ada, proposal.id);
  const now = services.clock.now();
  const today = now.toISOString().slice(0, 10);
  const thisWeek = weekStartOf(now);
  const lastWeek = shiftWeek(thisWeek, -1);
  const entries: [string, number, number, string][] = [
    [lastWeek, 0, 180, 'Set up the project locally, read the dashboard code'],
    [lastWeek, 1, 240, 'Filters on the orders table'],
    [lastWeek, 3, 300, 'Export to CSV, with tests'],
    [lastWeek, 4, 120, 'Fixes from the review call'],
    [thisWeek, 0, 210, 'Date range picker on the sales chart'],
    [thisWeek, 1, 270, 'Chart tooltips and empty states'],
    [thisWeek, 2, 180, 'Pairing call: the permissions model'],
    [thisWeek, 3, 90, 'Fixed the flaky login test'],
  ];
  await services.db.insert(timeEntries).values(
    entries.map(([week, offset, minutes, memo], index) => ({
      id: newId(),
      projectId: project.id,
      weekStart: week,
      date: dayOf(week, offset, week === thisWeek ? today : '9999-12-31'),
      minutes,
      memo,
      issueId: null,
      source: index % 2 === 0 ? ('timer' as const) : ('manual' as const),
    })),
  );
}

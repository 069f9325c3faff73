import { MoneyCollectingMethodType } from '@lancer/api/constants';

import { commentIssue, createIssue, resolveIssue } from '../issue/issue-service';
import {
  approveMilestone,
  deliverMilestone,
  fundMilestone,
  payMilestone,
  startMilestone,
} from '../milestone/milestone-service';
import { confirmPayment } from '../payment/payment-service';
import { completeProject, fetchProject } from '../project/project-service';
import {
  acceptProposal,
  confirmProposal,
  createProposal,
  rejectProposal,
} from '../proposal/proposal-service';
import { closeRequest, createRequest } from '../request/request-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const job = (title: string, description: string, skills: string[], min: number, max: number) => ({
  title,
  description_html: `<p>${description}</p>`,
  category: 'web',
  skills,
  budget_type: 'fixed' as const,
  budget_min_cents: min,
  budget_max_cents: max,
  currency: 'USD',
  expected_duration: '1_to_4_weeks',
  attachments: [],
  visibility: 'public' as const,
});

const plan = (requestId: string, parts: Array<[string, number, number]>) => ({
  request_id: requestId,
  price_cents: parts.reduce((sum, [, cents]) => sum + cents, 0),
  currency: 'USD',
  duration_days: 30,
  notes: 'Happy to start this week.',
  payment_plan: 'per_milestone' as const,
  milestones: parts.map(([title, amount_cents, due]) => ({
    title,
    description: '',
    amount_cents,
    due_date: day(due),
  })),
});

/** The running project's title (chat-seed.ts talks about it). */
export const runningProjectTitle = 'Marketing site in React';

/**
 * Demo projects made through the real services, with the requests and proposals they grow from
 * (requests in every state, proposals in several): a running project (milestones paid, in
 * progress, pending; issues; payments) and a finished one.
 */
export async function seedProjects(services: Services, people: DemoPeople) {
  const { client, ada, lin } = people;
  let key = 0;
  const idem = () => `seed-key-${(key += 1)}`;

  // RECRUITING, with proposals from both providers (one APPLYING, one REJECTED).
  const open = await createRequest(
    services,
    client,
    job(
      'Redesign our pricing page',
      'Clear plans, a comparison table, and a FAQ.',
      ['figma', 'css'],
      80_000,
      150_000,
    ),
  );
  await createProposal(
    services,
    lin,
    plan(open.id, [
      ['Wireframes', 40_000, 7],
      ['Final design', 60_000, 14],
    ]),
  );
  await createRequest(
    services,
    client,
    job(
      'Data dashboard for sales',
      'Charts of weekly sales from PostgreSQL.',
      ['sql', 'react'],
      200_000,
      400_000,
    ),
  );
  const rejectedOn = await createRequest(
    services,
    client,
    job(
      'Translate the help center',
      'About 40 articles, English to Chinese.',
      ['translation'],
      50_000,
      90_000,
    ),
  );
  const rejected = await createProposal(services, ada, plan(rejectedOn.id, [['All articles', 60_000, 20]]));
  await rejectProposal(services, client, rejected.id, 'We found a native speaker.');

  // ONGOING: a project with milestones PAID, IMPLEMENTING and PENDING, issues and payments.
  const running = await createRequest(
    services,
    client,
    job(
      runningProjectTitle,
      'Five pages, a blog, and a contact form.',
      ['react', 'typescript'],
      300_000,
      500_000,
    ),
  );
  const offer = await createProposal(
    services,
    ada,
    plan(running.id, [
      ['Design system', 120_000, -10],
      ['Pages and blog', 200_000, 10],
      ['Contact form and launch', 80_000, 25],
    ]),
  );
  await acceptProposal(services, client, offer.id);
  const { project } = await confirmProposal(services, ada, offer.id);
  const [first, second] = (await fetchProject(services, client, project.id)).milestones;
  const funded = await fundMilestone(services, client, {
    milestone_id: first!.id,
    method: MoneyCollectingMethodType.MARKED_AS_PAID,
    idempotency_key: idem(),
  });
  await confirmPayment(services, ada, funded.payment.id);
  await startMilestone(services, ada, first!.id);
  await deliverMilestone(services, ada, first!.id, 'Tokens, components and a Storybook link.');
  await approveMilestone(services, client, first!.id);
  await payMilestone(services, client, first!.id, idem());
  await fundMilestone(services, client, {
    milestone_id: second!.id,
    method: MoneyCollectingMethodType.STRIPE_CHECKOUT,
    idempotency_key: idem(),
  });

  const bug = await createIssue(services, client, {
    project_id: project.id,
    title: 'Logo is blurry on retina screens',
    description: 'Use the SVG version in the header.',
    assignee_id: ada,
    milestone_id: second!.id,
  });
  await commentIssue(services, ada, bug.id, 'On it: switching to the SVG today.');
  const fixed = await createIssue(services, ada, {
    project_id: project.id,
    title: 'Need the final copy for About',
    description: 'Please share the texts for the About page.',
    assignee_id: client,
    milestone_id: null,
  });
  await resolveIssue(services, client, fixed.id);

  // DONE: a finished, scored project.
  const finished = await createRequest(
    services,
    client,
    job(
      'Fix checkout bugs',
      'Two bugs in the cart, one in the payment form.',
      ['javascript'],
      30_000,
      60_000,
    ),
  );
  const quick = await createProposal(services, ada, plan(finished.id, [['All fixes', 45_000, -20]]));
  await acceptProposal(services, client, quick.id);
  const done = await confirmProposal(services, ada, quick.id);
  const [only] = (await fetchProject(services, client, done.project.id)).milestones;
  const paid = await fundMilestone(services, client, {
    milestone_id: only!.id,
    method: MoneyCollectingMethodType.MARKED_AS_PAID,
    idempotency_key: idem(),
  });
  await confirmPayment(services, ada, paid.payment.id);
  await startMilestone(services, ada, only!.id);
  await deliverMilestone(services, ada, only!.id, 'All three fixed, with tests.');
  await approveMilestone(services, client, only!.id);
  await payMilestone(services, client, only!.id, idem());
  await completeProject(services, client, { project_id: done.project.id, score: 95 });

  // CLOSED.
  const dropped = await createRequest(
    services,
    client,
    job('Logo animation', 'A short animated logo for videos.', ['animation'], 20_000, 40_000),
  );
  await closeRequest(services, client, dropped.id);
}

import type { ApiClient } from '../client';
import { MoneyCollectingMethodType } from '../constants';
import {
  approveMilestone,
  deliverMilestone,
  fundMilestone,
  payMilestone,
  startMilestone,
} from '../contract/milestone';
import { confirmPayment } from '../contract/payment';
import { fetchProject } from '../contract/project';
import { acceptProposal, confirmProposal, createProposal } from '../contract/proposal';
import { createRequest } from '../contract/request';

/** The two sides, as contract sessions or any holder of a signed-in client. */
export type Sides = Record<'client' | 'provider', { client: ApiClient }>;

/** A small fixed-price job of the client's, open to every provider. */
export const smallJob = (title: string) => ({
  title,
  description_html: '<p>One small fix.</p>',
  category: 'Web development',
  skills: ['CSS'],
  budget_type: 'fixed' as const,
  budget_min_cents: 10_000,
  budget_max_cents: 20_000,
  expected_duration: 'less_than_1_week' as const,
});

/**
 * A job of the client's (`smallJob(title)`) with the provider's proposal on it, `milestoneCount`
 * milestones of `amountCents` each (the first one named "The fix"). Answers both.
 */
export async function proposeOnNewJob(
  { client, provider }: Sides,
  title: string,
  amountCents: number,
  durationDays = 7,
  milestoneCount = 1,
) {
  const request = await client.client.call(createRequest, { body: smallJob(title) });
  const proposal = await provider.client.call(createProposal, {
    body: {
      request_id: request.id,
      price_cents: amountCents * milestoneCount,
      duration_days: durationDays,
      milestones: Array.from({ length: milestoneCount }, (_, index) => ({
        title: index === 0 ? 'The fix' : `The fix, part ${index + 1}`,
        amount_cents: amountCents,
        due_date: '2099-01-01',
      })),
      payment_plan: 'per_milestone',
    },
  });
  return { request, proposal };
}

/**
 * A job of the client's taken by the provider, one milestone of `amountCents` (or
 * `milestoneCount` of them): posted, proposed, accepted and confirmed. Answers the project that started.
 */
export async function startProject(sides: Sides, title: string, amountCents: number, milestoneCount = 1) {
  const { client, provider } = sides;
  const { proposal } = await proposeOnNewJob(sides, title, amountCents, 7, milestoneCount);
  await client.client.call(acceptProposal, { body: { proposal_id: proposal.id } });
  const { project } = await provider.client.call(confirmProposal, { body: { proposal_id: proposal.id } });
  return project;
}

const idempotencyKey = () => `pay-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Runs a started project's first milestone to DELIVERED: funded (marked as paid), the payment
 * confirmed, started and delivered. Answers the milestone's and its payment's ids.
 */
export async function deliverFirstMilestone(sides: Sides, projectId: string) {
  const detail = await sides.client.client.call(fetchProject, { query: { project_id: projectId } });
  return deliverMilestoneOf(sides, detail.milestones[0]!.id);
}

/** Runs one PENDING milestone to DELIVERED, as deliverFirstMilestone does. */
export async function deliverMilestoneOf({ client, provider }: Sides, milestone_id: string) {
  const funded = await client.client.call(fundMilestone, {
    body: {
      milestone_id,
      method: MoneyCollectingMethodType.MARKED_AS_PAID,
      idempotency_key: idempotencyKey(),
    },
  });
  await provider.client.call(confirmPayment, { body: { payment_id: funded.payment.id } });
  await provider.client.call(startMilestone, { body: { milestone_id } });
  await provider.client.call(deliverMilestone, { body: { milestone_id, note: 'Done.' } });
  return { milestoneId: milestone_id, paymentId: funded.payment.id };
}

/** Runs a started project's first milestone to PAID: delivered, approved and released. Answers the paid milestone. */
export async function payFirstMilestone(sides: Sides, projectId: string) {
  const { milestoneId: milestone_id } = await deliverFirstMilestone(sides, projectId);
  await sides.client.client.call(approveMilestone, { body: { milestone_id } });
  return sides.client.client.call(payMilestone, {
    body: { milestone_id, idempotency_key: idempotencyKey() },
  });
}

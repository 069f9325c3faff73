import type { ApiClient } from '../client';
import { acceptProposal, confirmProposal, createProposal } from '../contract/proposal';
import { createRequest } from '../contract/request';

/** The two sides, as contract sessions or any holder of a signed-in client. */
type Sides = Record<'client' | 'provider', { client: ApiClient }>;

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
 * A job of the client's taken by the provider, one milestone of `amountCents`: posted, proposed,
 * accepted and confirmed. Answers the project that started.
 */
export async function startProject({ client, provider }: Sides, title: string, amountCents: number) {
  const request = await client.client.call(createRequest, { body: smallJob(title) });
  const proposal = await provider.client.call(createProposal, {
    body: {
      request_id: request.id,
      price_cents: amountCents,
      duration_days: 7,
      milestones: [{ title: 'The fix', amount_cents: amountCents, due_date: '2099-01-01' }],
      payment_plan: 'per_milestone',
    },
  });
  await client.client.call(acceptProposal, { body: { proposal_id: proposal.id } });
  const { project } = await provider.client.call(confirmProposal, { body: { proposal_id: proposal.id } });
  return project;
}

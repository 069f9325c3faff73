import { randomUUID } from 'node:crypto';

import { describeError, type LancerClient } from './lancer.js';

/**
 * Funds a milestone, marked as paid outside Lancer (method 1), with an idempotency key: a retry with
 * the same key (after a timeout, say) answers the first payment and moves no money again.
 */
export async function fundMilestone(
  lancer: LancerClient,
  milestoneId: string,
  idempotencyKey = randomUUID(),
) {
  const body = { milestone_id: milestoneId, method: 1, idempotency_key: idempotencyKey };
  const first = await lancer.POST('/api/milestone/fund-milestone', { body });
  if (!first.data) throw new Error(`fund-milestone: ${describeError(first.error, first.response.status)}`);
  const retry = await lancer.POST('/api/milestone/fund-milestone', { body });
  if (!retry.data)
    throw new Error(`fund-milestone again: ${describeError(retry.error, retry.response.status)}`);
  return { payment: first.data.payment, retriedPayment: retry.data.payment };
}

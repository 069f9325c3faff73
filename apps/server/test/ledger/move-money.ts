import { expect } from 'vitest';

import { confirmSandboxLink } from '../helpers/sandbox-link';
import { ok, startProjectWithMilestones } from '../helpers/start-project';
import { call, signUp, type TestApp } from '../helpers/test-app';

const STRIPE_CHECKOUT = 3;

/**
 * Money moved through the sandbox gateway as users move it: two milestones funded by card, one
 * released, the other split by a settled dispute (20,000 cents to the provider, 30,000 refunded).
 */
export async function moveMoney(app: TestApp, prefix: string) {
  const client = (await signUp(app, `${prefix}-payer@example.com`)).token;
  const provider = (await signUp(app, `${prefix}-payee@example.com`)).token;
  const link = await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
  expect((await confirmSandboxLink(app, link.body.url)).statusCode).toBe(303);
  const { milestones } = await startProjectWithMilestones(app, client, provider);
  const [released, disputed] = [milestones[0]!, milestones[1]!];
  for (const [index, milestone] of [released, disputed].entries()) {
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: milestone.id,
      method: STRIPE_CHECKOUT,
      idempotency_key: `${prefix}-fund-${index}`,
    });
    expect((await confirmSandboxLink(app, funded.payment.checkout_url)).statusCode).toBe(303);
    await ok(app, '/api/milestone/start-milestone', provider, { milestone_id: milestone.id });
    await ok(app, '/api/milestone/deliver-milestone', provider, {
      milestone_id: milestone.id,
      note: 'Done.',
    });
  }
  await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: released.id });
  await ok(app, '/api/milestone/pay-milestone', client, {
    milestone_id: released.id,
    idempotency_key: `${prefix}-pay`,
  });
  const dispute = await ok(app, '/api/dispute/open-dispute', client, {
    milestone_id: disputed.id,
    reason: 'quality',
    statement: 'Half of it is missing.',
  });
  await ok(app, '/api/dispute/propose-settlement', provider, {
    dispute_id: dispute.id,
    outcome: 'split',
    provider_cents: 20_000,
  });
  // The client accepts the proposal it read (SETTLEMENT-NAMES-PROPOSAL).
  const read = await call(app, 'GET', '/api/dispute/fetch-dispute', {
    token: client,
    query: { dispute_id: dispute.id },
  });
  expect(read.status).toBe(200);
  await ok(app, '/api/dispute/accept-settlement', client, {
    dispute_id: dispute.id,
    proposal_version: read.body.proposal.version,
    idempotency_key: `${prefix}-settle`,
  });
}

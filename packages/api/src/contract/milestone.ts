import { z } from 'zod';

import { idempotencyKeySchema as idempotencyKey, idSchema } from '../schemas/common';
import { deliverMilestoneBodySchema, milestoneSchema } from '../schemas/milestone';
import { paymentMethodTypeSchema, paymentSchema } from '../schemas/payment';
import { on } from './access';
import { defineOperation } from './operation';

/** Milestone actions; states/milestone.ts says which state each needs and who takes it. */

const milestoneIdBody = z.object({ milestone_id: idSchema });

export const fundMilestone = defineOperation({
  name: 'fundMilestone',
  method: 'POST',
  path: '/api/milestone/fund-milestone',
  summary:
    'The client funds a PENDING milestone: a payment is created. STRIPE_CHECKOUT answers a checkout_url and the ' +
    'milestone becomes OUTSTANDING when the provider reports it paid; MARKED_AS_PAID and UPLOAD_PROOF make it ' +
    'OUTSTANDING at once.',
  auth: 'user',
  access: on('milestone', ['owner'], { others: 403, because: 'Only the client can fund a milestone' }),
  limit: 'payment',
  body: milestoneIdBody.extend({ method: paymentMethodTypeSchema, idempotency_key: idempotencyKey }),
  response: z.object({ milestone: milestoneSchema, payment: paymentSchema }),
});

export const startMilestone = defineOperation({
  name: 'startMilestone',
  method: 'POST',
  path: '/api/milestone/start-milestone',
  summary: 'The provider starts an OUTSTANDING milestone: IMPLEMENTING.',
  auth: 'user',
  access: on('milestone', ['counterparty'], {
    others: 403,
    because: 'Only the provider can start a milestone',
  }),
  body: milestoneIdBody,
  response: milestoneSchema,
});

export const deliverMilestone = defineOperation({
  name: 'deliverMilestone',
  method: 'POST',
  path: '/api/milestone/deliver-milestone',
  summary: 'The provider hands in the work of an IMPLEMENTING milestone, with a note.',
  auth: 'user',
  access: on('milestone', ['counterparty'], {
    others: 403,
    because: 'Only the provider can deliver a milestone',
  }),
  body: deliverMilestoneBodySchema,
  response: milestoneSchema,
});

export const approveMilestone = defineOperation({
  name: 'approveMilestone',
  method: 'POST',
  path: '/api/milestone/approve-milestone',
  summary:
    'The client approves a delivered IMPLEMENTING milestone: DONE. While issues linked to it are open, ' +
    'approving needs approve_with_open_issues (the screen first shows them: "Approve anyway").',
  auth: 'user',
  access: on('milestone', ['owner'], { others: 403, because: 'Only the client can approve a milestone' }),
  body: milestoneIdBody.extend({ approve_with_open_issues: z.boolean().default(false) }),
  response: milestoneSchema,
});

export const payMilestone = defineOperation({
  name: 'payMilestone',
  method: 'POST',
  path: '/api/milestone/pay-milestone',
  summary: 'The client releases the money of a DONE milestone to the provider: PAID.',
  auth: 'user',
  access: on('milestone', ['owner'], { others: 403, because: 'Only the client can pay a milestone' }),
  body: milestoneIdBody.extend({ idempotency_key: idempotencyKey }),
  response: milestoneSchema,
});

export const milestoneOperations = {
  fundMilestone,
  startMilestone,
  deliverMilestone,
  approveMilestone,
  payMilestone,
} as const;

import { z } from 'zod';

import { idSchema } from '../schemas/common';
import {
  acceptSettlementBodySchema,
  answerDisputeBodySchema,
  disputeSchema,
  openDisputeBodySchema,
  proposeSettlementBodySchema,
} from '../schemas/dispute';
import { on } from './access';
import { defineOperation } from './operation';

/**
 * A dispute between a project's client and provider over a milestone (decision 1500) or an hourly
 * week in its review (decision 1550), rules/dispute.ts.
 */

export const openDispute = defineOperation({
  name: 'openDispute',
  method: 'POST',
  path: '/api/dispute/open-dispute',
  summary:
    "The client or the provider disputes a funded, delivered milestone that is not paid yet (`milestone_id`): the milestone's " +
    'money is held (DISPUTE-HOLDS-MONEY); or an hourly week in its review (`hourly_week`, DISPUTE-HOURLY-WEEK): the ' +
    'week is neither approved by itself nor billed until the dispute ends. The other side is told and may answer within 3 days. Evidence ' +
    "goes with the statement (DISPUTE-EVIDENCE): files uploaded with uploadChatFile (the caller's own, used " +
    "nowhere yet), the project's issues and chat messages the caller can read.",
  auth: 'user',
  access: on('milestone', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of a project can open a dispute',
  }),
  body: openDisputeBodySchema,
  response: disputeSchema,
});

export const answerDispute = defineOperation({
  name: 'answerDispute',
  method: 'POST',
  path: '/api/dispute/answer-dispute',
  summary:
    'The other side of an OPEN dispute gives its side of the story, with evidence as an opening has ' +
    '(DISPUTE-EVIDENCE): ANSWERED.',
  auth: 'user',
  access: on('dispute', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of this project can act on its dispute',
  }),
  body: answerDisputeBodySchema,
  response: disputeSchema,
});

export const proposeSettlement = defineOperation({
  name: 'proposeSettlement',
  method: 'POST',
  path: '/api/dispute/propose-settlement',
  summary:
    'Either side proposes how to settle an OPEN or ANSWERED dispute: release, refund, or a split giving the ' +
    'provider provider_cents (DISPUTE-SPLIT). A new proposal replaces the waiting one.',
  auth: 'user',
  access: on('dispute', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of this project can act on its dispute',
  }),
  body: proposeSettlementBodySchema,
  response: disputeSchema,
});

export const acceptSettlement = defineOperation({
  name: 'acceptSettlement',
  method: 'POST',
  path: '/api/dispute/accept-settlement',
  summary:
    "The other side accepts the waiting proposal: SETTLED, and the money moves once (the provider's share paid, " +
    "the client's refunded through the payment provider; for an hourly week the provider's share is billed as the " +
    "week's invoice and the client's never charged). The same idempotency key replays the answer.",
  auth: 'user',
  access: on('dispute', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of this project can act on its dispute',
  }),
  body: acceptSettlementBodySchema,
  response: disputeSchema,
});

export const escalateDispute = defineOperation({
  name: 'escalateDispute',
  method: 'POST',
  path: '/api/dispute/escalate-dispute',
  summary:
    'Either side takes an ANSWERED dispute to an administrator (ESCALATED); the opener may also escalate an ' +
    'unanswered one once the answer window has passed.',
  auth: 'user',
  access: on('dispute', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of this project can act on its dispute',
  }),
  body: z.object({ dispute_id: idSchema }),
  response: disputeSchema,
});

export const fetchDispute = defineOperation({
  name: 'fetchDispute',
  method: 'GET',
  path: '/api/dispute/fetch-dispute',
  summary: 'One dispute, for its client and provider.',
  auth: 'user',
  access: on('dispute', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of this project can act on its dispute',
  }),
  query: z.object({ dispute_id: idSchema }),
  response: disputeSchema,
});

export const fetchProjectDisputes = defineOperation({
  name: 'fetchProjectDisputes',
  method: 'GET',
  path: '/api/dispute/fetch-project-disputes',
  summary:
    "A project's disputes (one per milestone or hourly week at most), newest first, for its client and provider.",
  auth: 'user',
  access: on('project', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of this project can act on its dispute',
  }),
  query: z.object({ project_id: idSchema }),
  response: z.object({ items: z.array(disputeSchema) }),
});

export const disputeOperations = {
  openDispute,
  answerDispute,
  proposeSettlement,
  acceptSettlement,
  escalateDispute,
  fetchDispute,
  fetchProjectDisputes,
} as const;

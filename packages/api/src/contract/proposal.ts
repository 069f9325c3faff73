import { z } from 'zod';

import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import { projectSchema } from '../schemas/project';
import { createProposalBodySchema, proposalSchema, proposalStatusSchema } from '../schemas/proposal';
import { defineOperation } from './operation';

/** Proposals (quotes) with milestones and a payment plan; state machine in states/proposal.ts. */

const proposalIdBody = z.object({ proposal_id: idSchema });

export const createProposal = defineOperation({
  name: 'createProposal',
  method: 'POST',
  path: '/api/proposal/create-proposal',
  summary:
    'A provider proposes on a RECRUITING request (one proposal per provider and request); starts APPLYING.',
  auth: 'user',
  body: createProposalBodySchema,
  response: proposalSchema,
});

export const fetchProposal = defineOperation({
  name: 'fetchProposal',
  method: 'GET',
  path: '/api/proposal/fetch-proposal',
  summary: "One proposal (its provider or the request's client).",
  auth: 'user',
  query: z.object({ proposal_id: idSchema }),
  response: proposalSchema,
});

export const fetchProposals = defineOperation({
  name: 'fetchProposals',
  method: 'GET',
  path: '/api/proposal/fetch-proposals',
  summary:
    "Proposals, newest first. scope=sent: the provider's own (Quotes); scope=received: on the client's requests, " +
    'optionally of one request.',
  auth: 'user',
  query: pageQuerySchema.extend({
    scope: z.enum(['sent', 'received']).default('sent'),
    request_id: idSchema.optional(),
    status: proposalStatusSchema.optional(),
  }),
  response: pagedSchema(proposalSchema),
});

export const acceptProposal = defineOperation({
  name: 'acceptProposal',
  method: 'POST',
  path: '/api/proposal/accept-proposal',
  summary: 'The client accepts an APPLYING proposal: ACCEPTING, waiting for the provider to confirm.',
  auth: 'user',
  body: proposalIdBody,
  response: proposalSchema,
});

export const rejectProposal = defineOperation({
  name: 'rejectProposal',
  method: 'POST',
  path: '/api/proposal/reject-proposal',
  summary: 'The client rejects an APPLYING proposal.',
  auth: 'user',
  body: proposalIdBody.extend({ reason: z.string().trim().max(2_000).default('') }),
  response: proposalSchema,
});

export const withdrawProposal = defineOperation({
  name: 'withdrawProposal',
  method: 'POST',
  path: '/api/proposal/withdraw-proposal',
  summary: 'The provider withdraws an APPLYING proposal: CLOSED.',
  auth: 'user',
  body: proposalIdBody,
  response: proposalSchema,
});

export const confirmProposal = defineOperation({
  name: 'confirmProposal',
  method: 'POST',
  path: '/api/proposal/confirm-proposal',
  summary:
    'The provider confirms an ACCEPTING proposal: ONGOING; the project and its PENDING milestones are created ' +
    'and the request becomes ONGOING, in one transaction.',
  auth: 'user',
  body: proposalIdBody,
  response: z.object({ proposal: proposalSchema, project: projectSchema }),
});

export const proposalOperations = {
  createProposal,
  fetchProposal,
  fetchProposals,
  acceptProposal,
  rejectProposal,
  withdrawProposal,
  confirmProposal,
} as const;

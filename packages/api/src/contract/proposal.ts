import { z } from 'zod';

import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import { projectSchema } from '../schemas/project';
import {
  createProposalBodySchema,
  proposalRevisionSchema,
  proposalSchema,
  proposalStatusListSchema,
  updateProposalBodySchema,
} from '../schemas/proposal';
import { on, signedIn } from './access';
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
  access: on('request', ['counterparty', 'collaborator', 'member', 'stranger', 'administrator'], {
    others: 403,
    because: 'You cannot propose on your own job post',
  }),
  body: createProposalBodySchema,
  response: proposalSchema,
});

export const fetchProposal = defineOperation({
  name: 'fetchProposal',
  method: 'GET',
  path: '/api/proposal/fetch-proposal',
  summary: "One proposal (its provider or the request's client).",
  auth: 'user',
  access: on('proposal', ['owner', 'counterparty'], { others: 404 }),
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
  access: signedIn,
  query: pageQuerySchema.extend({
    scope: z.enum(['sent', 'received']).default('sent'),
    request_id: idSchema.optional(),
    /** One status, or several comma separated ("APPLYING,ACCEPTING": the proposals still in play). */
    status: proposalStatusListSchema.optional(),
  }),
  response: pagedSchema(proposalSchema),
});

export const updateProposal = defineOperation({
  name: 'updateProposal',
  method: 'POST',
  path: '/api/proposal/update-proposal',
  summary:
    'The provider revises an APPLYING proposal: every field is sent again and kept as a new revision; ' +
    'the milestones must still add up to the price.',
  auth: 'user',
  access: on('proposal', ['owner'], {
    others: 404,
    refuse: { counterparty: 403 },
    because: 'Only the provider can update a proposal',
  }),
  body: updateProposalBodySchema,
  response: proposalSchema,
});

export const fetchProposalRevisions = defineOperation({
  name: 'fetchProposalRevisions',
  method: 'GET',
  path: '/api/proposal/fetch-proposal-revisions',
  summary: "Every version of a proposal, oldest first (its provider or the request's client).",
  auth: 'user',
  access: on('proposal', ['owner', 'counterparty'], { others: 404 }),
  query: z.object({ proposal_id: idSchema }),
  response: z.object({ items: z.array(proposalRevisionSchema) }),
});

export const acceptProposal = defineOperation({
  name: 'acceptProposal',
  method: 'POST',
  path: '/api/proposal/accept-proposal',
  summary:
    'The client accepts an APPLYING proposal: ACCEPTING, waiting for the provider to confirm. With `revision`, ' +
    'the revision the client looked at: if the provider revised since, 409 and nothing is accepted. An hourly ' +
    'proposal is accepted with a weekly limit.',
  auth: 'user',
  access: on('proposal', ['counterparty'], {
    others: 404,
    refuse: { owner: 403 },
    because: 'Only the client can accept a proposal',
  }),
  body: proposalIdBody.extend({
    revision: z.number().int().min(1).optional(),
    /** Required to accept an hourly proposal: the hours a week the provider may log (decision 1400). */
    weekly_limit_hours: z
      .number()
      .int()
      .min(1, 'At least 1 hour a week')
      .max(80, 'At most 80 hours a week')
      .optional(),
  }),
  response: proposalSchema,
});

export const rejectProposal = defineOperation({
  name: 'rejectProposal',
  method: 'POST',
  path: '/api/proposal/reject-proposal',
  summary: 'The client rejects an APPLYING proposal.',
  auth: 'user',
  access: on('proposal', ['counterparty'], {
    others: 404,
    refuse: { owner: 403 },
    because: 'Only the client can reject a proposal',
  }),
  body: proposalIdBody.extend({ reason: z.string().trim().max(2_000).default('') }),
  response: proposalSchema,
});

export const withdrawProposal = defineOperation({
  name: 'withdrawProposal',
  method: 'POST',
  path: '/api/proposal/withdraw-proposal',
  summary: 'The provider withdraws an APPLYING proposal: CLOSED.',
  auth: 'user',
  access: on('proposal', ['owner'], {
    others: 404,
    refuse: { counterparty: 403 },
    because: 'Only the provider can withdraw a proposal',
  }),
  body: proposalIdBody,
  response: proposalSchema,
});

export const confirmProposal = defineOperation({
  name: 'confirmProposal',
  method: 'POST',
  path: '/api/proposal/confirm-proposal',
  summary:
    'The provider confirms an ACCEPTING proposal: ONGOING; the project and its PENDING milestones (or, when ' +
    'hourly, its rate and weekly limit) are created and the request becomes ONGOING, in one transaction.',
  auth: 'user',
  access: on('proposal', ['owner'], {
    others: 404,
    refuse: { counterparty: 403 },
    because: 'Only the provider can confirm a proposal',
  }),
  body: proposalIdBody,
  response: z.object({ proposal: proposalSchema, project: projectSchema }),
});

export const proposalOperations = {
  createProposal,
  updateProposal,
  fetchProposal,
  fetchProposalRevisions,
  fetchProposals,
  acceptProposal,
  rejectProposal,
  withdrawProposal,
  confirmProposal,
} as const;

import type { HandlerMap } from '../http/handler';
import {
  acceptProposal,
  confirmProposal,
  createProposal,
  fetchProposal,
  fetchProposalRevisions,
  fetchProposals,
  rejectProposal,
  updateProposal,
  withdrawProposal,
} from './proposal-service';

export const proposalHandlers = {
  createProposal: ({ services, user, body }) => createProposal(services, user.id, body),
  fetchProposal: ({ services, user, query }) => fetchProposal(services, user.id, query.proposal_id),
  fetchProposals: ({ services, user, query }) => fetchProposals(services, user.id, query),
  acceptProposal: ({ services, user, body }) =>
    acceptProposal(services, user.id, body.proposal_id, body.revision, body.weekly_limit_hours),
  updateProposal: ({ services, user, body }) => updateProposal(services, user.id, body),
  fetchProposalRevisions: ({ services, user, query }) =>
    fetchProposalRevisions(services, user.id, query.proposal_id),
  rejectProposal: ({ services, user, body }) =>
    rejectProposal(services, user.id, body.proposal_id, body.reason),
  withdrawProposal: ({ services, user, body }) => withdrawProposal(services, user.id, body.proposal_id),
  confirmProposal: ({ services, user, body }) => confirmProposal(services, user.id, body.proposal_id),
} satisfies HandlerMap;

import { createProposalMock } from './create-proposal';
import { fetchProposalMock } from './fetch-proposal';
import { fetchProposalsMock } from './fetch-proposals';
import { acceptProposalMock } from './accept-proposal';
import { rejectProposalMock } from './reject-proposal';
import { withdrawProposalMock } from './withdraw-proposal';
import { confirmProposalMock } from './confirm-proposal';
import { updateProposalMock } from './update-proposal';
import { fetchProposalRevisionsMock } from './fetch-proposal-revisions';

/** The proposal area's calls: each one's scenario factories, by operation name. */
export const proposalMocks = {
  createProposal: createProposalMock,
  fetchProposal: fetchProposalMock,
  fetchProposals: fetchProposalsMock,
  acceptProposal: acceptProposalMock,
  rejectProposal: rejectProposalMock,
  withdrawProposal: withdrawProposalMock,
  confirmProposal: confirmProposalMock,
  updateProposal: updateProposalMock,
  fetchProposalRevisions: fetchProposalRevisionsMock,
} as const;

import { canTransition } from '../states/machine';
import { proposalActions, proposalTransitions, type ProposalState } from '../states/proposal';
import { requestTransitions, type RequestState } from '../states/request';
import { forbidden, invalidTransition, notFound, type Refusal } from './refusal';

export type ProposalSide = 'client' | 'provider';

/** Who the user is to a proposal: its provider, the request's client, or nobody (null). */
export const proposalSideOf = (
  proposal: { providerId: string; clientId: string },
  userId: string,
): ProposalSide | null =>
  proposal.providerId === userId ? 'provider' : proposal.clientId === userId ? 'client' : null;

/** Proposals are private: anyone but its two sides is told it does not exist. */
export const checkProposalVisible = (side: ProposalSide | null): Refusal | null =>
  side ? null : notFound('Proposal');

/**
 * PROPOSAL-STATES (docs/spec/rules.md): an action on a proposal (states/proposal.ts): taken by its side, along an allowed transition;
 * accepting needs the job still RECRUITING, confirming needs the job able to start (ONGOING).
 */
export function checkProposalAction(
  side: ProposalSide | null,
  status: ProposalState,
  requestStatus: RequestState,
  action: keyof typeof proposalActions,
): Refusal | null {
  if (!side) return notFound('Proposal');
  const rule = proposalActions[action];
  if (side !== rule.by) return forbidden(`Only the ${rule.by} can ${action} a proposal`);
  if (action === 'accept' && requestStatus !== 'RECRUITING')
    return invalidTransition('request', requestStatus, 'accept a proposal on');
  if (action === 'confirm' && !canTransition(requestTransitions, requestStatus, 'ONGOING'))
    return invalidTransition('request', requestStatus, 'start a project on');
  if (!canTransition(proposalTransitions, status, rule.to))
    return invalidTransition('proposal', status, action);
  return null;
}

import type { Project } from '../../schemas/project';
import type { UserSummary } from '../../schemas/common';
import type { Proposal, ProposalStatus } from '../../schemas/proposal';
import type { Request } from '../../schemas/request';
import { checkProposalAction as proposalRule, proposalSideOf } from '../../rules/proposal-access';
import { proposalActions } from '../../states/proposal';
import { refuse } from './mock-http-error';
import type { MockDb } from './mock-db';
import { newId, tick } from './store';
import { findOrThrow } from './views';
import { pendingMilestoneState } from '../factories/milestone';

/** Who the user is to the proposal (rules/proposal-access.ts). */
export const sideOf = (proposal: Proposal, userId: string) =>
  proposalSideOf({ providerId: proposal.provider.user_id, clientId: proposal.client.user_id }, userId);

/** Checks a proposal action with rules/proposal-access.ts (the server's rule). */
export function checkProposalAction(
  db: MockDb,
  meId: string,
  proposalId: string,
  action: keyof typeof proposalActions,
): Proposal {
  const proposal = findOrThrow(db.proposals, proposalId, 'Proposal');
  const request = findOrThrow(db.requests, proposal.request_id, 'Request');
  refuse(proposalRule(sideOf(proposal, meId), proposal.status, request.status, action));
  return proposal;
}

/** What a new proposal carries of its own: its terms, and where it starts (APPLYING when sent). */
type NewProposalFields = Pick<
  Proposal,
  'price_cents' | 'currency' | 'duration_days' | 'notes' | 'milestones' | 'payment_plan' | 'hourly'
> & { status?: ProposalStatus; weekly_limit_hours?: number | null };

/**
 * A new proposal of `provider` on `request`, revision 1, as the mocks store it (not yet in the
 * store): a provider's proposal (create-proposal, the demo provider's) and the proposal an accepted
 * direct offer becomes (db/offers.ts).
 */
export function newProposal(
  db: MockDb,
  request: Request,
  provider: UserSummary,
  { status = 'APPLYING', weekly_limit_hours = null, ...terms }: NewProposalFields,
): Proposal {
  const now = tick(db);
  return {
    ...terms,
    id: newId('proposal'),
    request_id: request.id,
    request_title: request.title,
    provider,
    client: request.client,
    status,
    revision: 1,
    project_id: null,
    reject_reason: null,
    weekly_limit_hours,
    created_at: now,
    updated_at: now,
  };
}

/** The provider confirmed: the proposal goes ONGOING, the project and its PENDING milestones exist, the job is ONGOING. */
export function startProject(db: MockDb, proposal: Proposal): Project {
  const now = tick(db);
  const project: Project = {
    id: newId('project'),
    title: proposal.request_title,
    request_id: proposal.request_id,
    proposal_id: proposal.id,
    client: proposal.client,
    providers: [proposal.provider],
    status: 'ONGOING',
    budget_cents: proposal.price_cents,
    paid_cents: 0,
    currency: proposal.currency,
    hourly: Boolean(proposal.hourly),
    milestone_count: proposal.milestones.length,
    milestones_done: 0,
    open_issue_count: 0,
    score: null,
    next_milestone: null,
    created_at: now,
    updated_at: now,
  };
  db.projects.unshift(project);
  db.projectCollaborators[project.id] = [
    { user: proposal.client, role: 'client', joined_at: now },
    { user: proposal.provider, role: 'provider', joined_at: now },
  ];
  proposal.milestones.forEach((planned, index) =>
    db.milestones.push({
      ...planned,
      id: newId('milestone'),
      project_id: project.id,
      position: index + 1,
      currency: proposal.currency,
      ...pendingMilestoneState,
    }),
  );
  if (proposal.hourly)
    db.hourlyContracts.push({
      project_id: project.id,
      provider_id: proposal.provider.user_id,
      client_id: proposal.client.user_id,
      rate_cents: proposal.hourly.rate_cents,
      currency: proposal.currency,
      weekly_limit_hours: proposal.weekly_limit_hours ?? proposal.hourly.weekly_hours,
    });
  Object.assign(proposal, { status: proposalActions.confirm.to, project_id: project.id, updated_at: now });
  const request = db.requests.find((candidate) => candidate.id === proposal.request_id);
  if (request && request.status === 'RECRUITING')
    Object.assign(request, { status: 'ONGOING', updated_at: now });
  return project;
}

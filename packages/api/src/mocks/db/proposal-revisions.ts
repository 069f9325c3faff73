import type { Proposal, ProposalRevision } from '../../schemas/proposal';
import { revisionOf } from '../factories/proposal';
import type { MockDb } from './mock-db';

/** A proposal's versions, oldest first; one never revised has its first version only. */
export const revisionsOf = (db: MockDb, proposal: Proposal): ProposalRevision[] =>
  db.proposalRevisions[proposal.id] ?? [revisionOf(proposal, 1, proposal.created_at)];

import type { ProposalStatus } from '../schemas/proposal';

/**
 * Revisions (PROPOSAL-REVISIONS): while a proposal is APPLYING its provider may revise it, each time as a
 * new version; the client accepts the version they looked at, and a stale one is refused.
 */

export const REVISE_ONLY_WHILE_APPLYING = 'Only a proposal that is still APPLYING can be revised';
export const STALE_REVISION_MESSAGE = 'The proposal changed; review the new version';

export const canReviseProposal = (status: ProposalStatus) => status === 'APPLYING';

/** The client accepted `seen` (when they named one) but the proposal is now at `current`. */
export const isStaleRevision = (current: number, seen: number | undefined) =>
  seen !== undefined && seen !== current;

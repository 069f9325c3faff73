import { canTransition } from '../states/machine';
import { requestTransitions, type RequestState } from '../states/request';
import { conflict, forbidden, invalidTransition, notFound, wrongState, type Refusal } from './refusal';

/** What the request rules need to know about a job post. */
export type RequestFacts = {
  status: RequestState;
  visibility: 'public' | 'invite_only';
  clientId: string;
  /** Hidden by an administrator (HIDDEN-JOB-POST, decision 1504). */
  hidden?: boolean;
};

/**
 * A public post is visible to every signed-in user; an invite-only one to its client, to the
 * providers invited to it and to those who proposed on it (INVITATION-STATES in docs/spec/rules.md).
 * Others are told it does not exist.
 */
export function checkRequestVisible(
  request: RequestFacts,
  viewerId: string,
  hasProposed: boolean,
  invited = false,
) {
  if (request.visibility === 'public' || request.clientId === viewerId || hasProposed || invited) return null;
  return notFound('Request');
}

/** REQUEST-STATES: only the client edits (while RECRUITING) or closes (RECRUITING or ONGOING) a post. */
export function checkRequestChange(
  request: RequestFacts,
  viewerId: string,
  action: 'edit' | 'close',
): Refusal | null {
  if (request.clientId !== viewerId) return forbidden(`Only the client who posted this job can ${action} it`);
  const allowed =
    action === 'edit'
      ? request.status === 'RECRUITING'
      : canTransition(requestTransitions, request.status, 'CLOSED');
  return allowed ? null : invalidTransition('request', request.status, action);
}

/** Which posts a search looks at, whatever stores them. */
export type RequestSearchScope = {
  clientId?: string;
  visibility?: 'public';
  status?: RequestState;
  /** Leave out job posts an administrator hid (HIDDEN-JOB-POST): the public board never shows them. */
  shownOnly?: boolean;
};

/**
 * `mine`: the viewer's own posts, of every status unless one is asked for. `all`: the public board,
 * open posts (RECRUITING) unless another status is asked for.
 */
export function requestSearchScope(
  query: { scope: 'all' | 'mine'; status?: RequestState },
  viewerId: string,
): RequestSearchScope {
  if (query.scope === 'mine') return { clientId: viewerId, ...(query.status && { status: query.status }) };
  return { visibility: 'public', status: query.status ?? 'RECRUITING', shownOnly: true };
}

/** A provider proposes once on a post they can see (public, or invited to it), not their own, still RECRUITING. */
export function checkNewProposal(
  request: RequestFacts,
  providerId: string,
  alreadyProposed: boolean,
  invited = false,
): Refusal | null {
  // HIDDEN-JOB-POST: a hidden post is gone for providers, by a direct call too.
  if (request.hidden && request.clientId !== providerId) return notFound('Request');
  if (request.visibility !== 'public' && request.clientId !== providerId && !invited)
    return notFound('Request');
  if (request.clientId === providerId) return forbidden('You cannot propose on your own job post');
  if (request.status !== 'RECRUITING')
    return wrongState(`This job is ${request.status} and takes no proposals`);
  if (alreadyProposed) return conflict('You already sent a proposal for this job');
  return null;
}

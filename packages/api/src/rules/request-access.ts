import { Role } from '../constants';
import { canTransition } from '../states/machine';
import { requestTransitions, type RequestState } from '../states/request';
import { conflict, forbidden, invalidTransition, notFound, wrongState, type Refusal } from './refusal';

const isAdministrator = (role: number | null) => role !== null && (role & Role.ADMINISTRATOR) !== 0;

/** What the request rules need to know about a job post. */
export type RequestFacts = {
  status: RequestState;
  visibility: 'public' | 'invite_only';
  clientId: string;
  /** Hidden by an administrator (HIDDEN-JOB-POST, decision 1504). */
  hidden?: boolean;
};

/** What the visibility rule needs to know about the caller. */
export type RequestViewer = {
  id: string;
  /** The caller's role as stored now (null: unknown, treated as no administrator). */
  role: number | null;
  /** The caller sent a proposal on this post. */
  proposed: boolean;
  /** The caller was invited to this post. */
  invited: boolean;
};

/** A viewer known only by id: enough for the rule to let a client or a public post through. */
export const viewerById = (id: string): RequestViewer => ({
  id,
  role: null,
  proposed: false,
  invited: false,
});

/**
 * REQUEST-VISIBLE, the one rule for who sees a job post, for every call that reads one (fetch,
 * save, unsave, the saved list, reports). Its client and administrators always see it. Others do
 * not while it is hidden (HIDDEN-JOB-POST) and see an invite-only post only when invited to it or
 * when they proposed on it (INVITATION-STATES). The others are told it does not exist.
 */
export function checkRequestVisible(request: RequestFacts, viewer: RequestViewer): Refusal | null {
  if (request.clientId === viewer.id || isAdministrator(viewer.role)) return null;
  if (request.hidden) return notFound('Request');
  if (request.visibility === 'public' || viewer.proposed || viewer.invited) return null;
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
  const unseen = checkRequestVisible(request, {
    ...viewerById(providerId),
    proposed: alreadyProposed,
    invited,
  });
  if (unseen) return unseen;
  if (request.clientId === providerId) return forbidden('You cannot propose on your own job post');
  if (request.status !== 'RECRUITING')
    return wrongState(`This job is ${request.status} and takes no proposals`);
  if (alreadyProposed) return conflict('You already sent a proposal for this job');
  return null;
}

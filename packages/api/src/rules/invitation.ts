import type { ErrorCode } from '../errors';
import type { RequestState } from '../states/request';
import type { InvitationState } from '../states/invitation';

/**
 * Who may invite whom, and what an invitation reads as. The server (invitation-service.ts) and the
 * mocks (mocks/handlers/invitation) both decide with these, so their answers cannot differ.
 */

export type RuleRefusal = { status: number; code: ErrorCode; message: string; field?: string };

export type InvitationCandidate = {
  meId: string;
  request: { clientId: string; status: RequestState };
  providerId: string;
  /** Whether this provider is already invited to this request. */
  alreadyInvited: boolean;
  /** Whether this provider already proposed on this request. */
  alreadyProposed: boolean;
};

/** Null when the invitation may be sent; otherwise why not, as the API answers it. */
export function refuseInvitation(candidate: InvitationCandidate): RuleRefusal | null {
  const { meId, request, providerId } = candidate;
  if (request.clientId !== meId)
    return {
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only the client who posted this job can invite to it',
    };
  if (providerId === meId)
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'You cannot invite yourself to your own job',
      field: 'provider_id',
    };
  if (request.status !== 'RECRUITING')
    return {
      status: 409,
      code: 'INVALID_STATE_TRANSITION',
      message: `This job is ${request.status}; only a RECRUITING job takes invitations`,
    };
  if (candidate.alreadyInvited)
    return { status: 409, code: 'CONFLICT', message: 'This provider is already invited to this job' };
  if (candidate.alreadyProposed)
    return { status: 409, code: 'CONFLICT', message: 'This provider already sent a proposal for this job' };
  return null;
}

/** A PENDING invitation expires when its request leaves RECRUITING (DESIGN section 4b). */
export function invitationStatusOf(stored: InvitationState, requestStatus: RequestState): InvitationState {
  return stored === 'PENDING' && requestStatus !== 'RECRUITING' ? 'EXPIRED' : stored;
}

/** Only the invited provider declines, and only while the invitation is PENDING. */
export function refuseDecline(
  invitation: { providerId: string; status: InvitationState },
  meId: string,
): RuleRefusal | null {
  if (invitation.providerId !== meId)
    return {
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only the invited provider can decline this invitation',
    };
  if (invitation.status !== 'PENDING')
    return {
      status: 409,
      code: 'INVALID_STATE_TRANSITION',
      message: `Cannot decline an invitation that is ${invitation.status}`,
    };
  return null;
}

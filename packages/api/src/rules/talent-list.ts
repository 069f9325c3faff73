import { MAX_TALENT_LIST_PROVIDERS, MAX_TALENT_LISTS } from '../constants';
import type { RequestState } from '../states/request';
import { refuseInvitation, type RuleRefusal } from './invitation';

/**
 * Talent lists (decision 2201), decided once for the server (talent-list-service.ts) and the mocks
 * (mocks/handlers/talent-list).
 */

/** Null while the owner may make another list; past the limit, why not. */
export function refuseNewTalentList(kept: number): RuleRefusal | null {
  return kept >= MAX_TALENT_LISTS
    ? {
        status: 409,
        code: 'CONFLICT',
        message: `You can keep at most ${MAX_TALENT_LISTS} talent lists; delete one first`,
      }
    : null;
}

/**
 * Null when this provider may be saved to the list: never the owner, and at most
 * MAX_TALENT_LIST_PROVIDERS a list (one already on it is no new save and always passes).
 */
export function refuseTalentListProvider(candidate: {
  meId: string;
  providerId: string;
  /** How many providers the list holds now. */
  kept: number;
  alreadyOn: boolean;
}): RuleRefusal | null {
  if (candidate.providerId === candidate.meId)
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'You cannot save yourself to a talent list',
      field: 'provider_id',
    };
  if (!candidate.alreadyOn && candidate.kept >= MAX_TALENT_LIST_PROVIDERS)
    return {
      status: 409,
      code: 'CONFLICT',
      message: `A talent list holds at most ${MAX_TALENT_LIST_PROVIDERS} providers; remove one first`,
    };
  return null;
}

/** A provider of the list as the invitation rules see them for one job. */
export type ListInvitee = { providerId: string; alreadyInvited: boolean; alreadyProposed: boolean };

/**
 * Inviting a whole list to a job, by send-invitation's own rule (refuseInvitation) for each provider:
 * what is about the job (not mine, not RECRUITING) refuses the whole call; what is about one provider
 * (already invited, already proposed, myself) skips that provider. An empty list has nobody to invite.
 */
export function planListInvitation(
  meId: string,
  request: { clientId: string; status: RequestState },
  invitees: readonly ListInvitee[],
): { refusal: RuleRefusal } | { invite: string[]; skipped: number } {
  const jobRefusal = refuseInvitation({
    meId,
    request,
    providerId: `${meId}:nobody`,
    alreadyInvited: false,
    alreadyProposed: false,
  });
  if (jobRefusal) return { refusal: jobRefusal };
  if (invitees.length === 0)
    return {
      refusal: { status: 409, code: 'CONFLICT', message: 'This list has no providers to invite yet' },
    };
  const invite = invitees
    .filter((invitee) => !refuseInvitation({ meId, request, ...invitee }))
    .map((invitee) => invitee.providerId);
  return { invite, skipped: invitees.length - invite.length };
}

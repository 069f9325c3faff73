import { conflict, type Refusal } from './refusal';

/**
 * ACCOUNT-SUSPENDED (decision 1503): an administrator suspends a user with a reason until an end
 * date. While it lasts the user's sessions are refused and sign-in and refresh answer 403
 * ACCOUNT_SUSPENDED with the reason and the end; it ends on its own at the end date (read at each
 * sign-in and refresh: no job lifts it).
 */
export type Suspension = { until: string; reason: string };

/** The suspension still in force at `now`, or null (none, or its end date has passed). */
export function activeSuspension(
  until: Date | string | null | undefined,
  reason: string,
  now: number = Date.now(),
): Suspension | null {
  if (!until) return null;
  const end = new Date(until);
  return end.getTime() > now ? { until: end.toISOString(), reason } : null;
}

/** The 403 a suspended user's sign-in, refresh and calls get: why and until when (en; the app words it in its language). */
export const suspendedError = (suspension: Suspension) => ({
  status: 403 as const,
  code: 'ACCOUNT_SUSPENDED' as const,
  message: `Your account is suspended until ${suspension.until}: ${suspension.reason}`,
  fields: { suspended_until: suspension.until, suspension_reason: suspension.reason },
});

/** SUSPEND-RULES: the end date lies ahead, and no administrator suspends themselves. */
export function refuseSuspend(
  input: { operatorId: string; userId: string; until: string },
  now: number = Date.now(),
): (Refusal & { field?: string }) | null {
  if (input.operatorId === input.userId) return conflict('An administrator cannot suspend themselves');
  if (new Date(input.until).getTime() <= now)
    return { status: 409, code: 'CONFLICT', message: 'The end date must be in the future', field: 'until' };
  return null;
}

/** Only a user suspended now can be reinstated. */
export const refuseReinstate = (suspension: Suspension | null): Refusal | null =>
  suspension ? null : conflict('This user is not suspended');

/**
 * SESSION-REVOKED (issue 47): a suspension revokes every access token issued before it, for good:
 * a reinstatement lifts the suspension, never the revocation. `issuedAt` and `revokedAt` are in
 * one clock (the server's milliseconds, the mocks' sign-in count); the client signs out on the
 * refusal's code and a new sign-in gets a token that works.
 */
export const refuseRevokedToken = (issuedAt: number, revokedAt: number | undefined) =>
  revokedAt !== undefined && issuedAt < revokedAt
    ? {
        status: 401 as const,
        code: 'TOKEN_SIGNATURE_INVALID' as const,
        message: 'This session was ended; sign in again',
      }
    : null;

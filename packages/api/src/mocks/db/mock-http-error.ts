import { CallError } from '../../errors';
import { rateLimitMessage, type LimitName, type LimitSubject } from '../../rules/rate-limits';
import { invalidTransition as transitionRefusal, type Refusal } from '../../rules/refusal';

/** Thrown by a mock resolver; the handler answers it as the contract's error body. */
export class MockHttpError extends CallError {
  /** Sent as Retry-After (a 429). */
  retryAfterSeconds?: number;
}

/** 429 RATE_LIMITED with Retry-After, worded as the server words it (rules/rate-limits.ts). */
export function rateLimited(name: LimitName, subject: LimitSubject, retryAfterSeconds: number) {
  const error = new MockHttpError(429, 'RATE_LIMITED', rateLimitMessage(name, subject, retryAfterSeconds));
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

export const notFound = (what: string) => new MockHttpError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You may not do this') => new MockHttpError(403, 'FORBIDDEN', message);
const fromRefusal = (refusal: Refusal) => new MockHttpError(refusal.status, refusal.code, refusal.message);

/** Throws the refusal of a shared rule (rules/), as the server does. */
export function refuse(refusal: Refusal | null) {
  if (refusal) throw fromRefusal(refusal);
}

export const invalidTransition = (what: string, from: string, action: string) =>
  fromRefusal(transitionRefusal(what, from, action));

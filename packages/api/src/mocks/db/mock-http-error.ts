import { CallError } from '../../errors';
import { invalidTransition as transitionRefusal, type Refusal } from '../../rules/refusal';

/** Thrown by a mock resolver; the handler answers it as the contract's error body. */
export class MockHttpError extends CallError {}

export const notFound = (what: string) => new MockHttpError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You may not do this') => new MockHttpError(403, 'FORBIDDEN', message);
const fromRefusal = (refusal: Refusal) => new MockHttpError(refusal.status, refusal.code, refusal.message);

/** Throws the refusal of a shared rule (rules/), as the server does. */
export function refuse(refusal: Refusal | null) {
  if (refusal) throw fromRefusal(refusal);
}

export const invalidTransition = (what: string, from: string, action: string) =>
  fromRefusal(transitionRefusal(what, from, action));

import type { ErrorCode } from '../../errors';

/** Thrown by a mock resolver; the handler answers it as the contract's error body. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new MockHttpError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You may not do this') => new MockHttpError(403, 'FORBIDDEN', message);
export const invalidTransition = (what: string, from: string, action: string) =>
  new MockHttpError(409, 'INVALID_STATE_TRANSITION', `Cannot ${action} a ${what} that is ${from}`);

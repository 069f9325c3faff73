import type { ErrorCode } from '../errors';

/**
 * Why a rule refuses a call: the HTTP status, code and message that the server and the mocks both
 * answer. A rule returns `null` when the call may go on.
 */
export type Refusal = { status: 401 | 403 | 404 | 409; code: ErrorCode; message: string };

/** A user operation called without a token: 401 on the server and in the mocks alike. */
export const signInRequired: Refusal = {
  status: 401,
  code: 'UNAUTHENTICATED',
  message: 'Sign in to continue',
};

export const notFound = (what: string): Refusal => ({
  status: 404,
  code: 'NOT_FOUND',
  message: `${what} not found`,
});

export const forbidden = (message: string): Refusal => ({ status: 403, code: 'FORBIDDEN', message });

export const conflict = (message: string): Refusal => ({ status: 409, code: 'CONFLICT', message });

/** 409 for an action the current state does not allow, phrased as a reason. */
export const wrongState = (message: string): Refusal => ({
  status: 409,
  code: 'INVALID_STATE_TRANSITION',
  message,
});

/** "Cannot close a request that is CLOSED", "Cannot approve an issue that is open". */
export const invalidTransition = (what: string, from: string, action: string): Refusal =>
  wrongState(`Cannot ${action} ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what} that is ${from}`);

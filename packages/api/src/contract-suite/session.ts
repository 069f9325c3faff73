import { beforeAll, expect } from 'vitest';

import { createApiClient, type Tokens } from '../client';
import type { ErrorCode } from '../errors';
import { ApiError } from '../http/api-error';
import type { ContractTarget } from './target';

/** A client that validates every response, with its own token store and logout log (null: a guest). */
export function createSession(target: ContractTarget, tokens: Tokens | null) {
  let current: Tokens | null = tokens;
  const logouts: ErrorCode[] = [];
  const client = createApiClient({
    baseUrl: target.baseUrl,
    getTokens: () => current,
    setTokens: (result) => {
      current = { access_token: result.access_token, refresh_token: result.refresh_token };
    },
    onLogout: (error) => {
      logouts.push(error.code);
      current = null;
    },
    validate: true,
    ...(target.fetch ? { fetch: target.fetch } : {}),
  });
  return { client, logouts, tokens: () => current };
}

export type Session = ReturnType<typeof createSession>;

/**
 * A client without a token that validates every response (public calls, as a guest); with a
 * `deviceId`, its sign-in calls name that device as the web app's do (decision 1027).
 */
export const createGuestClient = (target: ContractTarget, deviceId?: string) =>
  createApiClient({
    baseUrl: target.baseUrl,
    getTokens: () => null,
    setTokens: () => {},
    onLogout: () => {},
    validate: true,
    ...(deviceId ? { deviceId: () => deviceId } : {}),
    ...(target.fetch ? { fetch: target.fetch } : {}),
  });

export type ContractSessions = { client: Session; provider: Session };

/** Signs in the target's client and provider before the suites of the enclosing describe. */
export function signInContractSessions(target: ContractTarget): ContractSessions {
  const sessions = {} as ContractSessions;
  beforeAll(async () => {
    sessions.client = createSession(target, await target.signIn('client'));
    sessions.provider = createSession(target, await target.signIn('provider'));
  });
  return sessions;
}

/** The call fails with this status and code (and a message on each named field). */
export async function expectApiError(
  call: Promise<unknown>,
  status: number,
  code: ErrorCode,
  fields: string[] = [],
) {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, `expected ${status} ${code}`).toBeInstanceOf(ApiError);
  expect({ status: (error as ApiError).status, code: (error as ApiError).code }).toEqual({ status, code });
  for (const field of fields)
    expect((error as ApiError).fields[field], `a message on "${field}"`).toEqual(expect.any(String));
  return error as ApiError;
}

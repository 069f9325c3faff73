import type { Tokens } from '../../client';
import { Role, SigninStep } from '../../constants';
import type { SigninResult } from '../../schemas/signin';
import type { SignedInDevice } from '../../contract/user';
import { describeUserAgent } from '../../rules/user-agent';
import { fixtureTime, nextId } from './sequence';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped mock access token naming its user (the mocks read `sub`; nothing checks the signature). */
export const mockAccessToken = (userId: string, generation = 0, sessionId?: string) =>
  `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify({ sub: userId, gen: generation, ...(sessionId ? { sid: sessionId } : {}) }))}.mock`;

/** A client's tokens signed in as this mock user (the mocks read the access token's `sub`). */
export const mockTokensOf = (userId: string): Tokens => ({
  access_token: mockAccessToken(userId),
  refresh_token: `mock-refresh-${userId}`,
});

/** The claims of a mock access token (nothing checks a signature), or {} for anything else. */
function mockTokenClaims(token: string): { sub?: unknown; sid?: unknown; gen?: unknown } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
      sid?: unknown;
      gen?: unknown;
    };
  } catch {
    return {};
  }
}

/** The sign-in count a mock access token was issued at (the server's `iat`); 0 for a fixture's token. */
export const generationOfMockToken = (token: string): number => {
  const { gen } = mockTokenClaims(token);
  return typeof gen === 'number' ? gen : 0;
};

export const userIdFromMockToken = (token: string): string | null => {
  const { sub } = mockTokenClaims(token);
  return typeof sub === 'string' ? sub : null;
};

/** The session (refresh-token family) a mock access token was issued in, like the server's `sid`. */
export const sessionIdFromMockToken = (token: string): string | null => {
  const { sid } = mockTokenClaims(token);
  return typeof sid === 'string' ? sid : null;
};

export const buildSigninResult = (
  overrides: Partial<SigninResult> & { userId?: string } = {},
): SigninResult => {
  const { userId = 'user-grace', ...rest } = overrides;
  return {
    expires_in: 900,
    identity: 'grace_hopper@example.com',
    access_token: mockAccessToken(userId),
    refresh_token: `mock-refresh.${userId}.0`,
    role: Role.PERSONAL,
    signin_type: SigninStep.USER_SIGNED_IN,
    signin_result: SigninStep.USER_SIGNED_IN,
    ...rest,
  };
};

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A signed-in device as the devices list shows it (decision 1020). */
export const buildSignedInDevice = (overrides: Partial<SignedInDevice> = {}): SignedInDevice => ({
  id: nextId('session'),
  ...describeUserAgent(chromeOnMac),
  signed_in_at: fixtureTime(0),
  last_used_at: fixtureTime(60),
  current: false,
  ...overrides,
});

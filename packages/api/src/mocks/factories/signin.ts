import { Role, SigninStep } from '../../constants';
import type { SigninResult } from '../../schemas/signin';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped mock access token naming its user (the mocks read `sub`; nothing checks the signature). */
export const mockAccessToken = (userId: string, generation = 0) =>
  `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify({ sub: userId, gen: generation }))}.mock`;

export const userIdFromMockToken = (token: string): string | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : null;
  } catch {
    return null;
  }
};

export const buildSigninResult = (
  overrides: Partial<SigninResult> & { userId?: string } = {},
): SigninResult => {
  const { userId = 'user-ann', ...rest } = overrides;
  return {
    expires_in: 900,
    identity: 'ann_lee@example.com',
    access_token: mockAccessToken(userId),
    refresh_token: `mock-refresh.${userId}.0`,
    role: Role.PERSONAL,
    signin_type: SigninStep.USER_SIGNED_IN,
    signin_result: SigninStep.USER_SIGNED_IN,
    ...rest,
  };
};

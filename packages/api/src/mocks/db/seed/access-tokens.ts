import type { PersonalAccessToken } from '../../../contract/user';
import { TOKEN_PREFIX, tokenHint } from '../../../rules/access-token-scopes';
import { fixtureTime } from '../../factories/sequence';
import type { MockAccessToken } from '../mock-db';

/** The demo client's token for a dashboard, so the login settings show one (decision 1807). */
export function seedAccessTokens(userId: string): MockAccessToken[] {
  const secret = `${TOKEN_PREFIX}demo0dashboard0token0not0a0real0secret000`;
  return [
    {
      userId,
      secret,
      revoked: false,
      token: {
        id: 'access-token-dashboard',
        name: 'Hiring dashboard',
        hint: tokenHint(secret),
        scopes: ['request:read', 'proposal:read', 'project:read'],
        created_at: fixtureTime(-10 * 24 * 60),
        last_used_at: fixtureTime(-45),
        expires_at: fixtureTime(80 * 24 * 60),
      },
    },
  ];
}

/** One token as the list shows it (the reference's example). */
export const exampleAccessToken = (): PersonalAccessToken => seedAccessTokens('user-0001')[0]!.token;

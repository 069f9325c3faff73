import { z } from 'zod';

/**
 * PERSONAL-ACCESS-TOKENS (issue 48, decision 1807): a token a user makes in the login settings for
 * a script or an integration, sent as `Authorization: Bearer lat_…`. It acts as its user, limited
 * to its scopes: `<area>:read` for the area's GET calls, `<area>:write` for its POST and DELETE
 * calls (and its reads). The area is an operation's path segment after /api (its reference tag).
 */
export const TOKEN_PREFIX = 'lat_';

export const tokenAreas = [
  'user',
  'request',
  'proposal',
  'project',
  'milestone',
  'issue',
  'payment',
  'product',
  'invitation',
  'notification',
  'review',
  'hourly',
  'dispute',
  'console',
  'report',
  'chat',
  'ai',
  'lab',
  'stats',
  'activity',
  'site',
] as const;
export type TokenArea = (typeof tokenAreas)[number];
export const tokenAccessKinds = ['read', 'write'] as const;
export type TokenAccessKind = (typeof tokenAccessKinds)[number];

export const tokenScopes = tokenAreas.flatMap((area) =>
  tokenAccessKinds.map((kind) => `${area}:${kind}` as const),
);
export type TokenScope = (typeof tokenScopes)[number];
export const tokenScopeSchema = z.enum(tokenScopes as [TokenScope, ...TokenScope[]]);

/** Lifetimes offered when a token is made (days); null: until revoked. */
export const tokenLifetimesDays = [7, 30, 90, 365] as const;

/** What a call needs of a token: its area's read for a GET, its area's write otherwise. */
export function scopeNeeded(operation: { method: string; path: string }): TokenScope {
  const area = operation.path.split('/')[2] as TokenArea;
  return `${area}:${operation.method === 'GET' ? 'read' : 'write'}`;
}

/** A token's scopes allow the call: the scope itself, or the area's write for a read. */
export function scopesAllow(scopes: readonly string[], needed: TokenScope) {
  return (
    scopes.includes(needed) ||
    (needed.endsWith(':read') && scopes.includes(needed.replace(/:read$/, ':write')))
  );
}

/** The 403 a token without the scope gets (FORBIDDEN, naming what it lacks). */
export const missingScope = (needed: TokenScope) => ({
  status: 403 as const,
  code: 'FORBIDDEN' as const,
  message: `This personal access token does not have the ${needed} scope`,
});

/** The 403 a token gets from a call only a signed-in session may make (the tokens themselves, the password). */
export const sessionOnlyCall = {
  status: 403 as const,
  code: 'FORBIDDEN' as const,
  message: 'A personal access token cannot make this call; sign in',
};

/** "Shown once": the token's full secret answers its creation only; the list shows its first characters. */
export const tokenHint = (secret: string) => secret.slice(0, TOKEN_PREFIX.length + 4);

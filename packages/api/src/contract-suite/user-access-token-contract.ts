import { describe, expect, it } from 'vitest';

import { fetchAuditLog } from '../contract/console';
import { createAccessToken, fetchAccessTokens, revokeAccessToken } from '../contract/user';
import { TOKEN_PREFIX } from '../rules/access-token-scopes';
import { type ContractSessions, createSession, expectApiError } from './session';
import type { ContractTarget } from './target';

/** PERSONAL-ACCESS-TOKENS (issue 48, decision 1807): made, listed and revoked in the login settings. */
export function describeUserAccessTokenContract(target: ContractTarget, sessions: ContractSessions) {
  describe('user: personal access tokens', () => {
    it('makes a token whose secret is shown once, lists it without the secret, and revokes it', async () => {
      const owner = createSession(target, await target.signIn('stranger'));
      const made = await owner.client.call(createAccessToken, {
        body: { name: '  Nightly export ', scopes: ['request:read', 'project:write'], expires_in_days: 30 },
      });
      expect(made.secret.startsWith(TOKEN_PREFIX)).toBe(true);
      expect(made.secret.length).toBeGreaterThanOrEqual(TOKEN_PREFIX.length + 32);
      expect(made.token).toMatchObject({
        name: 'Nightly export',
        hint: made.secret.slice(0, TOKEN_PREFIX.length + 4),
        scopes: ['request:read', 'project:write'],
        last_used_at: null,
      });
      const days = (Date.parse(made.token.expires_at!) - Date.parse(made.token.created_at)) / 86_400_000;
      expect(days).toBeCloseTo(30, 3);

      const forever = await owner.client.call(createAccessToken, {
        body: { name: 'Until revoked', scopes: ['stats:read'], expires_in_days: null },
      });
      expect(forever.token.expires_at).toBeNull();
      expect(forever.secret).not.toBe(made.secret);

      const { tokens } = await owner.client.call(fetchAccessTokens);
      expect(tokens.map((token) => token.id)).toEqual([forever.token.id, made.token.id]);
      // The list never carries a secret.
      expect(JSON.stringify(tokens)).not.toContain(made.secret);

      await expect(owner.client.call(revokeAccessToken, { params: { id: made.token.id } })).resolves.toEqual({
        ok: true,
      });
      const after = await owner.client.call(fetchAccessTokens);
      expect(after.tokens.map((token) => token.id)).toEqual([forever.token.id]);
      await expectApiError(
        owner.client.call(revokeAccessToken, { params: { id: made.token.id } }),
        404,
        'NOT_FOUND',
      );
    });

    it("refuses another user's token id, which stays", async () => {
      const made = await sessions.client.client.call(createAccessToken, {
        body: { name: 'Dashboard', scopes: ['request:read'], expires_in_days: 7 },
      });
      await expectApiError(
        sessions.provider.client.call(revokeAccessToken, { params: { id: made.token.id } }),
        404,
        'NOT_FOUND',
      );
      const { tokens } = await sessions.client.client.call(fetchAccessTokens);
      expect(tokens.map((token) => token.id)).toContain(made.token.id);
    });

    it('asks for a name, at least one known scope and an offered lifetime', async () => {
      const owner = sessions.client;
      await expectApiError(
        owner.client.call(createAccessToken, { body: { name: ' ', scopes: [], expires_in_days: 30 } }),
        400,
        'VALIDATION_FAILED',
        ['name', 'scopes'],
      );
      await expectApiError(
        owner.client.call(createAccessToken, {
          body: { name: 'Odd', scopes: ['request:delete' as never], expires_in_days: 12 },
        }),
        400,
        'VALIDATION_FAILED',
        ['expires_in_days'],
      );
    });

    it('writes the making and the revoking to the audit log', async () => {
      const owner = createSession(target, await target.signIn('stranger'));
      const made = await owner.client.call(createAccessToken, {
        body: { name: 'Audited', scopes: ['chat:read'], expires_in_days: 90 },
      });
      await owner.client.call(revokeAccessToken, { params: { id: made.token.id } });
      const admin = createSession(target, await target.signIn('admin'));
      const { items } = await admin.client.call(fetchAuditLog, { query: { page: 1, page_size: 100 } });
      const lines = items.filter((entry) => entry.subject_id === made.token.id);
      expect(lines.map((line) => line.action)).toEqual(['access_token_revoked', 'access_token_created']);
      expect(lines[0]).toMatchObject({
        subject_type: 'access_token',
        details: { name: 'Audited', scopes: 'chat:read' },
      });
    });
  });
}

import { describe, expect, it } from 'vitest';

import { createApiClient } from '../client';
import {
  fetchPaymentMethods,
  fetchProfile,
  fetchProfileForUser,
  searchForUsers,
  updateAcceptingRequest,
  updateExpectedSalary,
} from '../contract/user';
import { type ContractSessions, createSession, expectApiError } from './session';
import type { ContractTarget } from './target';

export function describeUserContract(target: ContractTarget, sessions: ContractSessions) {
  describe('user', () => {
    it('answers the profile of each signed-in user', async () => {
      const client = await sessions.client.client.call(fetchProfile);
      const provider = await sessions.provider.client.call(fetchProfile);
      expect(client.account.basic.user_id).not.toEqual(provider.account.basic.user_id);
    });

    it('finds a user by user ID and shows their public profile', async () => {
      const provider = await sessions.provider.client.call(fetchProfile);
      const flid = provider.account.basic.FLID.identity;
      const found = await sessions.client.client.call(searchForUsers, { query: { condition: flid } });
      expect(found.users.map((user) => user.user_id)).toContain(provider.account.basic.user_id);
      const shown = await sessions.client.client.call(fetchProfileForUser, {
        params: { id: provider.account.basic.user_id },
      });
      expect(shown.flid).toBe(flid);
    });

    it('refuses the accepting-requests switch of a provider not ready to receive money', async () => {
      await expectApiError(
        sessions.client.client.call(updateAcceptingRequest, { body: { accepting_request: true } }),
        409,
        'NOT_READY_TO_RECEIVE_MONEY',
      );
    });

    it('switches accepting requests on when an expected salary is set', async () => {
      await sessions.provider.client.call(updateExpectedSalary, { body: { hourly: 40 } });
      const profile = await sessions.provider.client.call(fetchProfile);
      expect(profile.account.provider).toEqual({ accepting_request: true, expected_salary: { hourly: 40 } });
    });

    it('answers a bad token with TOKEN_SIGNATURE_INVALID, and the client logs out', async () => {
      const stranger = createSession(target, {
        access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged',
        refresh_token: 'nope',
      });
      await expectApiError(stranger.client.call(fetchProfile), 401, 'TOKEN_SIGNATURE_INVALID');
      expect(stranger.logouts).toEqual(['TOKEN_SIGNATURE_INVALID']);
    });

    it('rotates refresh tokens: the new pair works, a token spent before the last is refused', async () => {
      const fresh = createSession(target, await target.signIn('provider'));
      const before = fresh.tokens()!;
      await fresh.client.refresh();
      const after = fresh.tokens()!;
      expect(after.refresh_token).not.toBe(before.refresh_token);
      await fresh.client.call(fetchProfile);
      // The token just spent has a short grace (decision 1021); once the next one is spent too, it has none.
      await fresh.client.refresh();
      const replay = createApiClient({
        baseUrl: target.baseUrl,
        getTokens: () => before,
        setTokens: () => {},
        onLogout: () => {},
        ...(target.fetch ? { fetch: target.fetch } : {}),
      });
      await expectApiError(replay.refresh(), 401, 'REFRESH_TOKEN_INVALID');
    });

    it('answers the payment methods', async () => {
      await sessions.client.client.call(fetchPaymentMethods);
    });
  });
}

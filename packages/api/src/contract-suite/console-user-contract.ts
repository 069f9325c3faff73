import { beforeAll, describe, expect, it } from 'vitest';

import {
  fetchAuditLog,
  fetchConsoleUser,
  reinstateUser,
  searchConsoleUsers,
  suspendUser,
} from '../contract/console';
import { fetchProfile, signinWithEmailAndPassword, updateUserPassword } from '../contract/user';
import { createGuestClient, createSession, expectApiError, type Session } from './session';
import type { ContractTarget } from './target';
import { signedInOnly } from '../rules/signin-answer';

const PASSWORD = 'contract-suspend-1';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

/**
 * The console's users (decision 1503): an administrator finds a user, suspends them with a reason
 * until an end date (their session ends, sign-in says why and until when), and reinstates them;
 * both actions are in the audit log. The 403 of each call to non-administrators is walked with the
 * other console calls (dispute-contract.ts).
 */
export function describeConsoleUserContract(target: ContractTarget) {
  describe('console users', () => {
    let admin: Session;
    let member: Session;
    /** The member's first tokens, issued before any suspension. */
    let memberTokens: Awaited<ReturnType<ContractTarget['signIn']>>;
    let memberId = '';
    let email = '';

    beforeAll(async () => {
      admin = createSession(target, await target.signIn('admin'));
      memberTokens = await target.signIn('member');
      member = createSession(target, memberTokens);
      await member.client.call(updateUserPassword, { body: { password: PASSWORD, password2: PASSWORD } });
      const profile = await member.client.call(fetchProfile);
      memberId = profile.account.basic.user_id;
      email = profile.account.basic.email.address;
    });

    const signIn = () =>
      createGuestClient(target).call(signinWithEmailAndPassword, { body: { email, password: PASSWORD } });

    it('finds a user by a part of their email and shows them not suspended', async () => {
      const found = await admin.client.call(searchConsoleUsers, { query: { q: email.slice(0, -3) } });
      expect(found.items.map((item) => item.user.user_id)).toContain(memberId);
      const none = await admin.client.call(searchConsoleUsers, { query: { q: 'no-such-user-zz9' } });
      expect(none).toMatchObject({ items: [], total: 0 });
      await expect(
        admin.client.call(fetchConsoleUser, { query: { user_id: memberId } }),
      ).resolves.toMatchObject({
        email,
        suspended_until: null,
        suspension_reason: '',
      });
      await expectApiError(
        admin.client.call(fetchConsoleUser, { query: { user_id: 'nobody' } }),
        404,
        'NOT_FOUND',
      );
    });

    // proves: SUSPEND-RULES
    it('refuses an end date in the past, and reinstating a user who is not suspended', async () => {
      await expectApiError(
        admin.client.call(suspendUser, {
          body: { user_id: memberId, reason: 'Spam.', until: inDays(-1) },
        }),
        409,
        'CONFLICT',
        ['until'],
      );
      await expectApiError(
        admin.client.call(suspendUser, { body: { user_id: memberId, reason: '  ', until: inDays(3) } }),
        400,
        'VALIDATION_FAILED',
        ['reason'],
      );
      await expectApiError(
        admin.client.call(reinstateUser, { body: { user_id: memberId } }),
        409,
        'CONFLICT',
      );
    });

    // proves: ACCOUNT-SUSPENDED, SESSION-REVOKED
    it('suspends: the session ends, sign-in says why and until when; reinstated, sign-in works', async () => {
      const until = inDays(7);
      const reason = 'Asked clients to pay outside the site.';
      const suspended = await admin.client.call(suspendUser, { body: { user_id: memberId, reason, until } });
      expect(suspended).toMatchObject({ suspended_until: until, suspension_reason: reason });
      // The open session is over: its calls and its refresh are refused.
      await expect(member.client.call(fetchProfile)).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
      const refused = await expectApiError(signIn(), 403, 'ACCOUNT_SUSPENDED');
      expect(refused.userMessage).toContain(reason);
      expect(refused.fields).toEqual({ suspended_until: until, suspension_reason: reason });

      const reinstated = await admin.client.call(reinstateUser, {
        body: { user_id: memberId, reason: 'Explained; first time.' },
      });
      expect(reinstated).toMatchObject({ suspended_until: null, suspension_reason: '' });
      const again = signedInOnly(await signIn());
      await expect(createSession(target, again).client.call(fetchProfile)).resolves.toMatchObject({
        account: { basic: { user_id: memberId } },
      });
      // SESSION-REVOKED: a token issued before the suspension never works again.
      await expectApiError(
        createSession(target, memberTokens).client.call(fetchProfile),
        401,
        'TOKEN_SIGNATURE_INVALID',
      );

      const log = await admin.client.call(fetchAuditLog, { query: { page_size: 100 } });
      const lines = log.items.filter((entry) => entry.subject_id === memberId);
      expect(lines.map((entry) => [entry.action, entry.reason])).toEqual([
        ['user_reinstated', 'Explained; first time.'],
        ['user_suspended', reason],
      ]);
      expect(lines[1]!.details).toEqual({ until });
    });
  });
}

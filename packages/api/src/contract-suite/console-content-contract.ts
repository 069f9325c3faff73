import { describe, expect, it } from 'vitest';

import { fetchAuditLog, hideContent, restoreContent, searchConsoleContent } from '../contract/console';
import { createRequest } from '../contract/request';
import { fetchProfile } from '../contract/user';
import { createSession, type ContractSessions } from './session';
import { smallJob } from './start-project';
import type { ContractTarget } from './target';

/**
 * The console's job posts and reviews (decision 1541): an administrator finds a job post by its
 * title and by its client's email, hides it with a reason and restores it without any report, each
 * step in the audit log. The 403 to non-administrators is walked with the other console calls
 * (dispute-contract.ts).
 */
export function describeConsoleContentContract(target: ContractTarget, sessions: ContractSessions) {
  describe('console job posts and reviews', () => {
    // proves: HIDE-RESTORE
    it('finds a job post, hides it with a reason and restores it without a report; the audit log holds both', async () => {
      const admin = createSession(target, await target.signIn('admin')).client;
      const title = `Console content ${Date.now().toString(36)}`;
      const post = await sessions.client.client.call(createRequest, { body: smallJob(title) });
      const client = await sessions.client.client.call(fetchProfile);
      const search = (q: string) =>
        admin.call(searchConsoleContent, { query: { type: 'job_post', q, page_size: 100 } });

      const found = await search(title);
      expect(found.items).toEqual([
        expect.objectContaining({
          subject_type: 'job_post',
          subject_id: post.id,
          text: title,
          rating: null,
          author: expect.objectContaining({ user_id: client.account.basic.user_id }),
          hidden: null,
        }),
      ]);
      const byEmail = await search(client.account.basic.email.address);
      expect(byEmail.items.map((item) => item.subject_id)).toContain(post.id);

      const reason = 'Asks to be paid outside Lancer.';
      await admin.call(hideContent, { body: { subject_type: 'job_post', subject_id: post.id, reason } });
      expect((await search(title)).items[0]!.hidden).toMatchObject({ reason });
      await admin.call(restoreContent, {
        body: { subject_type: 'job_post', subject_id: post.id, reason: 'Rewritten by the client.' },
      });
      expect((await search(title)).items[0]!.hidden).toBeNull();

      const log = await admin.call(fetchAuditLog, { query: { page_size: 100 } });
      expect(log.items.filter((entry) => entry.subject_id === post.id).map((entry) => entry.action)).toEqual([
        'job_post_restored',
        'job_post_hidden',
      ]);

      const reviews = await admin.call(searchConsoleContent, { query: { type: 'review' } });
      expect(reviews.items.every((item) => item.subject_type === 'review' && item.rating !== null)).toBe(
        true,
      );
    });
  });
}

import { beforeAll, describe, expect, it } from 'vitest';

import { changeNotificationSettings, fetchNotifications } from '../contract/notification';
import { createRequest, updateRequest } from '../contract/request';
import {
  createSavedSearch,
  deleteSavedSearch,
  fetchSavedSearches,
  renameSavedSearch,
} from '../contract/saved-search';
import { fetchProfile } from '../contract/user';
import type { JobSearchFilters } from '../schemas/saved-search';
import { type ContractSessions, expectApiError } from './session';
import type { ContractTarget } from './target';

/** A word no other job of the run holds, so only this suite's posts match its searches. */
const word = `zq${Date.now().toString(36)}`;

const job = (title: string, visibility: 'public' | 'invite_only' = 'public') => ({
  title,
  description_html: `<p>A ${word} dashing report in React for the sales team.</p>`,
  category: 'Web development',
  skills: ['React', 'SQL'],
  budget_type: 'fixed' as const,
  budget_min_cents: 50_000,
  budget_max_cents: 90_000,
  expected_duration: '1_to_4_weeks' as const,
  visibility,
});

const jobsSearch = (overrides: Partial<JobSearchFilters> = {}): JobSearchFilters => ({
  target: 'jobs',
  keyword: `${word} dash`,
  category: 'Web development',
  skills: ['react'],
  budget_type: 'fixed',
  budget_min_cents: 80_000,
  budget_max_cents: null,
  ...overrides,
});

/**
 * Saved searches (decision 2200): private to their owner; a jobs search alerts its owner once per
 * new public job that matches, never for an invite-only one, and by mail when the settings say so.
 */
export function describeSavedSearchContract(target: ContractTarget, sessions: ContractSessions) {
  describe('saved-search', () => {
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;
    const alertsOf = async (requestId: string) =>
      (
        await provider().call(fetchNotifications, { query: { kind: 'saved_search_match', page_size: 50 } })
      ).items.filter((item) => item.subject.request_id === requestId);
    let searchId = '';

    beforeAll(async () => {
      const saved = await provider().call(createSavedSearch, {
        body: { name: 'Contract suite: React reports', filters: jobsSearch({ skills: ['React'] }) },
      });
      searchId = saved.id;
    });

    // proves: SAVED-SEARCH-PRIVATE
    it('keeps a search by name, private to its owner, renamed and deleted by them only', async () => {
      const mine = await provider().call(fetchSavedSearches, { query: { target: 'jobs', page_size: 100 } });
      expect(mine.items.find((item) => item.id === searchId)).toMatchObject({
        name: 'Contract suite: React reports',
        filters: { target: 'jobs', skills: ['react'], budget_min_cents: 80_000, budget_type: 'fixed' },
        match_count: 0,
        last_match_at: null,
      });
      const workers = await client().call(createSavedSearch, {
        body: {
          name: 'Contract suite: designers',
          filters: { target: 'workers', condition: 'design', hourly_max: 60, ready: true },
        },
      });
      const theirs = await client().call(fetchSavedSearches, { query: { page_size: 100 } });
      expect(theirs.items.map((item) => item.id)).toContain(workers.id);
      expect(theirs.items.map((item) => item.id)).not.toContain(searchId);
      await expectApiError(
        client().call(renameSavedSearch, { body: { saved_search_id: searchId, name: 'Mine now' } }),
        404,
        'NOT_FOUND',
      );
      await expectApiError(
        client().call(deleteSavedSearch, { query: { saved_search_id: searchId } }),
        404,
        'NOT_FOUND',
      );
      await expectApiError(
        client().call(createSavedSearch, { body: { name: '  ', filters: jobsSearch() } }),
        400,
        'VALIDATION_FAILED',
        ['name'],
      );
      const renamed = await client().call(renameSavedSearch, {
        body: { saved_search_id: workers.id, name: 'Contract suite: designers under 60' },
      });
      expect(renamed).toMatchObject({ id: workers.id, name: 'Contract suite: designers under 60' });
      expect(await client().call(deleteSavedSearch, { query: { saved_search_id: workers.id } })).toEqual({
        ok: true,
      });
      const after = await client().call(fetchSavedSearches, { query: { page_size: 100 } });
      expect(after.items.map((item) => item.id)).not.toContain(workers.id);
    });

    // proves: SAVED-SEARCH-ALERT
    it('alerts once for a matching public job, never for an invite-only one, and once when one is made public', async () => {
      const posted = await client().call(createRequest, { body: job('Contract suite: sales report') });
      expect(await alertsOf(posted.id)).toEqual([
        expect.objectContaining({
          kind: 'saved_search_match',
          title: 'Contract suite: sales report',
          subject: expect.objectContaining({ request_id: posted.id, saved_search_id: searchId }),
          read_at: null,
        }),
      ]);
      // An edit matches again, but the match was made: no second alert.
      await client().call(updateRequest, {
        body: { request_id: posted.id, title: 'Contract suite: sales report v2' },
      });
      expect(await alertsOf(posted.id)).toHaveLength(1);

      const hidden = await client().call(createRequest, {
        body: job('Contract suite: private report', 'invite_only'),
      });
      expect(await alertsOf(hidden.id)).toEqual([]);
      const cheap = await client().call(createRequest, {
        body: { ...job('Contract suite: cheap report'), budget_min_cents: 10_000, budget_max_cents: 20_000 },
      });
      expect(await alertsOf(cheap.id)).toEqual([]);
      await client().call(updateRequest, { body: { request_id: hidden.id, visibility: 'public' } });
      expect(await alertsOf(hidden.id)).toHaveLength(1);

      const saved = await provider().call(fetchSavedSearches, { query: { target: 'jobs', page_size: 100 } });
      const search = saved.items.find((item) => item.id === searchId)!;
      expect(search.match_count).toBe(2);
      expect(search.last_match_at).not.toBeNull();
    });

    it('mails the alert at once when the owner asked for mail', async () => {
      if (!target.mailsTo) return;
      const email = (await provider().call(fetchProfile)).account.basic.email.address;
      await provider().call(changeNotificationSettings, {
        body: { channels: [{ kind: 'saved_search_match', channel: 'mail' }] },
      });
      const before = (await target.mailsTo(email)).length;
      await client().call(createRequest, { body: job('Contract suite: mailed report') });
      let mails = await target.mailsTo(email);
      for (let tries = 0; mails.length === before && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mails = await target.mailsTo(email);
      }
      expect(mails.length).toBe(before + 1);
      expect(mails.at(-1)!.subject).toBe(
        'A new job matches your saved search: “Contract suite: mailed report”',
      );
      await provider().call(changeNotificationSettings, {
        body: { channels: [{ kind: 'saved_search_match', channel: 'in_app' }] },
      });
      await provider().call(deleteSavedSearch, { query: { saved_search_id: searchId } });
    });
  });
}

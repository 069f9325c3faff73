import { describe, expect, it } from 'vitest';

import { fetchBlogPost, fetchBlogPosts, fetchSandbox, sendContactMessage } from '../contract/site';
import { buildContactMessageInput } from '../mocks/factories/site';
import { CONTACT_LIMIT } from '../rules/site';
import { createGuestClient, expectApiError } from './session';
import type { ContractTarget } from './target';

/** The public site, called as a guest (no token): the blog and the contact form. */
export function describeSiteContract(target: ContractTarget) {
  /** Made per test: a server target knows its base URL only once it listens. */
  const guestClient = () => createGuestClient(target);

  describe('site', () => {
    it('lists blog posts newest first, paged and by tag, and opens one', async () => {
      const guest = guestClient();
      const first = await guest.call(fetchBlogPosts, { query: { lang: 'en', page_size: 3 } });
      expect(first.items).toHaveLength(3);
      expect(first.total).toBeGreaterThan(3);
      const days = first.items.map((item) => item.published_on);
      expect(days).toEqual([...days].sort().reverse());
      const second = await guest.call(fetchBlogPosts, { query: { lang: 'en', page: 2, page_size: 3 } });
      expect(second.items[0]!.published_on <= days[2]!).toBe(true);
      expect(second.items.map((item) => item.slug)).not.toContain(first.items[0]!.slug);

      const tag = first.tags[0]!;
      const tagged = await guest.call(fetchBlogPosts, { query: { lang: 'en', tag } });
      expect(tagged.items.length).toBeGreaterThan(0);
      expect(tagged.items.every((item) => item.tags.includes(tag))).toBe(true);

      const post = await guest.call(fetchBlogPost, { query: { slug: first.items[0]!.slug, lang: 'en' } });
      expect(post).toMatchObject({ slug: first.items[0]!.slug, title: first.items[0]!.title });
      expect(post.html).toMatch(/<p>/);
      const chinese = await guest.call(fetchBlogPosts, { query: { lang: 'zh' } });
      expect(chinese.items.every((item) => item.lang === 'zh')).toBe(true);
      await expectApiError(
        guest.call(fetchBlogPost, { query: { slug: 'no-such-post', lang: 'en' } }),
        404,
        'NOT_FOUND',
      );
    });

    it('says, to a guest, whether payments are simulated and mail is only logged', async () => {
      const sandbox = await guestClient().call(fetchSandbox, {});
      expect(Object.keys(sandbox).sort()).toEqual(['mail_not_sent', 'payments_simulated']);
      expect(typeof sandbox.payments_simulated).toBe('boolean');
      expect(typeof sandbox.mail_not_sent).toBe('boolean');
    });

    it('takes a contact message, says which fields are wrong, and limits a sender', async () => {
      const guest = guestClient();
      const email = `contract-${Date.now()}@example.com`;
      const receipt = await guest.call(sendContactMessage, { body: buildContactMessageInput({ email }) });
      expect(receipt.id).toEqual(expect.any(String));
      await expectApiError(
        guest.call(sendContactMessage, {
          body: { name: '', email: 'not-an-email', topic: 'other', message: 'short' },
        }),
        400,
        'VALIDATION_FAILED',
        ['name', 'email', 'message'],
      );
      for (let sent = 1; sent < CONTACT_LIMIT.perSender; sent += 1)
        await guest.call(sendContactMessage, { body: buildContactMessageInput({ email }) });
      const limited = await expectApiError(
        guest.call(sendContactMessage, { body: buildContactMessageInput({ email }) }),
        429,
        'RATE_LIMITED',
      );
      // How long to wait (Retry-After, decision 1010): within the window, and said in the message.
      expect(limited.retryAfterSeconds).toBeGreaterThan(0);
      expect(limited.retryAfterSeconds).toBeLessThanOrEqual(CONTACT_LIMIT.windowSeconds);
      expect(limited.userMessage).toMatch(
        /^Too many messages .+\. Try again in \d+ (second|minute|hour)s?\.$/,
      );
    });
  });
}

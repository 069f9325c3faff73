import { beforeAll, describe, expect, it } from 'vitest';

import {
  createPortfolioItem,
  deletePortfolioItem,
  fetchOwnPortfolio,
  fetchPortfolio,
  reorderPortfolio,
  updatePortfolioItem,
  updateProfileVisibility,
  uploadPortfolioImage,
} from '../contract/review';
import { fetchProfile } from '../contract/user';
import { PORTFOLIO_MAX_ITEMS } from '../rules/portfolio';
import { PUBLIC_FILE_CACHE } from '../rules/file-access';
import { createSession, expectApiError, type ContractSessions } from './session';
import type { ContractTarget } from './target';

/** A 1x1 PNG: the smallest image the type check (by content) accepts. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const item = (title: string) => ({ title, description: 'What I did and for whom.' });

/**
 * A provider's portfolio on the public profile (decision 1370): items with a title, a description,
 * images uploaded first and an http(s) link, within Upwork's limits (PORTFOLIO-LIMITS,
 * PORTFOLIO-LINK), changed by their owner only (PORTFOLIO-OWN), hidden with the profile (PROFILE-HIDE).
 */
export function describeReviewPortfolioContract(target: ContractTarget, sessions: ContractSessions) {
  describe('review: portfolio', () => {
    const provider = () => sessions.provider.client;
    let flid = '';
    beforeAll(async () => {
      flid = (await provider().call(fetchProfile)).account.basic.FLID.identity;
    });

    // proves: PORTFOLIO-OWN
    it('adds an item with an image and a link, shows it to a guest, edits it and deletes it', async () => {
      const image = await provider().call(uploadPortfolioImage, { body: { file: png('shop.png') } });
      expect(image).toMatchObject({ content_type: 'image/png', size_bytes: PNG.length });
      const created = await provider().call(createPortfolioItem, {
        body: {
          title: '  Contract suite: a shop  ',
          description: 'Rebuilt the checkout.',
          link: 'https://example.com/shop',
          image_ids: [image.id],
        },
      });
      expect(created).toMatchObject({
        title: 'Contract suite: a shop',
        description: 'Rebuilt the checkout.',
        link: 'https://example.com/shop',
        images: [image],
      });

      const guest = createSession(target, null).client;
      const shown = await guest.call(fetchPortfolio, { query: { flid } });
      expect(shown.items.find((candidate) => candidate.id === created.id)).toEqual(created);
      if (image.url.startsWith('/api/files/')) {
        // The image is served to anyone, as a photo is.
        const served = await (target.fetch ?? fetch)(`${target.baseUrl}${image.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toContain('image/png');
        expect(served.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE);
      }

      const second = await provider().call(uploadPortfolioImage, { body: { file: png('cart.png') } });
      const edited = await provider().call(updatePortfolioItem, {
        body: {
          id: created.id,
          title: 'Contract suite: a shop, again',
          description: 'Both pages.',
          image_ids: [second.id],
        },
      });
      expect(edited).toMatchObject({ title: 'Contract suite: a shop, again', link: null, images: [second] });
      const mine = await provider().call(fetchOwnPortfolio);
      expect(mine.items.find((candidate) => candidate.id === created.id)).toEqual(edited);

      await provider().call(deletePortfolioItem, { body: { id: created.id } });
      const after = await guest.call(fetchPortfolio, { query: { flid } });
      expect(after.items.some((candidate) => candidate.id === created.id)).toBe(false);
      await expectApiError(
        provider().call(deletePortfolioItem, { body: { id: created.id } }),
        404,
        'NOT_FOUND',
      );
    });

    // proves: PORTFOLIO-LIMITS, PORTFOLIO-LINK
    it('refuses a title, description, link or image list out of bounds, on its field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...item(''), title: '   ' }, 'title'],
        [item('x'.repeat(71)), 'title'],
        [{ ...item('Too long'), description: 'x'.repeat(601) }, 'description'],
        [{ ...item('No description'), description: '' }, 'description'],
        [{ ...item('A script'), link: 'javascript:alert(1)' }, 'link'],
        [{ ...item('A bare word'), link: 'example' }, 'link'],
        [
          { ...item('Eleven images'), image_ids: Array.from({ length: 11 }, (_, i) => `image-${i}`) },
          'image_ids',
        ],
      ];
      for (const [body, field] of cases) {
        await expectApiError(
          provider().call(createPortfolioItem, { body: body as never }),
          400,
          'VALIDATION_FAILED',
          [field],
        );
      }
      const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'cv.png', { type: 'image/png' });
      const error = await expectApiError(
        provider().call(uploadPortfolioImage, { body: { file: pdf } }),
        415,
        'UNSUPPORTED_FILE_TYPE',
      );
      expect(error.userMessage).toBe('Unsupported file type');
    });

    // proves: PORTFOLIO-LIMITS
    it(`holds at most ${PORTFOLIO_MAX_ITEMS} items, and reorders them when each is named once`, async () => {
      const stranger = createSession(target, await target.signIn('stranger')).client;
      const before = (await stranger.call(fetchOwnPortfolio)).items.length;
      const added: string[] = [];
      for (let i = before; i < PORTFOLIO_MAX_ITEMS; i += 1)
        added.push((await stranger.call(createPortfolioItem, { body: item(`Contract suite item ${i}`) })).id);
      await expectApiError(
        stranger.call(createPortfolioItem, { body: item('One too many') }),
        409,
        'CONFLICT',
      );

      const ids = (await stranger.call(fetchOwnPortfolio)).items.map((entry) => entry.id);
      await expectApiError(
        stranger.call(reorderPortfolio, { body: { ids: ids.slice(1) } }),
        400,
        'VALIDATION_FAILED',
        ['ids'],
      );
      const reordered = await stranger.call(reorderPortfolio, { body: { ids: [...ids].reverse() } });
      expect(reordered.items.map((entry) => entry.id)).toEqual([...ids].reverse());
      for (const id of added) await stranger.call(deletePortfolioItem, { body: { id } });
    });

    // proves: PORTFOLIO-OWN
    it("refuses to let another user change an item or show someone else's image", async () => {
      const image = await provider().call(uploadPortfolioImage, { body: { file: png('mine.png') } });
      const created = await provider().call(createPortfolioItem, {
        body: { ...item('Contract suite: mine'), image_ids: [image.id] },
      });
      const stranger = createSession(target, await target.signIn('stranger')).client;
      await expectApiError(
        stranger.call(updatePortfolioItem, { body: { id: created.id, ...item('Taken over') } }),
        403,
        'FORBIDDEN',
      );
      await expectApiError(
        stranger.call(deletePortfolioItem, { body: { id: created.id } }),
        403,
        'FORBIDDEN',
      );
      await expectApiError(
        stranger.call(createPortfolioItem, { body: { ...item('Borrowed'), image_ids: [image.id] } }),
        404,
        'NOT_FOUND',
      );
      // One image shows in one item.
      await expectApiError(
        provider().call(createPortfolioItem, { body: { ...item('Twice'), image_ids: [image.id] } }),
        409,
        'CONFLICT',
      );
      const unchanged = await provider().call(fetchOwnPortfolio);
      expect(unchanged.items.find((candidate) => candidate.id === created.id)).toEqual(created);
      await provider().call(deletePortfolioItem, { body: { id: created.id } });
    });

    // proves: PROFILE-HIDE
    it('hides the portfolio from guests while the profile is hidden; its owner still edits it', async () => {
      const created = await provider().call(createPortfolioItem, { body: item('Contract suite: hidden') });
      const guest = createSession(target, null).client;
      await provider().call(updateProfileVisibility, { body: { public: false } });
      try {
        await expectApiError(guest.call(fetchPortfolio, { query: { flid } }), 404, 'NOT_FOUND');
        await expectApiError(
          sessions.client.client.call(fetchPortfolio, { query: { flid } }),
          404,
          'NOT_FOUND',
        );
        const mine = await provider().call(fetchOwnPortfolio);
        expect(mine.items.some((candidate) => candidate.id === created.id)).toBe(true);
      } finally {
        await provider().call(updateProfileVisibility, { body: { public: true } });
      }
      const shown = await guest.call(fetchPortfolio, { query: { flid } });
      expect(shown.items.some((candidate) => candidate.id === created.id)).toBe(true);
      await provider().call(deletePortfolioItem, { body: { id: created.id } });
    });
  });
}

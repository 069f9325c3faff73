import { beforeAll, describe, expect, it } from 'vitest';

import { closeProject, completeProject } from '../contract/project';
import {
  fetchClientReputation,
  fetchProfileVisibility,
  fetchProjectReviews,
  fetchPublicProfile,
  fetchUserReviews,
  replyToReview,
  submitReview,
  updateProfileVisibility,
} from '../contract/review';
import { fetchProfile, fetchProfileForUser, searchForUsers } from '../contract/user';
import type { PublicUser } from '../schemas/user';
import { type ContractSessions, createSession, expectApiError } from './session';
import type { ContractTarget } from './target';
import { payFirstMilestone, startProject } from './start-project';

/**
 * Reviews (decision 1300): only after a project finishes, only its two sides, once each
 * (REVIEW-ONCE), hidden from the other side until both are in (REVIEW-BLIND); the public profile
 * then shows it with a job success figure (JOB-SUCCESS).
 */
export function describeReviewContract(target: ContractTarget, sessions: ContractSessions) {
  describe('review', () => {
    const ids = { project: '', providerFlid: '', clientFlid: '', clientReview: '' };
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;

    beforeAll(async () => {
      ids.providerFlid = (await provider().call(fetchProfile)).account.basic.FLID.identity;
      ids.clientFlid = (await client().call(fetchProfile)).account.basic.FLID.identity;
      const project = await startProject(sessions, 'Contract suite: a reviewed fix', 15_000);
      ids.project = project.id;
    });

    // proves: REVIEW-ONCE, REVIEW-ASPECTS
    it('refuses a review before the project finishes, then takes one per side once it is DONE', async () => {
      await expectApiError(
        client().call(submitReview, { body: { project_id: ids.project, rating: 5, comment: 'Early' } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await payFirstMilestone(sessions, ids.project);
      await client().call(completeProject, { body: { project_id: ids.project, score: 90 } });

      await expectApiError(
        client().call(submitReview, { body: { project_id: ids.project, rating: 6, comment: 'Too high' } }),
        400,
        'VALIDATION_FAILED',
        ['rating'],
      );
      // The review form's comment field shows this refusal (review/project-review, decision 1140).
      await expectApiError(
        client().call(submitReview, { body: { project_id: ids.project, rating: 5, comment: '   ' } }),
        400,
        'VALIDATION_FAILED',
        ['comment'],
      );
      // REVIEW-ASPECTS: each aspect 1–5, and only the aspects of the reviewed side.
      await expectApiError(
        client().call(submitReview, {
          body: { project_id: ids.project, rating: 5, aspects: { quality: 0 }, comment: 'Zero' },
        }),
        400,
        'VALIDATION_FAILED',
        ['aspects.quality'],
      );
      // A client rates the provider's quality, communication and deadlines, not the client's payment.
      await expectApiError(
        client().call(submitReview, {
          body: { project_id: ids.project, rating: 5, aspects: { payment: 5 }, comment: 'Wrong side' },
        }),
        400,
        'VALIDATION_FAILED',
        ['aspects.payment'],
      );
      const mine = await client().call(submitReview, {
        body: {
          project_id: ids.project,
          rating: 5,
          aspects: { quality: 5, communication: 4, deadlines: 5 },
          comment: 'Fast and careful work.',
          private_note: 'Would hire again.',
        },
      });
      ids.clientReview = mine.id;
      expect(mine).toMatchObject({
        aspects: { quality: 5, communication: 4, deadlines: 5 },
        reply: null,
        rating: 5,
        author_role: 'client',
        public: false,
        private_note: 'Would hire again.',
      });
      await expectApiError(
        client().call(submitReview, { body: { project_id: ids.project, rating: 4, comment: 'Again' } }),
        409,
        'CONFLICT',
      );
    });

    // proves: REVIEW-BLIND
    it('hides a review from the other side and the profile until both are in, then shows both', async () => {
      const before = await provider().call(fetchProjectReviews, { query: { project_id: ids.project } });
      expect(before).toMatchObject({ can_review: true, theirs: null, theirs_submitted: true, mine: null });
      const hidden = await client().call(fetchUserReviews, { query: { flid: ids.providerFlid } });
      expect(hidden.items.filter((review) => review.project_id === ids.project)).toEqual([]);
      // REVIEW-REPLY: no reply to a review that is not public yet.
      await expectApiError(
        provider().call(replyToReview, { body: { review_id: ids.clientReview, comment: 'Too early' } }),
        409,
        'INVALID_STATE_TRANSITION',
      );

      const theirs = await provider().call(submitReview, {
        body: { project_id: ids.project, rating: 4, comment: 'Clear brief, paid on time.' },
      });
      expect(theirs).toMatchObject({ public: true, author_role: 'provider' });

      const seen = await client().call(fetchProjectReviews, { query: { project_id: ids.project } });
      expect(seen).toMatchObject({
        can_review: false,
        cannot_review_reason: 'You already reviewed this project',
        mine: { rating: 5, public: true },
        theirs: { rating: 4, comment: 'Clear brief, paid on time.' },
      });
      expect(seen.theirs).not.toHaveProperty('private_note');
      const shown = await client().call(fetchUserReviews, { query: { flid: ids.providerFlid } });
      expect(shown.items.find((review) => review.project_id === ids.project)).toMatchObject({
        rating: 5,
        comment: 'Fast and careful work.',
      });
      expect(shown.items.find((review) => review.project_id === ids.project)).not.toHaveProperty(
        'private_note',
      );
      const clientSide = await provider().call(fetchUserReviews, { query: { flid: ids.clientFlid } });
      expect(clientSide.items.find((review) => review.project_id === ids.project)?.rating).toBe(4);
    });

    // proves: REVIEW-REPLY
    it('takes one reply from the reviewed side once the review is public, never a second, and shows it', async () => {
      const reply = { review_id: ids.clientReview, comment: 'Thank you, a pleasure to work with.' };
      // The author cannot answer their own review; only the person it is about can.
      await expectApiError(client().call(replyToReview, { body: reply }), 403, 'FORBIDDEN');
      await expectApiError(
        provider().call(replyToReview, { body: { ...reply, comment: '  ' } }),
        400,
        'VALIDATION_FAILED',
        ['comment'],
      );
      const answered = await provider().call(replyToReview, { body: reply });
      expect(answered).toMatchObject({
        id: ids.clientReview,
        reply: { comment: 'Thank you, a pleasure to work with.' },
      });
      await expectApiError(
        provider().call(replyToReview, { body: { ...reply, comment: 'An edit' } }),
        409,
        'CONFLICT',
      );
      const guest = createSession(target, null).client;
      const shown = await guest.call(fetchUserReviews, { query: { flid: ids.providerFlid } });
      expect(shown.items.find((review) => review.id === ids.clientReview)?.reply?.comment).toBe(
        'Thank you, a pleasure to work with.',
      );
      const profile = await guest.call(fetchPublicProfile, { query: { flid: ids.providerFlid } });
      expect(profile.aspect_averages.quality).not.toBeNull();
      await expectApiError(
        provider().call(replyToReview, { body: { review_id: 'no-such-review', comment: 'Hello' } }),
        404,
        'NOT_FOUND',
      );
    });

    // proves: CLIENT-REPUTATION
    it("shows a provider the client's rating from providers' reviews, hire rate and payment record", async () => {
      const clientId = (await client().call(fetchProfile)).account.basic.user_id;
      const record = await provider().call(fetchClientReputation, { query: { client_id: clientId } });
      expect(record.client_id).toBe(clientId);
      // The provider's public review of the client counts; the client's review of the provider does not.
      expect(record.review_count).toBeGreaterThanOrEqual(1);
      expect(record.rating).not.toBeNull();
      expect(record.posts).toBeGreaterThanOrEqual(1);
      expect(record.hired_posts).toBeGreaterThanOrEqual(1);
      expect(record.hire_rate).not.toBeNull();
      expect(record.paid_milestones).toBeGreaterThanOrEqual(1);
      await expectApiError(
        provider().call(fetchClientReputation, { query: { client_id: 'no-such-client' } }),
        404,
        'NOT_FOUND',
      );
      await expectApiError(
        createSession(target, null).client.call(fetchClientReputation, { query: { client_id: clientId } }),
        401,
        'UNAUTHENTICATED',
      );
    });

    // proves: JOB-SUCCESS
    it("shows the provider's public profile with the review counted and a job success figure", async () => {
      const profile = await client().call(fetchPublicProfile, { query: { flid: ids.providerFlid } });
      expect(profile.user.flid).toBe(ids.providerFlid);
      expect(profile.review_count).toBeGreaterThanOrEqual(1);
      expect(profile.average_rating).not.toBeNull();
      expect(profile.job_success.completed).toBeGreaterThanOrEqual(1);
      expect(profile.job_success.score).not.toBeNull();
      // The badges are the ones the workers sheet shows of the same provider (decision 1330).
      const providerId = (await provider().call(fetchProfile)).account.basic.user_id;
      const sheet = await client().call(fetchProfileForUser, { params: { id: providerId } });
      expect(profile.badges).toEqual(sheet.badges);
      await expectApiError(
        client().call(fetchPublicProfile, { query: { flid: 'no-such-provider-anywhere' } }),
        404,
        'NOT_FOUND',
      );
    });

    // proves: PROVIDER-SORT
    it("filters and sorts search-for-users by job success and rating, the profile's figures, no history last", async () => {
      const profile = await client().call(fetchPublicProfile, { query: { flid: ids.providerFlid } });
      const score = profile.job_success.score!;
      const find = (query: Record<string, unknown>) =>
        client().call(searchForUsers, { query: { condition: ids.providerFlid, ...query } });
      // The figures are the profile's own (one rule, JOB-SUCCESS), and a minimum filters on them.
      const found = await find({ job_success_min: score, rating_min: profile.average_rating! });
      expect(found.users.find((user) => user.flid === ids.providerFlid)).toMatchObject({
        job_success: score,
        rating: profile.average_rating,
        review_count: profile.review_count,
      });
      if (score < 100)
        expect((await find({ job_success_min: score + 1 })).users.map((user) => user.flid)).not.toContain(
          ids.providerFlid,
        );
      // A provider with no finished work and no public review: no figures, and never past a minimum.
      const newcomer = createSession(target, await target.signIn('member')).client;
      const newcomerFlid = (await newcomer.call(fetchProfile)).account.basic.FLID.identity;
      const fresh = await client().call(searchForUsers, {
        query: { condition: newcomerFlid, sort: 'rating' },
      });
      expect(fresh.users.find((user) => user.flid === newcomerFlid)).toMatchObject({
        job_success: null,
        rating: null,
        review_count: 0,
      });
      for (const min of [{ job_success_min: 0 }, { rating_min: 1 }]) {
        const none = await client().call(searchForUsers, { query: { condition: newcomerFlid, ...min } });
        expect(none.users.map((user) => user.flid)).not.toContain(newcomerFlid);
      }
      // Best first, no figure last, ties by FLID; two pages of two are the first page of four.
      for (const sort of ['job_success', 'rating'] as const) {
        const four = await client().call(searchForUsers, { query: { sort, page_size: 4 } });
        expectSorted(four.users, sort);
        const pages = await Promise.all(
          [1, 2].map((page) => client().call(searchForUsers, { query: { sort, page, page_size: 2 } })),
        );
        expect(pages.flatMap((page) => page.users.map((user) => user.user_id))).toEqual(
          four.users.map((user) => user.user_id),
        );
      }
      await expectApiError(
        client().call(searchForUsers, {
          query: { sort: 'best' as 'rating', job_success_min: 101 },
        }),
        400,
        'VALIDATION_FAILED',
        ['sort', 'job_success_min'],
      );
    });

    // proves: PROFILE-WORK
    it('lists a completed project on the profile with its title and amount unless the client said no', async () => {
      const shown = await client().call(fetchPublicProfile, { query: { flid: ids.providerFlid } });
      expect(shown.completed_projects.find((work) => work.project_id === ids.project)).toMatchObject({
        title: 'Contract suite: a reviewed fix',
        amount_cents: 15_000,
      });
      const kept = await startProject(sessions, 'Contract suite: a private fix', 13_000);
      await payFirstMilestone(sessions, kept.id);
      await client().call(completeProject, {
        body: { project_id: kept.id, score: 95, show_on_profile: false },
      });
      const after = await createSession(target, null).client.call(fetchPublicProfile, {
        query: { flid: ids.providerFlid },
      });
      expect(after.completed_projects.map((work) => work.project_id)).not.toContain(kept.id);
      expect(after.completed_projects.map((work) => work.project_id)).toContain(ids.project);
      expect(after.job_success.completed).toBe(shown.job_success.completed + 1);
    });

    // proves: PROFILE-HIDE
    it('shows the profile and its reviews to a guest until the provider hides it, and again once shown', async () => {
      const guest = createSession(target, null).client;
      const flid = ids.providerFlid;
      const shown = await guest.call(fetchPublicProfile, { query: { flid } });
      expect(shown.review_count).toBeGreaterThanOrEqual(1);
      const reviews = await guest.call(fetchUserReviews, { query: { flid } });
      expect(reviews.items.some((review) => review.project_id === ids.project)).toBe(true);
      expect(await provider().call(fetchProfileVisibility)).toEqual({ flid, public: true });

      expect(await provider().call(updateProfileVisibility, { body: { public: false } })).toEqual({
        flid,
        public: false,
      });
      expect(await provider().call(fetchProfileVisibility)).toEqual({ flid, public: false });
      // Hidden reads as no such user, for guests and signed-in users alike.
      await expectApiError(guest.call(fetchPublicProfile, { query: { flid } }), 404, 'NOT_FOUND');
      await expectApiError(guest.call(fetchUserReviews, { query: { flid } }), 404, 'NOT_FOUND');
      await expectApiError(client().call(fetchPublicProfile, { query: { flid } }), 404, 'NOT_FOUND');
      await expectApiError(
        provider().call(updateProfileVisibility, { body: { public: 'no' as unknown as boolean } }),
        400,
        'VALIDATION_FAILED',
        ['public'],
      );

      await provider().call(updateProfileVisibility, { body: { public: true } });
      expect((await guest.call(fetchPublicProfile, { query: { flid } })).user.flid).toBe(flid);
    });

    it('refuses a review of a project closed before anything was paid', async () => {
      const project = await startProject(sessions, 'Contract suite: a closed fix', 12_000);
      await client().call(closeProject, { body: { project_id: project.id } });
      const state = await provider().call(fetchProjectReviews, { query: { project_id: project.id } });
      expect(state.can_review).toBe(false);
      await expectApiError(
        provider().call(submitReview, { body: { project_id: project.id, rating: 3, comment: 'Closed' } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });
  });
}

/** PROVIDER-SORT: non-increasing by the figure, nulls after every figure. */
function expectSorted(users: readonly PublicUser[], sort: 'job_success' | 'rating') {
  const figures = users.map((user) => user[sort]);
  const firstNull = figures.indexOf(null);
  const known = (firstNull === -1 ? figures : figures.slice(0, firstNull)) as number[];
  expect(known).toEqual([...known].sort((left, right) => right - left));
  if (firstNull !== -1) expect(figures.slice(firstNull).every((figure) => figure === null)).toBe(true);
}

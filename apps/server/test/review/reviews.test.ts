import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../../src/db/project-schema';
import { fetchUserReviews, submitReview } from '../../src/review/review-service';
import { call, createTestApp, type TestApp } from '../helpers/test-app';
import { ok, signUpTokens, startProject } from '../helpers/start-project';

const DAY = 24 * 60 * 60 * 1000;

/** Rules the contract suite cannot reach: contributors and strangers, racing submissions, the closed window. */
describe('reviews (REVIEW-ONCE, REVIEW-BLIND)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  const idOf = async (token: string) =>
    (await call(app, 'GET', '/api/user/profile/fetch-profile', { token })).body.account.basic as {
      user_id: string;
      FLID: { identity: string };
    };

  /** A project of the two, marked DONE `daysAgo` days ago (its milestones are not what is tested here). */
  async function finishedProject(daysAgo: number) {
    const { project } = await startProject(app, client, provider);
    await app.services.db
      .update(projects)
      .set({ status: 'DONE', score: 90, updatedAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(projects.id, project.id));
    return project.id as string;
  }

  beforeAll(async () => {
    app = await createTestApp();
    [client, provider, stranger] = await signUpTokens(
      app,
      'review-client@example.com',
      'review-provider@example.com',
      'review-stranger@example.com',
    );
  });
  afterAll(() => app.close());

  // proves: REVIEW-ONCE
  it('lets only the client and the provider review, a contributor or a stranger not', async () => {
    const projectId = await finishedProject(1);
    const contributor = await idOf(stranger);
    const review = { project_id: projectId, rating: 4, comment: 'Good.' };
    const strangerCall = await call(app, 'POST', '/api/review/submit-review', {
      token: stranger,
      body: review,
    });
    expect(strangerCall.status).toBe(403);
    await app.services.db.update(projects).set({ status: 'ONGOING' }).where(eq(projects.id, projectId));
    await ok(app, '/api/project/add-project-collaborator', client, {
      project_id: projectId,
      user_id: contributor.user_id,
    });
    await app.services.db.update(projects).set({ status: 'DONE' }).where(eq(projects.id, projectId));
    const asContributor = await call(app, 'POST', '/api/review/submit-review', {
      token: stranger,
      body: review,
    });
    expect(asContributor.status).toBe(403);
    expect(asContributor.body.error.message).toBe(
      'Only the client and the provider of a project can review it',
    );
    const read = await call(app, 'GET', '/api/review/fetch-project-reviews', {
      token: stranger,
      query: { project_id: projectId },
    });
    expect(read.status).toBe(403);
  });

  // proves: REVIEW-ONCE
  it('keeps one review of two racing submissions and answers the other 409', async () => {
    const projectId = await finishedProject(1);
    const body = { project_id: projectId, rating: 5, comment: 'Twice?' };
    const answers = await Promise.all([
      call(app, 'POST', '/api/review/submit-review', { token: client, body }),
      call(app, 'POST', '/api/review/submit-review', { token: client, body }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  // proves: REVIEW-BLIND
  it('shows a lone review once the 14-day window closes, and takes no review after it', async () => {
    const projectId = await finishedProject(20);
    const me = await idOf(client);
    const them = await idOf(provider);
    // The client reviewed on day 2, inside the window; the provider never did.
    const finished = Date.now() - 20 * DAY;
    await submitReview(
      app.services,
      me.user_id,
      { project_id: projectId, rating: 3, comment: 'Late but fine.', private_note: 'Missed two deadlines.' },
      new Date(finished + 2 * DAY),
    );
    const onDay10 = await fetchUserReviews(
      app.services,
      { flid: them.FLID.identity, page: 1, page_size: 20 },
      new Date(finished + 10 * DAY),
    );
    expect(onDay10.items.map((review) => review.project_id)).not.toContain(projectId);
    const now = await call(app, 'GET', '/api/review/fetch-user-reviews', {
      token: stranger,
      query: { flid: them.FLID.identity },
    });
    const shown = now.body.items.find((review: { project_id: string }) => review.project_id === projectId);
    expect(shown).toMatchObject({ rating: 3, comment: 'Late but fine.' });
    expect(JSON.stringify(now.body)).not.toContain('Missed two deadlines');

    const late = await call(app, 'POST', '/api/review/submit-review', {
      token: provider,
      body: { project_id: projectId, rating: 5, comment: 'Too late.' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('The 14-day review window of this project has closed');
  });

  it('answers 404 to a guest asking for nobody and 400 naming the field to an empty comment', async () => {
    const projectId = await finishedProject(1);
    const guest = await call(app, 'GET', '/api/review/fetch-public-profile', { query: { flid: 'anyone' } });
    expect(guest.status).toBe(404);
    const empty = await call(app, 'POST', '/api/review/submit-review', {
      token: provider,
      body: { project_id: projectId, rating: 4, comment: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ comment: 'Please write a few words about working together' });
  });

  // proves: PROFILE-HIDE
  it('lists shown provider profiles in the sitemap and leaves a hidden one out', async () => {
    const them = await idOf(provider);
    await call(app, 'POST', '/api/user/profile/update-expected-salary', {
      token: provider,
      body: { hourly: 40 },
    });
    const location = `<loc>${app.services.config.webUrl}/providers/${them.FLID.identity}</loc>`;
    const shown = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('application/xml');
    expect(shown.body).toContain(location);
    expect(shown.body).toContain(`<loc>${app.services.config.webUrl}/about</loc>`);

    const hide = await call(app, 'POST', '/api/review/update-profile-visibility', {
      token: provider,
      body: { public: false },
    });
    expect(hide.body).toEqual({ flid: them.FLID.identity, public: false });
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(location);
    const page = await call(app, 'GET', '/api/review/fetch-public-profile', {
      query: { flid: them.FLID.identity },
    });
    expect(page.status).toBe(404);
    await call(app, 'POST', '/api/review/update-profile-visibility', {
      token: provider,
      body: { public: true },
    });
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(location);
  });
});

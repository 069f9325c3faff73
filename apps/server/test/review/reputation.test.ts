import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../../src/db/project-schema';
import { providerReputations } from '../../src/db/review-schema';
import { refreshDueReputations } from '../../src/user/reputation';
import { submitReview } from '../../src/review/review-service';
import { ok, signUpTokens, startProject } from '../helpers/start-project';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * PROVIDER-SORT (decision 1360): the stored job success and rating search-for-users sorts by are
 * the rule's own figures, written with the change that moves them, and brought up to date when a
 * review turns public by its window closing (no change at all) or the data predates the table.
 */
describe('stored reputation (PROVIDER-SORT)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  const search = async (query: Record<string, string>) =>
    (await call(app, 'GET', '/api/user/profile/search-for-users', { token: client, query })).body as {
      users: { flid: string; job_success: number | null; rating: number | null }[];
    };

  beforeAll(async () => {
    app = await createTestApp();
    [client, provider, stranger] = await signUpTokens(
      app,
      'rep-client@example.com',
      'rep-provider@example.com',
      'rep-stranger@example.com',
    );
  });
  afterAll(() => app.close());

  // proves: PROVIDER-SORT
  it('sorts and filters by the figures of the rule, moved by a review in and by its window closing', async () => {
    expect(stranger).toBeTruthy();
    // A project finished by a write that predates the table (no row): the search computes it first.
    const { project } = await startProject(app, client, provider);
    await app.services.db
      .update(projects)
      .set({ status: 'DONE', score: 90, updatedAt: new Date(Date.now() - DAY) })
      .where(eq(projects.id, project.id));
    const first = await search({ condition: 'rep', sort: 'job_success' });
    expect(first.users.map((user) => [user.flid, user.job_success, user.rating])).toEqual([
      ['repprovider', 100, null],
      ['repclient', null, null],
      ['repstranger', null, null],
    ]);
    // The client rates 2 of 5: hidden until the provider reviews or the window closes (REVIEW-BLIND).
    const clientId = (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: client })).body
      .account.basic.user_id as string;
    await submitReview(app.services, clientId, {
      project_id: project.id,
      rating: 2,
      comment: 'Late.',
      private_note: '',
    });
    const [stored] = await app.services.db
      .select()
      .from(providerReputations)
      .innerJoin(projects, eq(projects.id, project.id))
      .where(eq(providerReputations.jobSuccess, 100));
    expect(stored?.provider_reputations.refreshAt?.getTime()).toBe(
      stored!.projects.updatedAt.getTime() + 14 * DAY,
    );
    expect(
      (await search({ condition: 'rep', job_success_min: '90' })).users.map((user) => user.flid),
    ).toEqual(['repprovider']);
    // The window closes: the rating is public, the project no longer a success; nothing else changed.
    await refreshDueReputations(app.services.db, new Date(Date.now() + 14 * DAY));
    const later = await search({ condition: 'rep', sort: 'rating' });
    expect(later.users[0]).toMatchObject({ flid: 'repprovider', job_success: 0, rating: 2 });
    expect((await search({ condition: 'rep', job_success_min: '1' })).users).toEqual([]);
    expect((await search({ condition: 'rep', rating_min: '2' })).users.map((user) => user.flid)).toEqual([
      'repprovider',
    ]);
    // The provider's review of the client moves the client's figures in its own transaction.
    await ok(app, '/api/review/submit-review', provider, {
      project_id: project.id,
      rating: 5,
      comment: 'Clear.',
    });
    const [clientRow] = await app.services.db
      .select()
      .from(providerReputations)
      .where(eq(providerReputations.userId, clientId));
    expect(clientRow).toMatchObject({ jobSuccess: null, rating: 5, reviewCount: 1, refreshAt: null });
  });
});

import { createApiClient } from '@lancer/api/client';
import { fetchProjectReviews, fetchPublicProfile, fetchUserReviews } from '@lancer/api/contract/review';
import { payFirstMilestone, startProject } from '@lancer/api/contract-suite/start-project';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, openPage, recordPageProblems } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/reviews-${name}.png`;

/** Picks a rating: the stars are radios drawn over their labels, so the click lands on the label. */
const rate = (page: Page, stars: number) =>
  page.getByRole('radio', { name: `${stars} stars`, exact: true }).check({ force: true });

describe('reviews against the real server (decisions 1300, 1310)', () => {
  // proves: REVIEW-BLIND
  it('the client reviews in the browser and waits blind; the provider reviews; both show, and the profile counts it', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const sides = { client: { client: grace }, provider: { client: ada } };
    const title = `E2E: a reviewed fix ${Date.now()}`;
    const project = await startProject(sides, title, 15_000);
    await payFirstMilestone(sides, project.id);
    const before = await grace.call(fetchPublicProfile, { query: { flid: 'ada' } });

    // Grace completes the paid project in Projects with a score, then follows its review link.
    const page = await signInAs('client@lancer.test');
    const problems = recordPageProblems(page);
    await page.goto(new URL(`/projects?project=${project.id}`, webUrl()).toString());
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('button', { name: 'Complete project' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete the project' });
    await complete.getByRole('textbox', { name: 'Score' }).fill('90');
    await complete.getByRole('button', { name: 'Complete' }).click();
    await complete.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Reviews of this project' }).click();
    await page.waitForURL(`**/project-review/${project.id}`);
    await page.getByRole('heading', { name: 'How was working with Ada Lovelace?' }).waitFor();

    const graceWords = `Careful and quick, tests included (${Date.now()}).`;
    await rate(page, 4);
    // The aspects of a provider (REVIEW-ASPECTS): quality and deadlines rated, communication left out.
    await page.getByRole('radio', { name: 'Quality: 5 stars', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: 'Deadlines: 3 stars', exact: true }).check({ force: true });
    await page.getByLabel('Public comment').fill(graceWords);
    await page.getByLabel('Private note to Lancer (optional)').fill('Would hire again.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Your review is in: waiting for Ada Lovelace').waitFor();
    await page.getByText('Private note to Lancer: Would hire again.').waitFor();
    await page.screenshot({ path: shot('client-waiting'), fullPage: true });

    // Blind: Ada is told she was reviewed, not what was written; the profile does not count it yet.
    const adaSees = await ada.call(fetchProjectReviews, { query: { project_id: project.id } });
    expect(adaSees).toMatchObject({ can_review: true, theirs: null, theirs_submitted: true, mine: null });
    const hidden = await grace.call(fetchUserReviews, { query: { flid: 'ada' } });
    expect(hidden.items.some((review) => review.project_id === project.id)).toBe(false);

    // Ada reviews in her own browser: Grace's words show only once hers are in.
    const adaPage = await signInAs('ada@lancer.test', { at: `/project-review/${project.id}` });
    await adaPage.getByText('Grace Hopper has reviewed you').waitFor();
    await expect(adaPage.getByText(graceWords).count()).resolves.toBe(0);
    await adaPage.screenshot({ path: shot('provider-blind'), fullPage: true });
    const adaWords = `A precise brief and prompt payment (${Date.now()}).`;
    await rate(adaPage, 5);
    await adaPage.getByLabel('Public comment').fill(adaWords);
    await adaPage.getByRole('button', { name: 'Submit review' }).click();
    await adaPage.getByText('Both reviews are public').waitFor();
    await adaPage
      .getByRole('article', { name: "Grace Hopper's review of you" })
      .getByText(graceWords)
      .waitFor();
    // A private note stays with its author.
    await expect(adaPage.getByText('Would hire again.').count()).resolves.toBe(0);
    // Ada answers Grace's review, once: the form goes when the reply is in (REVIEW-REPLY).
    const adaReply = `Thank you, Grace: the brief was precise (${Date.now()}).`;
    const graceCard = adaPage.getByRole('article', { name: "Grace Hopper's review of you" });
    await graceCard.getByRole('textbox', { name: 'Reply to Grace Hopper' }).fill(adaReply);
    await graceCard.getByRole('button', { name: 'Post reply' }).click();
    await graceCard.getByText(adaReply).waitFor();
    await graceCard.getByRole('button', { name: 'Post reply' }).waitFor({ state: 'detached' });
    await adaPage.screenshot({ path: shot('provider-both'), fullPage: true });

    // Grace sees both after a reload, then opens Ada's profile from the page.
    await page.reload();
    await page.getByText('Both reviews are public').waitFor();
    await page.getByRole('article', { name: "Ada Lovelace's review of you" }).getByText(adaWords).waitFor();
    await page.getByRole('link', { name: "Ada Lovelace's profile" }).click();
    await page.waitForURL('**/providers/ada');
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();

    const after = await grace.call(fetchPublicProfile, { query: { flid: 'ada' } });
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.average_rating).not.toBe(null);
    const reviews = page.getByRole('list', { name: 'Reviews received' });
    const mine = reviews
      .getByRole('article', { name: 'Review by Grace Hopper' })
      .filter({ hasText: graceWords });
    await mine.waitFor();
    await expect(mine.getByRole('img', { name: '4 out of 5 stars' }).count()).resolves.toBe(1);
    await expect(mine.textContent()).resolves.toContain('Reply from Ada Lovelace');
    await mine.getByText(adaReply).waitFor();
    await expect(mine.getByRole('term').allTextContents()).resolves.toEqual(['Quality', 'Deadlines']);
    await expect(mine.textContent()).resolves.toContain(`Project: ${title}`);
    // The demo seed's review of Ada's checkout fix is there too (review-seed.ts).
    await reviews.getByText('Ada found and fixed all three checkout bugs in two days').waitFor();
    await page.getByText(`From ${after.review_count} public reviews`).waitFor();
    await page.getByText(String(after.average_rating), { exact: true }).first().waitFor();
    await page.getByText(`${after.job_success.score}%`, { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Average by aspect' }).waitFor();
    expect(after.aspect_averages.deadlines).not.toBeNull();
    await page.screenshot({ path: shot('profile'), fullPage: true });

    // A guest (no token) reads the same review with Ada's reply from the profile's call.
    const guest = createApiClient({
      baseUrl: webUrl(),
      getTokens: () => null,
      setTokens: () => {},
      onLogout: () => {},
    });
    const guestReviews = await guest.call(fetchUserReviews, { query: { flid: 'ada' } });
    expect(guestReviews.items.find((review) => review.project_id === project.id)).toMatchObject({
      aspects: { quality: 5, deadlines: 3 },
      reply: { comment: adaReply },
    });
    // And a guest in a fresh browser sees it on Ada's public page, with the aspects' averages.
    const guestPage = await openPage('/providers/ada');
    await guestPage
      .getByRole('article', { name: 'Review by Grace Hopper' })
      .filter({ hasText: graceWords })
      .getByText(adaReply)
      .waitFor();
    await guestPage.getByRole('list', { name: 'Average by aspect' }).waitFor();
    // PROFILE-WORK: the completed project (allowed by default on completing) with what it paid.
    const work = guestPage.getByRole('region', { name: 'Completed projects' }).getByRole('listitem');
    await expect(work.filter({ hasText: title }).textContent()).resolves.toContain('$150');
    await guestPage.screenshot({ path: shot('guest-profile'), fullPage: true });
    expect(problems).toEqual([]);
  });
});

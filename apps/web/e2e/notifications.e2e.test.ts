import { createProposal } from '@lancer/api/contract/proposal';
import { createRequest } from '@lancer/api/contract/request';
import { fetchUnreadCount } from '@lancer/api/contract/notification';
import { smallJob } from '@lancer/api/contract-suite/start-project';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/notifications-${name}.png`;

/** The bell's accessible name for a count (decision 1210). */
const bellName = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

describe('notifications against the real server (decision 1200, 1210)', () => {
  // proves: NOTIFY-LIVE-COUNT
  it("a provider's proposal rings the client's bell live in two tabs; the popover leads to the request hub; mark all read holds after a reload", async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const title = `E2E: notify the client ${Date.now()}`;
    const request = await grace.call(createRequest, { body: smallJob(title) });

    const page = await signInAs('client@lancer.test');
    const before = (await grace.call(fetchUnreadCount)).unread_count;
    await page.getByRole('button', { name: bellName(before), exact: true }).waitFor();
    // A second tab of the same session: the count reaches it too, over its own socket.
    const tab = await page.context().newPage();
    await tab.goto(page.url());
    await tab.getByRole('button', { name: bellName(before), exact: true }).waitFor();

    await ada.call(createProposal, {
      body: {
        request_id: request.id,
        price_cents: 15_000,
        duration_days: 5,
        milestones: [{ title: 'All of it', amount_cents: 15_000, due_date: '2099-01-01' }],
        payment_plan: 'per_milestone',
      },
    });
    // No reload, no navigation: the count comes over /ws/chat (the issue asks for within 2 s).
    const started = Date.now();
    await page.getByRole('button', { name: bellName(before + 1), exact: true }).waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await tab.getByRole('button', { name: bellName(before + 1), exact: true }).waitFor({ timeout: 2_000 });
    await page.screenshot({ path: shot('bell-rang') });

    await page.getByRole('button', { name: bellName(before + 1), exact: true }).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const latest = popover.getByRole('list', { name: 'Latest notifications' });
    const item = latest.getByRole('link', { name: `Unread: Ada Lovelace sent a proposal on “${title}”` });
    await item.waitFor();
    await expect(item.getAttribute('href')).resolves.toBe(`/request-hub?request=${request.id}`);
    await page.screenshot({ path: shot('popover') });

    // Following it opens the request hub on the job and marks that one read.
    await item.click();
    await page.waitForURL(`**/request-hub?request=${request.id}`);
    await page.getByRole('article', { name: 'Ada Lovelace' }).first().waitFor();
    await page.getByRole('button', { name: bellName(before), exact: true }).waitFor();

    // "Mark all as read": the bell has no count, in this tab and the other, and after a reload.
    if (before > 0) {
      await page.getByRole('button', { name: bellName(before), exact: true }).click();
      await popover.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await page.keyboard.press('Escape');
    }
    await tab.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect((await grace.call(fetchUnreadCount)).unread_count).toBe(0);

    // "See all" leads to /notifications, where the proposal is listed, read.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await popover.getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL('**/notifications');
    const all = page.getByRole('list', { name: 'All notifications' });
    await all.getByRole('link', { name: `Ada Lovelace sent a proposal on “${title}”` }).waitFor();
    await expect(all.getByText(/^Unread:/).count()).resolves.toBe(0);
    await page.getByText('All read').waitFor();
    await page.screenshot({ path: shot('page'), fullPage: true });
  }, 120_000);
});

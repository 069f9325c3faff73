import {
  changeNotificationSettings,
  fetchNotifications,
  fetchUnreadCount,
} from '@lancer/api/contract/notification';
import { createRequest } from '@lancer/api/contract/request';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { lastMailTo } from './mail';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/saved-searches-${name}.png`;

/** The bell's accessible name for a count (decision 1210). */
const bellName = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

describe('saved searches against the real server (decision 2200)', () => {
  // proves: SAVED-SEARCH-ALERT
  it('Ada saves a jobs search; the client posts a matching job in another browser; her bell rings within 2 s and the mail is in the outbox; an invite-only post alerts nobody', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    await ada.call(changeNotificationSettings, {
      body: { channels: [{ kind: 'saved_search_match', channel: 'mail' }] },
    });
    const word = `orbit${Date.now().toString(36)}`;
    const name = `Orbit dashboards ${word}`;

    // Ada searches /jobs and saves the search by name.
    const adaPage = await signInAs('ada@lancer.test', {
      at: `/jobs?q=${word}&category=${encodeURIComponent('Web development')}&skills=react`,
    });
    await adaPage
      .getByRole('heading', { name: 'No jobs match' })
      .or(adaPage.getByText('0 jobs'))
      .first()
      .waitFor();
    await adaPage.getByRole('button', { name: 'Save search' }).click();
    const dialog = adaPage.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe(word);
    await dialog.getByLabel('Name').fill(name);
    await adaPage.screenshot({ path: shot('save-dialog') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await adaPage.getByRole('status').getByText('Search saved').waitFor();

    // Her hub lists it; she waits there.
    await adaPage.goto(new URL('/provider-hub', adaPage.url()).toString());
    const row = adaPage.getByTestId('saved-search').filter({ hasText: name });
    await row.waitFor();
    const before = (await ada.call(fetchUnreadCount)).unread_count;
    await adaPage.getByRole('button', { name: bellName(before), exact: true }).waitFor();

    // The client, in a browser of their own, posts a matching job.
    const title = `Orbit ${word} sales dashboard`;
    const client = await signInAs('client@lancer.test', { at: '/post-job' });
    await client.getByRole('heading', { name: 'Post a job' }).waitFor();
    await client.getByLabel('Title').fill(title);
    await client.getByRole('textbox', { name: 'Description' }).click();
    await client.keyboard.type(`A React dashboard of ${word} sales, by region and month.`);
    await client.getByRole('combobox', { name: 'Category' }).click();
    await client.getByRole('option', { name: 'Web development' }).click();
    const skills = client.getByRole('combobox', { name: 'Skills' });
    await skills.fill('Reac');
    await client.getByRole('option', { name: 'React' }).click();
    await client.getByLabel('Minimum').fill('500');
    await client.getByLabel('Maximum').fill('900');
    await client.getByRole('combobox', { name: 'Expected duration' }).click();
    await client.getByRole('option', { name: '1 to 4 weeks' }).click();
    await client.getByRole('button', { name: 'Post the job' }).click();
    await client.waitForURL('**/job-submitted/**');
    const posted = Date.now();

    // Ada's bell, with no reload: within 2 s.
    await adaPage
      .getByRole('button', { name: bellName(before + 1), exact: true })
      .waitFor({ timeout: 2_000 });
    expect(Date.now() - posted).toBeLessThan(2_000);
    await adaPage.getByRole('button', { name: bellName(before + 1), exact: true }).click();
    const popover = adaPage.getByRole('dialog', { name: 'Notifications' });
    const alert = popover
      .getByRole('list', { name: 'Latest notifications' })
      .getByRole('link', { name: `Unread: A new job matches your saved search: “${title}”` });
    await alert.waitFor();
    await adaPage.screenshot({ path: shot('bell') });

    // The mail went out at once.
    const mail = await lastMailTo('ada@lancer.test', new RegExp(word));
    expect(mail.subject).toBe(`A new job matches your saved search: “${title}”`);

    // An invite-only post that matches as well alerts nobody.
    const hidden = await grace.call(createRequest, {
      body: {
        title: `Orbit ${word} private dashboard`,
        description_html: `<p>A React dashboard of ${word} stock.</p>`,
        category: 'Web development',
        skills: ['React'],
        budget_type: 'fixed',
        budget_min_cents: 50_000,
        budget_max_cents: 90_000,
        expected_duration: '1_to_4_weeks',
        visibility: 'invite_only',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await ada.call(fetchUnreadCount)).unread_count).toBe(before + 1);
    const alerts = await ada.call(fetchNotifications, {
      query: { kind: 'saved_search_match', page_size: 50 },
    });
    expect(alerts.items.some((item) => item.subject.request_id === hidden.id)).toBe(false);
    await expect(lastMailTo('ada@lancer.test', /private dashboard/, 500)).rejects.toThrow();

    // "Open" from the hub goes to /jobs with the saved filters, the posted job among the results.
    await adaPage.keyboard.press('Escape');
    await row.getByRole('link', { name: `Open ${name}` }).click();
    await adaPage.waitForURL(`**/jobs?q=${word}*`);
    expect(new URL(adaPage.url()).searchParams.get('skills')).toBe('react');
    await adaPage.getByRole('article', { name: title }).or(adaPage.getByText(title)).first().waitFor();
    await adaPage.screenshot({ path: shot('opened') });

    await ada.call(changeNotificationSettings, {
      body: { channels: [{ kind: 'saved_search_match', channel: 'in_app' }] },
    });
  }, 120_000);
});

import { fetchInvitations } from '@lancer/api/contract/invitation';
import { createRequest } from '@lancer/api/contract/request';
import { deleteTalentList, fetchTalentLists } from '@lancer/api/contract/talent-list';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/talent-lists-${name}.png`;

describe('talent lists against the real server (decision 2201)', () => {
  // proves: TALENT-LIST-INVITE
  it('the client saves Ada to a new list from /workers, sees the list in the request hub, invites the list to a job, and Ada sees the invitation', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const stamp = Date.now().toString(36);
    const listName = `React people ${stamp}`;
    const job = await grace.call(createRequest, {
      body: {
        title: `E2E: talent list dashboard ${stamp}`,
        description_html: '<p>A sales dashboard in React.</p>',
        category: 'Web development',
        skills: ['React'],
        budget_type: 'fixed',
        budget_min_cents: 50_000,
        budget_max_cents: 90_000,
        expected_duration: '1_to_4_weeks',
        visibility: 'invite_only',
      },
    });

    // /workers: Save on Ada's card, a new list named in the dialog.
    const page = await signInAs('client@lancer.test', { at: '/workers' });
    await page.getByLabel('Name or skill').fill('PostgreSQL');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article', { name: 'Ada Lovelace' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Save Ada Lovelace to a list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Ada Lovelace to a list' });
    await dialog.getByLabel('New list').fill(listName);
    await dialog.getByRole('button', { name: 'Create and save' }).click();
    const saved = dialog.getByRole('checkbox', { name: `${listName} · 1 provider` });
    await saved.waitFor();
    await expect(saved.getAttribute('aria-checked')).resolves.toBe('true');
    await page.screenshot({ path: shot('save-dialog') });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The request hub lists it, with Ada on it.
    await page.goto(new URL('/request-hub', page.url()).toString());
    const row = page.getByTestId('talent-list').filter({ hasText: listName });
    await row.getByText('1 provider').waitFor();
    await row.getByRole('button', { name: `Show providers of ${listName}` }).click();
    await row
      .getByRole('list', { name: `Providers of ${listName}` })
      .getByRole('link', { name: 'Ada Lovelace' })
      .waitFor();

    // Invite the whole list to the job.
    await row.getByRole('button', { name: `Invite the list ${listName} to a job` }).click();
    const invite = page.getByRole('dialog', { name: `Invite “${listName}” to a job` });
    await invite.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: job.title }).click();
    await invite.getByLabel('Message (optional)').fill('Your React dashboards fit this.');
    await invite.getByRole('button', { name: 'Invite 1 provider' }).click();
    await row.getByText('Invited 1 provider.').waitFor();
    await page.screenshot({ path: shot('invited'), fullPage: true });

    // Inviting again skips her: nobody is invited twice.
    await row.getByRole('button', { name: `Invite the list ${listName} to a job` }).click();
    await invite.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: job.title }).click();
    await invite.getByRole('button', { name: 'Invite 1 provider' }).click();
    await row.getByText('Invited 0 providers. 1 was already invited or had proposed.').waitFor();

    // Ada sees the invitation in her hub, with the message.
    const adaPage = await signInAs('ada@lancer.test', { at: '/provider-hub' });
    const invitation = adaPage
      .getByRole('region', { name: 'Invitations received' })
      .getByRole('article', { name: job.title });
    await invitation.getByText('Your React dashboards fit this.').waitFor();
    await invitation.getByText('Pending').waitFor();
    await adaPage.screenshot({ path: shot('ada-invitation') });
    const received = await ada.call(fetchInvitations, { query: { scope: 'received', request_id: job.id } });
    expect(received.items).toHaveLength(1);

    // Tidy: the list goes, the invitation stays.
    const lists = await grace.call(fetchTalentLists, { query: { page_size: 100 } });
    const made = lists.items.find((list) => list.name === listName)!;
    await grace.call(deleteTalentList, { query: { talent_list_id: made.id } });
  }, 120_000);
});

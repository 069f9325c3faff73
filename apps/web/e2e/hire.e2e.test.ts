import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sendInvitation } from '@lancer/api/contract/invitation';
import { confirmProposal } from '@lancer/api/contract/proposal';
import { createRequest } from '@lancer/api/contract/request';
import { searchForUsers } from '@lancer/api/contract/user';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(tmpdir(), `s11-hire-${name}.png`), fullPage: true });

const title = `E2E: booking page ${Date.now()}`;

describe('hire against the real API', () => {
  it('a client posts a job with an attachment and sees it in Posts', async () => {
    const page = await signInAs('client@lancer.test', { at: '/post-job' });
    await page.getByRole('heading', { name: 'Post a job' }).waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Customers pick a stylist and a time; we confirm by email.');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Web development' }).click();
    const skills = page.getByRole('combobox', { name: 'Skills' });
    await skills.fill('Reac');
    await page.getByRole('option', { name: 'React' }).click();
    await page.getByLabel('Minimum').fill('500');
    await page.getByLabel('Maximum').fill('900');
    await page.getByRole('combobox', { name: 'Expected duration' }).click();
    await page.getByRole('option', { name: '1 to 4 weeks' }).click();
    const brief = path.join(tmpdir(), 's11-brief.pdf');
    writeFileSync(brief, '%PDF-1.4\n% a brief\n');
    await page.locator('input[type=file]').setInputFiles(brief);
    await page.getByRole('button', { name: 'Remove s11-brief.pdf' }).waitFor();
    // The draft survives a reload.
    await page.reload();
    await expect(page.getByLabel('Title').inputValue()).resolves.toBe(title);
    await page.getByRole('button', { name: 'Remove s11-brief.pdf' }).waitFor();
    await shot(page, 'post-job');
    await page.getByRole('button', { name: 'Post the job' }).click();
    await page.waitForURL('**/job-submitted/**');
    await page.getByRole('heading', { name: 'Your job is posted' }).waitFor();
    await page.getByText(title).waitFor();
    await shot(page, 'job-submitted');
    await page.getByRole('link', { name: 'See it in Posts' }).click();
    await page.waitForURL('**/posts');
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await expect(card.getByRole('link', { name: 'Proposals: 0' }).count()).resolves.toBe(1);
    await shot(page, 'posts');
  });

  // proves: INVITATION-STATES, REQUEST-STATES
  it('the client finds a provider in Workers and invites them; the provider sees it and proposes; the client accepts; the job is ONGOING in Posts', async () => {
    const page = await signInAs('client@lancer.test', { at: '/workers' });
    await page.getByLabel('Name or skill').fill('PostgreSQL');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('article', { name: 'Ada Lovelace' }).waitFor();
    await page.getByRole('button', { name: 'View profile of Ada Lovelace' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await sheet.getByRole('combobox', { name: 'Job' }).click();
    // The client's open jobs are many by now (every file posts some): the job is picked as a
    // keyboard user picks it, by typing its title, since a click could not reach an option past
    // the list's scrolled edge.
    await page.getByRole('option').first().waitFor();
    await page.keyboard.type(title);
    await page.locator('[role=option]:focus', { hasText: title }).waitFor();
    await page.keyboard.press('Enter');
    await sheet.getByLabel('Message (optional)').fill('Your React work fits this well.');
    await sheet.getByRole('button', { name: 'Send invitation' }).click();
    await sheet.getByText(`Invitation sent for "${title}".`).waitFor();
    await shot(page, 'workers');

    // The provider sees the invitation in the provider hub and answers it with a proposal.
    const provider = await signInAs('ada@lancer.test', { at: '/provider-hub' });
    const invitations = provider.getByRole('region', { name: 'Invitations received' });
    const invitation = invitations.getByRole('article', { name: title });
    await invitation.getByText('Your React work fits this well.').waitFor();
    await invitation.getByText('Pending').waitFor();
    await shot(provider, 'provider-hub-invitation');
    await invitation.getByRole('link', { name: `Make a proposal on ${title}` }).click();
    await provider.waitForURL('**/make-proposal/*/new');
    const requestId = new URL(provider.url()).pathname.split('/')[2]!;
    await provider.getByLabel(/^Price/).fill('800');
    await provider.getByLabel(/^Duration in days/).fill('14');
    await provider.getByLabel('Title of milestone 1').fill('Booking page');
    await provider.getByLabel('Amount of milestone 1').fill('800');
    await provider.getByLabel('Due date of milestone 1').fill('2030-01-15');
    await provider.getByRole('button', { name: 'Send proposal' }).click();
    await provider.waitForURL('**/proposal-submitted/*');
    const proposalId = new URL(provider.url()).pathname.split('/')[2]!;
    // Back in the hub the invitation reads Proposed, with a link to the proposal.
    await provider.goto(provider.url().replace(/\/proposal-submitted.*$/, '/provider-hub'));
    await invitation.getByText('Proposed').waitFor();
    await invitation.getByRole('link', { name: 'See your proposal' }).waitFor();

    await page.goto(page.url().replace('/workers', `/request-hub?request=${requestId}`));
    const row = page.getByRole('article', { name: 'Ada Lovelace' });
    await row.waitFor();
    await page.getByRole('region', { name: 'Invitations you sent' }).getByText('Proposed').waitFor();
    await row.getByRole('button', { name: 'Accept the proposal of Ada Lovelace' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept the proposal' }).click();
    await page
      .getByText('You accepted the proposal of Ada Lovelace; the work starts once they confirm.')
      .waitFor();
    await row.getByText('Accepting').waitFor();
    await shot(page, 'request-hub');

    const ada = await apiClientFor('ada@lancer.test');
    await ada.call(confirmProposal, { body: { proposal_id: proposalId } });
    await page.goto(page.url().replace(/\/request-hub.*$/, '/posts'));
    await page.getByRole('tab', { name: /Ongoing/ }).click();
    await page.getByRole('article', { name: title }).getByText('Ongoing').waitFor();
    await shot(page, 'posts-ongoing');
  });

  it('a provider declines an invitation in the provider hub; the client sees it declined in the request hub', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const job = await grace.call(createRequest, {
      body: {
        title: `E2E: menu translation ${Date.now()}`,
        description_html: '<p>Translate our menu.</p>',
        category: 'Translation',
        skills: [],
        budget_type: 'fixed',
        budget_min_cents: 10_000,
        budget_max_cents: 20_000,
        expected_duration: 'less_than_1_week',
        visibility: 'invite_only',
      },
    });
    const found = await grace.call(searchForUsers, { query: { condition: 'ada@lancer.test' } });
    await grace.call(sendInvitation, {
      body: { request_id: job.id, provider_id: found.users[0]!.user_id, message: 'Can you help?' },
    });

    const provider = await signInAs('ada@lancer.test', { at: '/provider-hub' });
    const invitation = provider
      .getByRole('region', { name: 'Invitations received' })
      .getByRole('article', { name: job.title });
    await invitation.getByText('Can you help?').waitFor();
    await invitation.getByRole('button', { name: `Decline the invitation to ${job.title}` }).click();
    await provider.getByRole('alertdialog').getByRole('button', { name: 'Decline the invitation' }).click();
    await invitation.getByText('Declined').waitFor();
    await expect(invitation.getByRole('button', { name: /Decline/ }).count()).resolves.toBe(0);
    await shot(provider, 'provider-hub-declined');

    const client = await signInAs('client@lancer.test', { at: `/request-hub?request=${job.id}` });
    await client.getByRole('region', { name: 'Invitations you sent' }).getByText('Declined').waitFor();
  });

  it('a provider adds a skill on Work; the client finds them by it in Workers', async () => {
    const skill = `Glaze${Date.now() % 1_000_000}`;
    const provider = await signInAs('ada@lancer.test', { at: '/work' });
    await provider.getByRole('combobox', { name: 'Your skills' }).fill(skill);
    await provider.keyboard.press('Enter');
    await provider.getByRole('button', { name: `Remove ${skill}` }).waitFor();
    await provider.keyboard.press('Escape'); // closes the suggestions, which cover the button
    await provider.getByRole('button', { name: 'Save skills' }).click();
    await provider.getByText('Skills saved.').waitFor();
    await provider.reload();
    await provider.getByRole('button', { name: `Remove ${skill}` }).waitFor();
    await shot(provider, 'work-skills');

    const client = await signInAs('client@lancer.test', { at: '/workers' });
    await client.getByLabel('Name or skill').fill(skill);
    await client.getByRole('button', { name: 'Search', exact: true }).click();
    await client.getByRole('article', { name: 'Ada Lovelace' }).waitFor();
    await client.getByRole('button', { name: 'View profile of Ada Lovelace' }).click();
    const sheet = client.getByRole('dialog', { name: 'Ada Lovelace' });
    await sheet.getByText(skill).waitFor();
    await sheet.getByRole('region', { name: 'Badges' }).waitFor();
    await shot(client, 'worker-sheet-badges');
  }, 60_000);
});

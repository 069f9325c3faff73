import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createApiClient, type Tokens } from '@lancer/api/client';
import { fetchInvitations } from '@lancer/api/contract/invitation';
import { confirmProposal, createProposal } from '@lancer/api/contract/proposal';
import { signinWithEmailAndPassword } from '@lancer/api/contract/user';
import type { Page } from 'playwright';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { closeBrowser } from './browser';
import { DEMO_PASSWORD, signInAs } from './signin-helpers';

afterAll(closeBrowser);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(tmpdir(), `s11-hire-${name}.png`), fullPage: true });

const title = `E2E: booking page ${Date.now()}`;

/** The provider's side, through the real API (their screens belong to the Propose slice). */
async function providerClient(email: string) {
  const baseUrl = inject('webUrl');
  let tokens: Tokens | null = null;
  const client = createApiClient({
    baseUrl,
    getTokens: () => tokens,
    setTokens: (result) => {
      tokens = result;
    },
    onLogout: () => {
      tokens = null;
    },
  });
  tokens = await client.call(signinWithEmailAndPassword, { body: { email, password: DEMO_PASSWORD } });
  return client;
}

describe('hire against the real API', () => {
  it('a client posts a job with an attachment and sees it in Posts', async () => {
    const page = await signInAs('client@lancer.test');
    await page.goto(page.url().replace('/projects', '/post-job'));
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
    const page = await signInAs('client@lancer.test');
    await page.goto(page.url().replace('/projects', '/workers'));
    await page.getByLabel('Name or skill').fill('PostgreSQL');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('article', { name: 'Ada Lovelace' }).waitFor();
    await page.getByRole('button', { name: 'View profile of Ada Lovelace' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await sheet.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: title }).click();
    await sheet.getByLabel('Message (optional)').fill('Your React work fits this well.');
    await sheet.getByRole('button', { name: 'Send invitation' }).click();
    await sheet.getByText(`Invitation sent for "${title}".`).waitFor();
    await shot(page, 'workers');

    const ada = await providerClient('ada@lancer.test');
    const received = await ada.call(fetchInvitations, { query: { scope: 'received', status: 'PENDING' } });
    const invitation = received.items.find((item) => item.request.title === title);
    expect(invitation).toMatchObject({
      message: 'Your React work fits this well.',
      client: { flid: 'grace-client' },
    });
    const proposal = await ada.call(createProposal, {
      body: {
        request_id: invitation!.request.id,
        price_cents: 80_000,
        duration_days: 14,
        notes: 'Happy to build it.',
        milestones: [{ title: 'Booking page', amount_cents: 80_000, due_date: '2030-01-15' }],
        payment_plan: 'per_milestone',
      },
    });

    await page.goto(page.url().replace('/workers', `/request-hub?request=${invitation!.request.id}`));
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

    await ada.call(confirmProposal, { body: { proposal_id: proposal.id } });
    await page.goto(page.url().replace(/\/request-hub.*$/, '/posts'));
    await page.getByRole('tab', { name: /Ongoing/ }).click();
    await page.getByRole('article', { name: title }).getByText('Ongoing').waitFor();
    await shot(page, 'posts-ongoing');
  });
});

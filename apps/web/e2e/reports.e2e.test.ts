import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';

import { createRequest } from '@lancer/api/contract/request';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const REASON = 'Asks to be paid outside Lancer.';
/** An address of the web app under test. */
const at = (path: string) => new URL(path, webUrl()).toString();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/reports-${name}.png`, fullPage: true });

/** Opens a page of the console from the header's Console menu (administrators only). */
async function openConsole(page: Page, item: 'Reports' | 'Audit log') {
  await page.getByRole('button', { name: 'Console' }).hover();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('heading', { level: 1, name: item }).waitFor();
}

describe('a report from a job post to the console (decision 1504)', () => {
  // proves: HIDDEN-JOB-POST
  it('the client reports a post, the admin hides it with a reason: gone for others, its client sees why, the audit log holds it', async () => {
    const title = `Logo paid by bank transfer ${Date.now()}`;
    const lin = await apiClientFor('lin@lancer.test');
    const post = await lin.call(createRequest, {
      body: {
        title,
        description_html: '<p>Message me and I pay you directly, outside Lancer.</p>',
        category: 'Design',
        skills: ['branding'],
        budget_type: 'fixed',
        budget_min_cents: 5_000,
        budget_max_cents: 10_000,
        expected_duration: 'less_than_1_week',
      },
    });

    // Grace reports the post from its sheet on the job board.
    const grace = await signInAs('client@lancer.test');
    await grace.goto(at(`/jobs?job=${post.id}`));
    const sheet = grace.getByRole('dialog', { name: title });
    await sheet.getByRole('button', { name: 'Report post' }).click();
    const dialog = grace.getByRole('dialog', { name: 'Report this job post' });
    await dialog.getByRole('radio', { name: 'Asks to pay or talk outside Lancer' }).click();
    await dialog.getByRole('textbox', { name: /What happened/ }).fill('Wants the money by bank transfer.');
    await shot(grace, 'report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await grace.getByRole('dialog', { name: 'Thank you for reporting' }).waitFor();
    await shot(grace, 'reported');

    // The administrator finds it in the queue and hides the post with a reason.
    const admin = await signInAs('admin@lancer.test');
    await openConsole(admin, 'Reports');
    const card = admin.getByRole('article').filter({ has: admin.getByRole('link', { name: title }) });
    await card.getByText('Wants the money by bank transfer.').waitFor();
    await card.getByText('Grace Hopper').waitFor();
    await card.getByRole('button', { name: 'Act…' }).click();
    const act = admin.getByRole('dialog', { name: 'Act on the report' });
    await expect(act.getByRole('radio', { name: /Hide the job post/ }).isChecked()).resolves.toBe(true);
    await act.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await act.getByRole('button', { name: 'Act', exact: true }).click();
    await act.waitFor({ state: 'hidden' });
    await expect.poll(() => card.count()).toBe(0);
    await admin.getByRole('radio', { name: 'Closed' }).click();
    const closed = admin.getByRole('article').filter({ has: admin.getByRole('link', { name: title }) });
    await closed.getByText(`hid the job post on`, { exact: false }).waitFor();
    await closed.getByText('Hidden', { exact: true }).waitFor();
    await shot(admin, 'closed');

    // Another user: gone from the board, and its page answers that it does not exist.
    const ada = await signInAs('ada@lancer.test');
    await ada.goto(at(`/jobs?q=${encodeURIComponent(title)}`));
    await ada.getByText('No jobs match').waitFor();
    await shot(ada, 'board-without-it');
    await ada.goto(at(`/jobs?job=${post.id}`));
    await ada.getByRole('dialog').getByText('The job could not be loaded.').waitFor();

    // Its client still sees it, hidden, with the reason.
    const linPage = await signInAs('lin@lancer.test');
    await linPage.goto(at(`/jobs?job=${post.id}`));
    await linPage.getByText(`Why: ${REASON}`).waitFor();
    await shot(linPage, 'client-sees-why');

    // The audit log holds the action with its reason.
    await openConsole(admin, 'Audit log');
    const log = admin.getByRole('table', { name: 'Audit log' });
    await log.getByText('Hid a job post').first().waitFor();
    await expect(log.getByText(REASON).count()).resolves.toBeGreaterThanOrEqual(1);
    await shot(admin, 'audit-log');
  });
});

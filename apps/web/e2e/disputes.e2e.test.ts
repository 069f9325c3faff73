import { deliverFirstMilestone, startProject } from '@lancer/api/contract-suite/start-project';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closeBrowser, recordPageProblems } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closeBrowser);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/disputes-${name}.png`, fullPage: true });

/** The one row of the project in the payment history of whoever is signed in on this page. */
async function paymentRow(page: Page, title: string) {
  await page.goto(new URL('/payment', webUrl()).toString());
  const table = page.getByRole('table', { name: 'Payment history' });
  await table.waitFor();
  const rows = table.getByRole('row').filter({ hasText: title });
  await rows.first().waitFor();
  await expect(rows.count()).resolves.toBe(1);
  return rows.first();
}

describe('a dispute against the real server (decisions 1500, 1501, 1502)', () => {
  // proves: DISPUTE-SPLIT
  it('the client disputes a delivered milestone, Ada answers, the administrator decides 60/40; both payment histories show it once and the audit log holds it', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const sides = { client: { client: grace }, provider: { client: ada } };
    const title = `E2E: a disputed fix ${Date.now()}`;
    const project = await startProject(sides, title, 15_000);
    await deliverFirstMilestone(sides, project.id);
    const disputesUrl = new URL(`/project-disputes/${project.id}`, webUrl()).toString();

    // Grace opens the dispute in her browser.
    const page = await signInAs('client@lancer.test');
    const problems = recordPageProblems(page);
    await page.goto(disputesUrl);
    await page.getByRole('heading', { level: 1, name: `Disputes: ${title}` }).waitFor();
    const form = page.getByRole('form', { name: 'Open a dispute' });
    await expect(form.getByRole('radio', { name: 'The fix ($150.00)' }).isChecked()).resolves.toBe(true);
    await form.getByRole('radio', { name: 'Not delivered' }).check();
    const statement = 'The mobile menu does not open on a phone.';
    await form.getByRole('textbox', { name: /What went wrong/ }).fill(statement);
    await form.getByRole('button', { name: 'Open the dispute' }).click();
    const graceDispute = page.getByRole('article', { name: 'The fix' });
    await graceDispute.getByText('Waiting for an answer').waitFor();
    await shot(page, 'client-opened');

    // Ada answers in hers.
    const adaPage = await signInAs('ada@lancer.test');
    await adaPage.goto(disputesUrl);
    const adaDispute = adaPage.getByRole('article', { name: 'The fix' });
    await adaDispute.getByText(statement).waitFor();
    const answer = 'It opens with a tap on the icon; a video is in the shared folder.';
    await adaDispute.getByRole('textbox', { name: /Your answer/ }).fill(answer);
    await adaDispute.getByRole('button', { name: 'Send the answer' }).click();
    await adaDispute.getByText('Answered').waitFor();

    // Grace reads the answer and takes the case to an administrator.
    await page.reload();
    await graceDispute.getByText(answer).waitFor();
    await graceDispute.getByRole('button', { name: 'Take it to an administrator' }).click();
    await graceDispute.getByText('With an administrator').waitFor();

    // Alan decides 60/40 with a reason in the console.
    const adminPage = await signInAs('admin@lancer.test');
    await adminPage.goto(new URL('/console/disputes', webUrl()).toString());
    const queue = adminPage.getByRole('list', { name: 'Disputes waiting' });
    const item = queue.getByRole('listitem').filter({ hasText: `${title}: The fix` });
    await item.getByRole('button', { name: 'Open the case' }).click();
    await item.getByText(answer).waitFor();
    const percent = item.getByRole('spinbutton', { name: /provider's share/ });
    await percent.fill('60');
    await item.getByText('$90.00 to the provider, $60.00 back to the client').waitFor();
    const reason = 'The menu opens, but not the way the brief describes.';
    await item.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await shot(adminPage, 'console-deciding');
    await item.getByRole('button', { name: 'Decide' }).click();
    await expect(item.waitFor({ state: 'detached' })).resolves.toBeUndefined();

    // Each side sees the decision, and its payment history shows the milestone once, net of the refund.
    await page.reload();
    await graceDispute
      .getByText('Decided by Alan Admin: $90.00 to the provider, $60.00 to the client.')
      .waitFor();
    const graceRow = await paymentRow(page, title);
    await expect(graceRow.textContent()).resolves.toContain('−$90.00');
    await expect(graceRow.textContent()).resolves.toContain(
      'Of $150.00: $60.00 back to the client after a dispute',
    );
    await shot(page, 'client-payments');
    const adaRow = await paymentRow(adaPage, title);
    await expect(adaRow.textContent()).resolves.toContain('+$90.00');
    await expect(adaRow.textContent()).resolves.toContain(
      'Of $150.00: $60.00 back to the client after a dispute',
    );

    // The audit log holds the decision with its reason, once.
    await adminPage.goto(new URL('/console/audit-log', webUrl()).toString());
    const log = adminPage.getByRole('table', { name: 'Audit log' });
    const entries = log.getByRole('row').filter({ hasText: reason });
    await entries.first().waitFor();
    await expect(entries.count()).resolves.toBe(1);
    await expect(entries.first().textContent()).resolves.toContain('Decided a dispute');
    await expect(entries.first().textContent()).resolves.toContain(
      'split: $90.00 to the provider, $60.00 to the client',
    );
    await shot(adminPage, 'audit-log');
    expect(problems).toEqual([]);
  });
});

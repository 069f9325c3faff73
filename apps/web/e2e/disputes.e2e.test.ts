import { fetchConversations } from '@lancer/api/contract/chat';
import { createIssue } from '@lancer/api/contract/issue';
import { deliverFirstMilestone, startProject } from '@lancer/api/contract-suite/start-project';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, recordPageProblems } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/disputes-${name}.png`, fullPage: true });

/** A 1x1 PNG: the smallest image the upload's type check accepts. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

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
  // proves: DISPUTE-EVIDENCE
  it('the client disputes a delivered milestone with evidence, Ada answers with hers, the administrator reads both and decides 60/40; both payment histories show it once and the audit log holds it', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const sides = { client: { client: grace }, provider: { client: ada } };
    const title = `E2E: a disputed fix ${Date.now()}`;
    const project = await startProject(sides, title, 15_000);
    await deliverFirstMilestone(sides, project.id);
    const disputesUrl = new URL(`/project-disputes/${project.id}`, webUrl()).toString();
    // Evidence to give (decision 1540): an issue of the project and a message of Grace's talk with Ada.
    const issue = await grace.call(createIssue, {
      body: { project_id: project.id, title: 'The menu does not open on a phone', description: 'iPhone 15.' },
    });
    const talks = await grace.call(fetchConversations, { query: { page_size: 100 } });
    const talk = talks.items.find(
      (conversation) =>
        conversation.last_message?.body &&
        conversation.participants.some((person) => person.first_name === 'Ada'),
    )!;
    const linked = talk.last_message!;
    const messageLink = new URL(`/messages/${talk.id}?message=${linked.id}`, webUrl()).toString();

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
    await form.locator('input[type=file]').setInputFiles(png('menu-closed.png'));
    await form.getByRole('checkbox', { name: `#${issue.number} ${issue.title}` }).check();
    await form.getByRole('textbox', { name: /Link to a message/ }).fill(messageLink);
    await form.getByRole('button', { name: 'Add the message' }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Open the dispute' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Open the dispute' }).click();
    const graceDispute = page.getByRole('article', { name: 'The fix' });
    await graceDispute.getByText('Waiting for an answer').waitFor();
    const graceEvidence = graceDispute.getByRole('region', { name: 'Evidence with the statement' });
    await graceEvidence.getByRole('link', { name: `#${issue.number} ${issue.title}` }).waitFor();
    await graceEvidence.getByText(linked.body).waitFor();
    await graceEvidence.getByRole('button', { name: 'Open image menu-closed.png' }).locator('img').waitFor();
    await shot(page, 'client-opened');

    // Ada answers in hers.
    const adaPage = await signInAs('ada@lancer.test');
    await adaPage.goto(disputesUrl);
    const adaDispute = adaPage.getByRole('article', { name: 'The fix' });
    await adaDispute.getByText(statement).waitFor();
    const answer = 'It opens with a tap on the icon; a video is in the shared folder.';
    // Grace's file opens for Ada with her token (DISPUTE-EVIDENCE-ACCESS).
    await adaDispute
      .getByRole('region', { name: 'Evidence with the statement' })
      .getByRole('button', { name: 'Open image menu-closed.png' })
      .locator('img')
      .waitFor();
    await adaDispute.getByRole('textbox', { name: /Your answer/ }).fill(answer);
    await adaDispute.locator('input[type=file]').setInputFiles(png('menu-open.png'));
    await expect
      .poll(() => adaDispute.getByRole('button', { name: 'Send the answer' }).isEnabled())
      .toBe(true);
    await adaDispute.getByRole('button', { name: 'Send the answer' }).click();
    await adaDispute.getByText('Answered').waitFor();
    await adaDispute
      .getByRole('region', { name: 'Evidence with the answer' })
      .getByRole('button', { name: 'Open image menu-open.png' })
      .waitFor();

    // Grace reads the answer and takes the case to an administrator.
    await page.reload();
    await graceDispute.getByText(answer).waitFor();
    await graceDispute.getByRole('button', { name: 'Take it to an administrator' }).click();
    await graceDispute.getByText('With an administrator').waitFor();

    // Alan decides 60/40 with a reason in the console.
    const adminPage = await signInAs('admin@lancer.test', { at: '/console/disputes' });
    const queue = adminPage.getByRole('list', { name: 'Disputes waiting' });
    const item = queue.getByRole('listitem').filter({ hasText: `${title}: The fix` });
    await item.getByRole('button', { name: 'Open the case' }).click();
    await item.getByText(answer).waitFor();
    // The case file holds both sides' evidence, the files opened with the administrator's token.
    const statementEvidence = item.getByRole('region', { name: 'Evidence with the statement' });
    await statementEvidence.getByText(`#${issue.number} ${issue.title}`).waitFor();
    await statementEvidence.getByText(linked.body).waitFor();
    await statementEvidence
      .getByRole('button', { name: 'Open image menu-closed.png' })
      .locator('img')
      .waitFor();
    await item
      .getByRole('region', { name: 'Evidence with the answer' })
      .getByRole('button', { name: 'Open image menu-open.png' })
      .locator('img')
      .waitFor();
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

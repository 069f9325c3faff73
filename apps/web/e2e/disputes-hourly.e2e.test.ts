import { fetchDisputeCase } from '@lancer/api/contract/console';
import { fetchProjectDisputes } from '@lancer/api/contract/dispute';
import { createTimeEntry, fetchTimesheet } from '@lancer/api/contract/hourly';
import { fetchPaymentHistory } from '@lancer/api/contract/payment';
import { startHourlyProject } from '@lancer/api/contract-suite/hourly-contract';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, recordPageProblems } from './browser';
import { setHourlyClock } from './hourly-clock';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/disputes-hourly-${name}.png`, fullPage: true });

afterAll(async () => {
  await setHourlyClock(null);
  await closePages();
});

// A week far from real time and from the hourly test's: Monday 2031-06-02 (UTC). $40 an hour.
const WEEK = '2031-06-02';
const invoice = `Hours, week of ${WEEK}`;

// The production form has no test clock (config refuses TEST_CLOCK there).
describe.skipIf(process.env.E2E_PRODUCTION === '1')(
  'a dispute on an hourly week against the real server (decision 1550)',
  () => {
    // proves: DISPUTE-HOURLY-WEEK
    it('Grace disputes a week in her review from the hours page, the week is held past its window, Ada answers, the administrator decides 60/40; the share is billed once in both payment histories', async () => {
      const grace = await apiClientFor('client@lancer.test');
      const ada = await apiClientFor('ada@lancer.test');
      const admin = await apiClientFor('admin@lancer.test');
      // The hourly project ($40 an hour) is made through the API (hiring is not the point here).
      const title = `E2E: disputed hours ${Date.now()}`;
      const project = await startHourlyProject(
        { client: { client: grace }, provider: { client: ada } },
        title,
        20,
      );
      await setHourlyClock(`${WEEK}T09:00:00.000Z`);
      await ada.call(createTimeEntry, {
        body: {
          project_id: project.id,
          date: WEEK,
          minutes: 300,
          memo: 'A demo for the sales team',
          issue_id: null,
        },
      });

      // The week closes; Grace opens its review and disputes the week from there.
      await setHourlyClock('2031-06-10T09:00:00.000Z');
      const page = await signInAs('client@lancer.test');
      const problems = recordPageProblems(page);
      await page.goto(new URL(`/project-hours/${project.id}`, webUrl()).toString());
      await page.getByText('The week of June 2, 2031 is waiting for your review').waitFor();
      await page.getByRole('button', { name: 'Review it' }).click();
      await page.getByRole('heading', { name: 'Review this week' }).waitFor();
      await shot(page, 'client-review');
      await page.getByRole('link', { name: 'Open a dispute' }).click();
      await page.waitForURL(`**/project-disputes/${project.id}?week=${WEEK}`);
      const form = page.getByRole('form', { name: 'Open a dispute' });
      await expect(
        form.getByRole('radio', { name: 'Hours, week of June 2, 2031' }).isChecked(),
      ).resolves.toBe(true);
      await form.getByRole('radio', { name: 'Scope' }).check();
      const statement = 'A sales demo was not part of the work we agreed on.';
      await form.getByRole('textbox', { name: /What went wrong/ }).fill(statement);
      await form.getByRole('button', { name: 'Open the dispute' }).click();
      const graceDispute = page.getByRole('article', { name: invoice });
      await graceDispute.getByText('Waiting for an answer').waitFor();
      await graceDispute.getByText('Week of June 2, 2031: 5 h at $40.00 an hour').waitFor();
      await graceDispute.getByText('$200.00').waitFor();
      await shot(page, 'client-opened');

      // Past the week's review window: held, not approved by itself, no invoice.
      await setHourlyClock('2031-06-16T09:00:00.000Z');
      await page.goto(new URL(`/project-hours/${project.id}`, webUrl()).toString());
      await page.getByRole('button', { name: 'Previous week' }).click();
      await page.getByRole('heading', { name: 'Week of June 9, 2031' }).waitFor();
      await page.getByRole('button', { name: 'Previous week' }).click();
      await page.getByText('This week is in dispute').waitFor();
      await page.getByText('In dispute', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Approve the week' }).count()).toBe(0);
      await shot(page, 'client-held');
      expect(
        await grace.call(fetchTimesheet, { query: { project_id: project.id, week_start: WEEK } }),
      ).toMatchObject({ status: 'held', payment_id: null });
      const before = await grace.call(fetchPaymentHistory, {
        query: { direction: 'outgoing', project_id: project.id },
      });
      expect(before.items).toEqual([]);

      // Ada answers in her browser, and takes it to an administrator.
      const adaPage = await signInAs('ada@lancer.test');
      const adaProblems = recordPageProblems(adaPage);
      await adaPage.goto(new URL(`/project-disputes/${project.id}`, webUrl()).toString());
      const adaDispute = adaPage.getByRole('article', { name: invoice });
      await adaDispute.getByText(statement).waitFor();
      const answer = 'Grace asked for the demo in our call on Tuesday.';
      await adaDispute.getByRole('textbox', { name: /Your answer/ }).fill(answer);
      await adaDispute.getByRole('button', { name: 'Send the answer' }).click();
      await adaDispute.getByText('Answered').waitFor();
      await adaDispute.getByRole('button', { name: 'Take it to an administrator' }).click();
      await adaDispute.getByText('With an administrator').waitFor();

      // Alan reads the week's case file (its hours at the rate) and decides 60/40.
      const adminPage = await signInAs('admin@lancer.test', { at: '/console/disputes' });
      const item = adminPage
        .getByRole('list', { name: 'Disputes waiting' })
        .getByRole('listitem')
        .filter({ hasText: `${title}: ${invoice}` });
      await item.getByText('Week of June 2, 2031: 5 h at $40.00 an hour').waitFor();
      await item.getByRole('button', { name: 'Open the case' }).click();
      await item.getByText(answer).waitFor();
      await item.getByRole('spinbutton', { name: /provider's share/ }).fill('60');
      await item.getByText('$120.00 to the provider, $80.00 back to the client').waitFor();
      await item.getByRole('textbox', { name: /Reason/ }).fill('The demo was asked for, but not in full.');
      await shot(adminPage, 'console-deciding');
      await item.getByRole('button', { name: 'Decide' }).click();
      await expect(item.waitFor({ state: 'detached' })).resolves.toBeUndefined();
      const [dispute] = (await grace.call(fetchProjectDisputes, { query: { project_id: project.id } })).items;
      expect(await admin.call(fetchDisputeCase, { query: { dispute_id: dispute!.id } })).toMatchObject({
        status: 'DECIDED',
        subject: 'hourly_week',
        resolution: { outcome: 'split', provider_cents: 12_000, client_cents: 8_000, refund_id: null },
      });

      // The provider's share is the week's one invoice, on both sides.
      for (const [who, direction] of [
        [grace, 'outgoing'],
        [ada, 'incoming'],
      ] as const) {
        const history = await who.call(fetchPaymentHistory, { query: { direction, project_id: project.id } });
        expect(history.items).toMatchObject([
          { milestone_title: invoice, kind: 'hourly_week', amount_cents: 12_000, dispute_outcome: 'split' },
        ]);
      }
      for (const [side, sign] of [
        [page, '−'],
        [adaPage, '+'],
      ] as const) {
        await side.goto(new URL('/payment', webUrl()).toString());
        const rows = side
          .getByRole('table', { name: 'Payment history' })
          .getByRole('row')
          .filter({ hasText: invoice });
        await rows.first().waitFor();
        await expect(rows.count()).resolves.toBe(1);
        await expect(rows.first().textContent()).resolves.toContain(`${sign}$120.00`);
        await expect(rows.first().textContent()).resolves.toContain(
          'The provider’s share of the week, billed after a dispute',
        );
      }
      await shot(page, 'client-payments');
      await page.goto(new URL(`/project-hours/${project.id}`, webUrl()).toString());
      await page.getByRole('button', { name: 'Previous week' }).click();
      await page.getByRole('heading', { name: 'Week of June 9, 2031' }).waitFor();
      await page.getByRole('button', { name: 'Previous week' }).click();
      await page.getByText('Settled by its dispute: $120.00 billed').waitFor();
      await shot(page, 'client-resolved');
      expect(problems).toEqual([]);
      expect(adaProblems).toEqual([]);
    });
  },
);

import { createTimeEntry } from '@lancer/api/contract/hourly';
import { fetchPaymentHistory, removeBillingMethod } from '@lancer/api/contract/payment';
import {
  acceptProposal,
  confirmProposal,
  createProposal,
  fetchProposal,
} from '@lancer/api/contract/proposal';
import { createRequest } from '@lancer/api/contract/request';
import { fetchProfile } from '@lancer/api/contract/user';
import { smallJob } from '@lancer/api/contract-suite/start-project';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, recordPageProblems } from './browser';
import { setHourlyClock } from './hourly-clock';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

const shot = (name: string) => `test-results/e2e/hourly-${name}.png`;

afterAll(async () => {
  await setHourlyClock(null);
  await closePages();
});

// A week far from real time: Monday 2031-03-03 (UTC).
const WEEK = '2031-03-03';

// The production form has no test clock (config refuses TEST_CLOCK there).
describe.skipIf(process.env.E2E_PRODUCTION === '1')(
  'an hourly week against the real server (decision 1400)',
  () => {
    // proves: HOURLY-WEEKLY-LIMIT, HOURLY-BILL-ONCE, HOURLY-PAY-INVOICE
    it('Ada proposes by the form at her rate; she logs 3 h by timer and 2 h by hand, an 11th hour is refused; the week closes, Grace approves and pays the invoice, paid once on both sides', async () => {
      const grace = await apiClientFor('client@lancer.test');
      const ada = await apiClientFor('ada@lancer.test');
      // Grace starts without her demo card: here the invoice waits for her Pay (decision 1402);
      // the next test saves one and is charged (decision 1410).
      await grace.call(removeBillingMethod);
      const title = `E2E: hourly help ${Date.now()}`;
      // The job is posted through the API (posting is not the point here).
      const request = await grace.call(createRequest, {
        body: { ...smallJob(title), budget_type: 'hourly', budget_min_cents: 6_000, budget_max_cents: 9_000 },
      });
      const salary = (await ada.call(fetchProfile)).account.provider.expected_salary.hourly;
      const rateCents = Math.round(salary * 100);

      // Ada proposes through the make-proposal form: on an hourly job it asks a rate (her expected
      // hourly salary to begin with) and the hours a week, no price or milestones.
      const page = await signInAs('ada@lancer.test');
      const problems = recordPageProblems(page);
      await page.goto(new URL(`/make-proposal/${request.id}/new`, webUrl()).toString());
      const rate = page.getByLabel(/^Hourly rate/);
      await rate.waitFor();
      expect(await rate.inputValue()).toBe((rateCents / 100).toFixed(2));
      expect(await page.getByLabel(/^Price/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add milestone' }).count()).toBe(0);
      await page.getByLabel(/^Expected hours a week/).fill('20');
      await page.getByLabel(/^Duration in days/).fill('60');
      const week = `$${((rateCents * 20) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      await page.getByText(`A week at these hours: ${week}.`, { exact: false }).waitFor();
      await page.screenshot({ path: shot('provider-proposal-form'), fullPage: true });
      await page.getByRole('button', { name: 'Send proposal' }).click();
      await page.getByRole('heading', { name: 'Proposal sent' }).waitFor();
      const proposalId = new URL(page.url()).pathname.split('/').at(-1)!;
      expect(await ada.call(fetchProposal, { query: { proposal_id: proposalId } })).toMatchObject({
        hourly: { rate_cents: rateCents, weekly_hours: 20 },
        price_cents: rateCents * 20,
        milestones: [],
      });

      // Grace accepts in the request hub with a weekly limit of 10 h (the dialog offers Ada's 20).
      const gracePage = await signInAs('client@lancer.test');
      const graceProblems = recordPageProblems(gracePage);
      await gracePage.goto(new URL(`/request-hub?request=${request.id}`, webUrl()).toString());
      const row = gracePage.getByRole('article', { name: 'Ada Lovelace' });
      await row.getByText(/an hour · 20 h a week expected/).waitFor();
      await row.getByRole('button', { name: 'Accept the proposal of Ada Lovelace' }).click();
      const dialog = gracePage.getByRole('alertdialog');
      await dialog.getByLabel('Weekly limit (hours)').fill('10');
      await dialog.getByRole('button', { name: 'Accept the proposal' }).click();
      await row.getByText('Accepting').waitFor();
      const { project } = await ada.call(confirmProposal, { body: { proposal_id: proposalId } });
      expect(await grace.call(fetchProposal, { query: { proposal_id: proposalId } })).toMatchObject({
        weekly_limit_hours: 10,
      });
      await setHourlyClock(`${WEEK}T09:00:00.000Z`);

      // Ada: from the project to its hours, by its link.
      await page.goto(new URL(`/projects?project=${project.id}`, webUrl()).toString());
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.getByRole('link', { name: 'Hours and timesheets' }).click();
      await page.waitForURL(`**/project-hours/${project.id}`);
      await page.getByText('This week: 0 of 10 h').waitFor();

      // 3 hours by timer: started, the clock moves three hours, stopped.
      await page.getByRole('button', { name: 'Start timer' }).click();
      await page.getByText(/Timer running since/).waitFor();
      await setHourlyClock(`${WEEK}T12:00:00.000Z`);
      await page.getByRole('button', { name: 'Stop timer' }).click();
      await page.getByText('This week: 3 of 10 h').waitFor();

      // 2 hours by hand, then the 11th hour is refused with what is left.
      await page.getByRole('textbox', { name: 'Hours' }).fill('2');
      await page.getByRole('textbox', { name: 'Memo' }).fill('Review call with Grace');
      await page.getByRole('button', { name: 'Add time' }).click();
      await page.getByText('This week: 5 of 10 h').waitFor();
      await page.getByRole('textbox', { name: 'Hours' }).fill('6');
      await page.getByRole('button', { name: 'Add time' }).click();
      await page.getByText('This entry would pass the weekly limit of 10 h: 5 h left this week').waitFor();
      await page.screenshot({ path: shot('provider-limit'), fullPage: true });

      // The week closes: Grace finds it waiting for her review and approves it.
      await setHourlyClock('2031-03-10T09:00:00.000Z');
      await gracePage.goto(new URL(`/project-hours/${project.id}`, webUrl()).toString());
      await gracePage.getByText('The week of March 3, 2031 is waiting for your review').waitFor();
      await gracePage.getByRole('button', { name: 'Review it' }).click();
      await gracePage.getByRole('heading', { name: 'Review this week' }).waitFor();
      await gracePage.getByText('5 of 10 h', { exact: true }).waitFor();
      await gracePage.screenshot({ path: shot('client-review'), fullPage: true });
      await gracePage.getByRole('button', { name: 'Approve the week' }).click();
      const amount = `$${((rateCents * 5) / 100).toFixed(2)}`;
      await gracePage.getByText(`Invoice of ${amount} sent`).waitFor();
      await gracePage.screenshot({ path: shot('client-approved'), fullPage: true });

      // One invoice, on both sides, in payment history: outstanding until Grace pays it.
      const invoice = `Hours, week of ${WEEK}`;
      for (const [who, direction] of [
        [grace, 'outgoing'],
        [ada, 'incoming'],
      ] as const) {
        const history = await who.call(fetchPaymentHistory, { query: { direction, project_id: project.id } });
        expect(history.items).toMatchObject([
          {
            amount_cents: rateCents * 5,
            milestone_title: invoice,
            kind: 'hourly_week',
            status: 'OUTSTANDING',
          },
        ]);
      }

      // Grace pays it in the payment record (decision 1402): the browser leaves for the sandbox's
      // checkout page, she confirms there, and comes back to the payment record with it paid.
      await gracePage.goto(new URL('/payment', webUrl()).toString());
      const invoiceRow = gracePage.getByRole('row').filter({ hasText: invoice });
      await invoiceRow.getByText('Outstanding').waitFor();
      await gracePage.screenshot({ path: shot('client-invoice-outstanding'), fullPage: true });
      await invoiceRow.getByRole('button', { name: `Pay ${invoice}` }).click();
      await gracePage.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
      await gracePage.getByText(`Pay ${amount} for the hours of the week of ${WEEK}?`).waitFor();
      await gracePage.screenshot({ path: shot('client-sandbox-checkout'), fullPage: true });
      await gracePage.getByRole('button', { name: 'Confirm the simulated payment' }).click();
      await gracePage.waitForURL(/\/payment\?checkout=done$/);
      await gracePage.getByText('Back from the payment provider.', { exact: false }).waitFor();
      await invoiceRow.getByText('Paid', { exact: true }).waitFor();
      expect(await invoiceRow.getByRole('button').count()).toBe(0);
      await gracePage.screenshot({ path: shot('client-invoice-paid'), fullPage: true });

      // Paid once, on both sides; Ada sees it paid in her payment record.
      for (const [who, direction] of [
        [grace, 'outgoing'],
        [ada, 'incoming'],
      ] as const) {
        const history = await who.call(fetchPaymentHistory, { query: { direction, project_id: project.id } });
        expect(history.items).toMatchObject([{ amount_cents: rateCents * 5, status: 'PAID' }]);
      }
      await page.goto(new URL('/payment', webUrl()).toString());
      await page.getByRole('row').filter({ hasText: invoice }).getByText('Paid', { exact: true }).waitFor();
      await page.screenshot({ path: shot('provider-payments'), fullPage: true });
      // The refused 11th hour is the one failed request the browser logs.
      const refused = problems.filter((problem) => problem.endsWith('status of 409 (Conflict)'));
      expect(refused).toHaveLength(1);
      expect(problems.filter((problem) => !refused.includes(problem))).toEqual([]);
      expect(graceProblems).toEqual([]);
    });

    // proves: HOURLY-AUTO-CHARGE
    it('Grace saves the sandbox card on her payment record; the week she approves is charged to it: Paid on both sides once, without a checkout', async () => {
      const grace = await apiClientFor('client@lancer.test');
      const ada = await apiClientFor('ada@lancer.test');
      const gracePage = await signInAs('client@lancer.test');
      const problems = recordPageProblems(gracePage);

      // The billing method: none saved (the first test removed it), saved on the sandbox's page.
      await gracePage.goto(new URL('/payment', webUrl()).toString());
      const billing = gracePage.locator('section').filter({
        has: gracePage.getByRole('heading', { name: 'Billing method' }),
      });
      await billing.getByText(/No card saved\./).waitFor();
      await billing.getByRole('button', { name: 'Save a card' }).click();
      await gracePage.getByRole('heading', { name: 'Sandbox card' }).waitFor();
      await gracePage.screenshot({ path: shot('client-sandbox-setup'), fullPage: true });
      await gracePage.getByRole('button', { name: 'Save this card (Visa ending in 4242)' }).click();
      await gracePage.waitForURL(/\/payment\?setup=done$/);
      await billing.getByText('Visa ending in 4242').waitFor();
      await gracePage.screenshot({ path: shot('client-billing-method'), fullPage: true });

      // An hourly project through the API (proposing was the first test's point), two hours logged.
      const title = `E2E: hourly, charged ${Date.now()}`;
      const request = await grace.call(createRequest, {
        body: { ...smallJob(title), budget_type: 'hourly', budget_min_cents: 6_000, budget_max_cents: 9_000 },
      });
      const proposal = await ada.call(createProposal, {
        body: {
          request_id: request.id,
          price_cents: 140_000,
          duration_days: 30,
          milestones: [],
          payment_plan: 'per_milestone',
          hourly: { rate_cents: 7_000, weekly_hours: 20 },
        },
      });
      await grace.call(acceptProposal, { body: { proposal_id: proposal.id, weekly_limit_hours: 10 } });
      const { project } = await ada.call(confirmProposal, { body: { proposal_id: proposal.id } });
      const week = '2031-03-17';
      await setHourlyClock(`${week}T09:00:00.000Z`);
      await ada.call(createTimeEntry, {
        body: { project_id: project.id, date: week, minutes: 120, memo: 'Two hours' },
      });

      // The week closes; Grace approves it, and it is charged to her card.
      await setHourlyClock('2031-03-24T09:00:00.000Z');
      await gracePage.goto(new URL(`/project-hours/${project.id}`, webUrl()).toString());
      await gracePage.getByRole('button', { name: 'Review it' }).click();
      await gracePage.getByRole('button', { name: 'Approve the week' }).click();
      await gracePage.getByText('Invoice of $140.00 sent').waitFor();
      for (const [who, direction] of [
        [grace, 'outgoing'],
        [ada, 'incoming'],
      ] as const) {
        const history = await who.call(fetchPaymentHistory, { query: { direction, project_id: project.id } });
        expect(history.items).toMatchObject([
          { amount_cents: 14_000, kind: 'hourly_week', status: 'PAID', checkout_url: null },
        ]);
      }
      const invoice = `Hours, week of ${week}`;
      await gracePage.goto(new URL('/payment', webUrl()).toString());
      const row = gracePage.getByRole('row').filter({ hasText: invoice });
      await row.getByText('Paid', { exact: true }).waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      await gracePage.screenshot({ path: shot('client-charged'), fullPage: true });
      const adaPage = await signInAs('ada@lancer.test', { at: '/payment' });
      await adaPage
        .getByRole('row')
        .filter({ hasText: invoice })
        .getByText('Paid', { exact: true })
        .waitFor();
      expect(problems).toEqual([]);
    });
  },
);

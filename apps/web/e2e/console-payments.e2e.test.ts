import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { fundMilestone } from '@lancer/api/contract/milestone';
import { fetchProject } from '@lancer/api/contract/project';
import { startProject } from '@lancer/api/contract-suite/start-project';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, recordPageProblems } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/console-payments-${name}.png`, fullPage: true });

/** Searches the console's payments (submitted, not per keystroke) and answers the list found. */
async function search(page: Page, query: string) {
  await page.getByRole('searchbox', { name: 'Search payments' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('list', { name: 'Payments found' });
}

describe('the console finds a payment and shows its state and the gateway’s id (decision 1531)', () => {
  it('a card payment Grace made through the sandbox checkout: found by its project, then by the gateway id, with its state filter', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const title = `E2E: a payment the console finds ${Date.now()}`;
    const project = await startProject(
      { client: { client: grace }, provider: { client: ada } },
      title,
      12_500,
    );
    const detail = await grace.call(fetchProject, { query: { project_id: project.id } });
    const funded = await grace.call(fundMilestone, {
      body: {
        milestone_id: detail.milestones[0]!.id,
        method: MoneyCollectingMethodType.STRIPE_CHECKOUT,
        idempotency_key: `console-payments-${Date.now()}`,
      },
    });

    // Grace pays on the sandbox's checkout page and comes back.
    const gracePage = await signInAs('client@lancer.test');
    await gracePage.goto(funded.payment.checkout_url!);
    await gracePage.getByRole('button', { name: 'Confirm the simulated payment' }).click();
    await gracePage.waitForURL(/checkout=done/);

    // Alan finds it in the console by the project's title.
    const admin = await signInAs('admin@lancer.test');
    const problems = recordPageProblems(admin);
    await admin.getByRole('button', { name: 'Console' }).hover();
    await admin.getByRole('menuitem', { name: 'Payments' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    let list = await search(admin, title);
    const card = list.getByRole('article', { name: `${title}: The fix` });
    await card.waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);
    const text = (await card.textContent())!;
    expect(text).toContain('$125.00');
    expect(text).toContain('Grace Hopper pays Ada Lovelace');
    expect(text).toContain('Milestone · Card (checkout)');
    expect(text).toContain(funded.payment.id);
    // The sandbox names its checkout session as Stripe does (cs_…).
    const gatewayId = (await card.getByText(/^cs_sandbox_\w+$/).textContent())!;
    await shot(admin, 'found');

    // The money arrived through the checkout: Paid, and the state filter keeps it under Paid only.
    await card.getByText('Paid', { exact: true }).waitFor();
    await admin.getByRole('radio', { name: 'Outstanding' }).click();
    await admin.getByText('No payments found').waitFor();
    await admin.getByRole('radio', { name: 'Paid' }).click();
    await card.waitFor();

    // The gateway's id finds the same one payment.
    await admin.getByRole('radio', { name: 'All' }).click();
    list = await search(admin, gatewayId);
    await list.getByRole('article', { name: `${title}: The fix` }).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);
    await shot(admin, 'by-gateway-id');
    expect(problems).toEqual([]);
  });
});

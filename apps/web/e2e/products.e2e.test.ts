import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/s14-products-${name}.png`, fullPage: true });

/** Each tab's heading, seen once the tab has rendered (the address changes a moment before). */
const headings = {
  product: 'Key figures',
  plan: 'Roadmap',
  development: 'Work items',
  issues: 'Issues',
  metrics: 'Metrics',
  ops: 'Deployments and incidents',
  collaborators: 'Invite a collaborator',
} as const;

async function openTab(page: Page, name: string, path: keyof typeof headings) {
  await page.getByRole('navigation', { name: 'Product tabs' }).getByRole('button', { name }).click();
  await page.waitForURL(`**/products/${path}?product=*`);
  await page.getByRole('heading', { name: headings[path], exact: true }).waitFor();
}

/** Picks an option of a design-system select (Radix: the list is a portal on the page). */
async function pick(page: Page, trigger: ReturnType<Page['getByRole']>, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

describe('products against the real API', () => {
  let productUrl = '';

  it('shows the seeded product, then creates one and fills every tab; each tab shows what was added', async () => {
    const page = await signInAs('client@lancer.test');
    await page.goto(page.url().replace(/\/projects$/, '/products'));
    await page.waitForURL('**/products/collaborators');
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByText('Ada', { exact: false }).first().waitFor();
    await expect(members.getByText('Collaborator').count()).resolves.toBe(1);
    await page
      .getByRole('list', { name: 'Pending invites' })
      .getByText('dana@salon-suite.example', { exact: true })
      .waitFor();
    await shot(page, 'seeded-collaborators');
    for (const [name, path] of [
      ['Product', 'product'],
      ['Plan', 'plan'],
      ['Development', 'development'],
      ['Issues', 'issues'],
      ['Metrics', 'metrics'],
      ['Ops', 'ops'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Product tabs' }).getByRole('button', { name }).click();
      await page.waitForURL(`**/products/${path}`);
      await page
        .getByRole('status')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await shot(page, `seeded-${path}`);
    }
    await page.getByRole('heading', { name: 'Deployments and incidents' }).waitFor();
    await page.getByRole('heading', { name: 'Reminder queue stuck' }).waitFor();

    await page.getByRole('button', { name: 'Create a product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('E2E Studio');
    await dialog.getByLabel('Description').fill('Made by the end-to-end walk.');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL('**/products/ops?product=*');
    productUrl = page.url();
    await expect(page.getByRole('combobox', { name: 'Product' }).textContent()).resolves.toBe('E2E Studio');
    await page.getByText('No deployments or incidents').waitFor();

    await openTab(page, 'Plan', 'plan');
    await page.getByLabel('Title').fill('Online booking');
    await page.getByLabel('Quarter').fill('2027-Q1');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page
      .getByRole('region', { name: /^Planned/ })
      .getByText('Online booking')
      .waitFor();

    await openTab(page, 'Issues', 'issues');
    await page.getByLabel('Title').fill('Booking page is slow');
    await page.getByLabel('Description').fill('It takes ten seconds to open.');
    await page.getByRole('button', { name: 'Report issue' }).click();
    await page.getByRole('heading', { name: '#1 Booking page is slow' }).waitFor();

    await openTab(page, 'Development', 'development');
    await page.getByLabel('Title').fill('Cache the booking page');
    const form = page.getByRole('region', { name: 'Add a work item' });
    await pick(page, form.getByRole('combobox').nth(1), '#1 Booking page is slow');
    await page.getByLabel('Estimate (hours)').fill('3');
    await page.getByRole('button', { name: 'Add work item' }).click();
    const row = page.getByRole('row', { name: /Cache the booking page/ });
    await row.getByText('Issue #1: Booking page is slow').waitFor();
    await row.getByRole('button', { name: /Move to In progress/ }).click();
    await row.getByText('In progress', { exact: true }).waitFor();

    await openTab(page, 'Ops', 'ops');
    await pick(
      page,
      page.getByRole('region', { name: 'Record an event' }).getByRole('combobox').first(),
      'Incident',
    );
    await page.getByLabel('Title').fill('Booking page down');
    await pick(
      page,
      page.getByRole('region', { name: 'Record an event' }).getByRole('combobox').nth(3),
      'SEV 1 (critical)',
    );
    await page.getByRole('button', { name: 'Record event' }).click();
    await page.getByRole('heading', { name: 'Booking page down' }).waitFor();
    await page.getByRole('button', { name: 'Resolve Booking page down' }).click();
    await page.getByText(/· Resolved /).waitFor();

    await openTab(page, 'Collaborators', 'collaborators');
    await page.getByLabel('Email or user ID').fill('ada');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByRole('list', { name: 'Members' }).getByText('Collaborator').waitFor();
    await page.getByLabel('Email or user ID').fill('friend@e2e.example');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page
      .getByRole('list', { name: 'Pending invites' })
      .getByText('friend@e2e.example', { exact: true })
      .waitFor();
    await shot(page, 'walk-collaborators');

    // Back returns to the previous tab; every tab shows what was added, after a reload too.
    await page.goBack();
    await page.waitForURL('**/products/ops?product=*');
    await page.getByRole('heading', { name: 'Booking page down' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Booking page down' }).waitFor();
    await shot(page, 'walk-ops');
    await openTab(page, 'Plan', 'plan');
    await page.getByText('Online booking').waitFor();
    await shot(page, 'walk-plan');
    await openTab(page, 'Development', 'development');
    await page.getByText('Cache the booking page').waitFor();
    await shot(page, 'walk-development');
    await openTab(page, 'Issues', 'issues');
    await page.getByRole('heading', { name: '#1 Booking page is slow' }).waitFor();
    await shot(page, 'walk-issues');
    await openTab(page, 'Metrics', 'metrics');
    const operations = page.getByRole('img', { name: 'Operations' });
    await operations.waitFor();
    await expect(operations.getAttribute('aria-describedby')).resolves.toBeTruthy();
    await expect(
      page.locator(`#${await operations.getAttribute('aria-describedby')}`).textContent(),
    ).resolves.toMatch(/Incidents 1 in total/);
    await shot(page, 'walk-metrics');
    await openTab(page, 'Product', 'product');
    // The overview may show its cached figures first, then the refetched ones: wait for the counts.
    const figure = (label: string, value: string) =>
      page
        .locator('dt', { hasText: label })
        .locator('xpath=following-sibling::dd[1]', { hasText: new RegExp(`^${value}$`) })
        .waitFor();
    await page.getByRole('heading', { name: 'E2E Studio', level: 2 }).waitFor();
    await figure('Members', '2');
    await figure('Open issues', '1');
    await figure('Open work items', '1');
    await shot(page, 'walk-product');
  }, 120_000);

  it('refuses a non-member who opens the product by its address', async () => {
    expect(productUrl).not.toBe('');
    const page = await signInAs('lin@lancer.test');
    await page.goto(productUrl.replace('/collaborators?', '/plan?').replace('/ops?', '/plan?'));
    await page.getByText('You are not a member of this product').waitFor();
    await page.getByText('This product cannot be opened.').waitFor();
    await expect(page.getByRole('heading', { name: 'Roadmap' }).count()).resolves.toBe(0);
    await shot(page, 'non-member');
  });
});

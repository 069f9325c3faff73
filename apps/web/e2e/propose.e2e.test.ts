import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `/tmp/s12-propose-${name}.png`;

describe('propose against the real API', () => {
  // proves: PROPOSAL-REVISIONS, PROPOSAL-MILESTONE-SUM, PROPOSAL-STATES, CLIENT-REPUTATION
  it('a provider finds a job, reads the client’s record on the card and in the sheet, proposes, revises; the client compares both versions and accepts; the provider confirms from Quotes and lands on Projects', async () => {
    const provider = await signInAs('ada@lancer.test', { at: '/jobs' });
    await provider.getByRole('searchbox', { name: 'Keywords' }).fill('ceramics');
    await provider.getByRole('button', { name: 'Search', exact: true }).click();
    await provider.waitForURL('**/jobs?q=ceramics');
    await provider.getByRole('heading', { name: '1 job' }).waitFor();
    // Grace, the demo client, was reviewed by Ada and paid milestones: her record is on the card.
    const record = provider
      .getByRole('article', { name: 'Online shop for handmade ceramics' })
      .getByLabel('About the client');
    await record.getByText(/\(\d+ reviews?\)/).waitFor();
    await expect(record.textContent()).resolves.toMatch(
      /\d+% hire rate.*\d+ jobs posted.*\d+ payments? made/,
    );
    await provider.getByRole('button', { name: 'Online shop for handmade ceramics', exact: true }).click();
    const sheet = provider.getByRole('dialog', { name: 'Online shop for handmade ceramics' });
    await sheet.getByText('Product pages, a cart and Stripe checkout.').waitFor();
    const facts = sheet.getByRole('region', { name: 'About the client' });
    await facts.getByRole('img', { name: /out of 5 stars/ }).waitFor();
    await expect(facts.textContent()).resolves.toMatch(/Hire rate\d+% \(\d+ jobs? hired\)/);
    await provider.screenshot({ path: shot('jobs') });
    await sheet.getByRole('link', { name: 'Make a proposal' }).click();
    await provider.waitForURL('**/make-proposal/*/new');
    const requestId = new URL(provider.url()).pathname.split('/')[2]!;

    await provider.getByLabel(/^Price/).fill('2000');
    await provider.getByLabel(/^Duration in days/).fill('30');
    const milestones: Array<[string, string, string]> = [
      ['Design', '500', '2030-01-10'],
      ['Build', '1000', '2030-01-24'],
      ['Launch', '400', '2030-01-31'],
    ];
    for (const [index, [title, amount, due]] of milestones.entries()) {
      if (index > 0) await provider.getByRole('button', { name: 'Add milestone' }).click();
      await provider.getByLabel(`Title of milestone ${index + 1}`).fill(title);
      await provider.getByLabel(`Amount of milestone ${index + 1}`).fill(amount);
      await provider.getByLabel(`Due date of milestone ${index + 1}`).fill(due);
    }
    await provider.getByText('Milestones add up to $1,900.00: $100.00 short of the price.').waitFor();
    await provider.getByRole('button', { name: 'Send proposal' }).click();
    await provider.getByRole('alert').getByText('The milestones must add up to the price').waitFor();
    await provider.screenshot({ path: shot('make-proposal-sum'), fullPage: true });
    await provider.getByLabel('Amount of milestone 3').fill('500');
    await provider.getByText('Milestones add up to $2,000.00: matches the price.').waitFor();
    await provider.getByRole('button', { name: 'Send proposal' }).click();
    await provider.waitForURL('**/proposal-submitted/*');
    const proposalId = new URL(provider.url()).pathname.split('/')[2]!;
    await provider.getByRole('heading', { name: 'Proposal sent' }).waitFor();
    await provider.screenshot({ path: shot('proposal-submitted') });

    await provider.getByRole('link', { name: 'Open the proposal' }).click();
    await provider.getByRole('link', { name: 'Revise proposal' }).click();
    await provider.waitForURL('**/make-proposal/*/edit');
    await provider.getByLabel(/^Price/).fill('2100');
    await provider.getByLabel('Amount of milestone 3').fill('600');
    await provider.getByRole('button', { name: 'Send revision' }).click();
    await provider.getByRole('heading', { name: 'Version 2 sent' }).waitFor();

    const client = await signInAs('client@lancer.test');
    await client.goto(
      client.url().replace('/projects', `/make-proposal/${requestId}/view?proposal=${proposalId}`),
    );
    await client.getByText('Proposal from Ada').waitFor();
    const table = client.getByRole('table', { name: 'Version 1 and version 2 side by side' });
    await expect(table.getByRole('row', { name: /^Price Changed/ }).textContent()).resolves.toContain(
      '$2,000.00$2,100.00',
    );
    await table.getByRole('row', { name: /^Milestone 3 Changed/ }).waitFor();
    await expect(table.getByRole('row', { name: /^Duration/ }).textContent()).resolves.not.toContain(
      'Changed',
    );
    await client.screenshot({ path: shot('compare'), fullPage: true });
    // The request hub shows the latest version and how often it was revised.
    await client.goto(client.url().replace(/\/make-proposal\/.*$/, `/request-hub?request=${requestId}`));
    await client
      .getByRole('article', { name: 'Ada Lovelace' })
      .getByText(/revised once/)
      .waitFor();
    await client.screenshot({ path: shot('request-hub-revised'), fullPage: true });
    await client.goBack();
    await client.getByRole('button', { name: 'Accept version 2' }).click();
    await client.getByText('Accepting').first().waitFor();

    await provider.goto(provider.url().replace(/\/proposal-submitted\/.*$/, '/provider-hub'));
    await provider.getByText('You are ready to be paid.').waitFor();
    await provider.getByRole('region', { name: 'Proposals in play' }).getByText('Accepting').waitFor();
    await provider.screenshot({ path: shot('provider-hub'), fullPage: true });
    await provider.getByRole('link', { name: 'All quotes' }).click();
    await provider.waitForURL('**/quotes');
    // The status filter lives in the address: a reload keeps it.
    await provider.getByRole('combobox', { name: 'Status' }).click();
    await provider.getByRole('option', { name: 'Accepting' }).click();
    await provider.waitForURL('**/quotes?status=ACCEPTING');
    await provider.reload();
    await expect(provider.getByRole('combobox', { name: 'Status' }).textContent()).resolves.toBe('Accepting');
    const row = provider.getByRole('row', { name: /Online shop for handmade ceramics/ });
    await row.getByText('Accepting').waitFor();
    await provider.screenshot({ path: shot('quotes'), fullPage: true });
    await row.getByRole('button', { name: 'Confirm and start' }).click();
    await provider.waitForURL('**/projects');
  }, 120_000);
});

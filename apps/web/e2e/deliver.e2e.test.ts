import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/s13-deliver-${name}.png`, fullPage: true });

async function openProject(page: Page, title: string) {
  await page
    .getByRole('list', { name: 'My projects' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await page.getByRole('heading', { name: title, level: 2 }).waitFor();
}

/**
 * Pages through the history's timeline from where it is until an entry shows. The history is the
 * user's whole record, 20 to a page, newest first: the walks of the other files, against the same
 * server and the same demo users, put theirs before the demo data's.
 */
async function seekInTimeline(page: Page, entry: string) {
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const pages = page.getByRole('navigation', { name: 'Pages of the history' });
  for (let turned = 0; turned < 20; turned += 1) {
    await timeline.waitFor();
    if ((await timeline.getByText(entry).count()) > 0) return;
    const next = pages.getByRole('button', { name: 'Next page' });
    if ((await pages.count()) === 0 || (await next.isDisabled())) break;
    const current = Number(await pages.locator('[aria-current="page"]').textContent());
    await next.click();
    await expect
      .poll(() => pages.getByRole('button', { name: `Page ${current + 1}` }).getAttribute('aria-current'))
      .toBe('page');
  }
  throw new Error(`"${entry}" is not in the history`);
}

const milestoneStatus = (page: Page, position: number, status: string) =>
  page.getByTestId(`milestone-${position}`).getByText(status, { exact: true }).waitFor();

describe('delivering a project between a client and a provider, against the real API', () => {
  // proves: MILESTONE-STATES, PAYMENT-METHODS, APPROVE-WITH-OPEN-ISSUES
  it('funds through the sandbox checkout, starts, delivers, approves past a linked open issue and pays', async () => {
    const client = await signInAs('client@lancer.test');
    const provider = await signInAs('ada@lancer.test');
    const project = 'Marketing site in React';

    // The client funds the last milestone by card: the browser leaves for the sandbox checkout page and comes back.
    await openProject(client, project);
    await client.getByTestId('milestone-3').getByRole('button', { name: 'Fund' }).click();
    const fund = client.getByRole('dialog', { name: 'Fund “Contact form and launch”' });
    await fund.getByRole('radio', { name: 'Card, through the payment provider' }).check();
    await fund.getByRole('button', { name: 'Continue to checkout' }).click();
    // The sandbox's page asks first; only its button (a POST of the signed token) pays (decision 1001).
    await client.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
    await client.getByText('no money moves', { exact: false }).waitFor();
    await shot(client, 'sandbox-checkout');
    await client.getByRole('button', { name: 'Confirm the simulated payment' }).click();
    await client.waitForURL(/\/projects\?checkout=done&project=/);
    await client.getByText('Back from the payment provider.', { exact: false }).waitFor();
    await milestoneStatus(client, 3, 'Outstanding');

    // The second milestone's card payment was started before (demo data): finish it the same way.
    await client.getByTestId('milestone-2').getByRole('button', { name: 'Continue to checkout' }).click();
    await client.getByRole('button', { name: 'Confirm the simulated payment' }).click();
    await client.waitForURL(/checkout=done/);
    await milestoneStatus(client, 2, 'Outstanding');
    await shot(client, 'projects-funded');

    // The provider starts and delivers it.
    await openProject(provider, project);
    await provider.getByTestId('milestone-2').getByRole('button', { name: 'Start work' }).click();
    await milestoneStatus(provider, 2, 'Implementing');
    await provider.getByTestId('milestone-2').getByRole('button', { name: 'Deliver' }).click();
    const deliver = provider.getByRole('dialog', { name: 'Deliver “Pages and blog”' });
    await deliver.getByRole('textbox').fill('Five pages and the blog are live on the staging site.');
    await deliver.getByRole('button', { name: 'Deliver' }).click();
    await provider.getByText('Delivered: Five pages and the blog are live on the staging site.').waitFor();
    await shot(provider, 'projects-provider');

    // The client approves: the open issue linked to the milestone is shown first.
    await client.reload();
    await openProject(client, project);
    await client.getByTestId('milestone-2').getByRole('button', { name: 'Approve' }).click();
    const approve = client.getByRole('alertdialog', { name: 'Approve “Pages and blog”?' });
    await approve.getByText('#1 Logo is blurry on retina screens').waitFor();
    await shot(client, 'projects-approve');
    await approve.getByRole('button', { name: 'Approve anyway' }).click();
    await milestoneStatus(client, 2, 'Done');
    await client.getByTestId('milestone-2').getByRole('button', { name: 'Release payment' }).click();
    await milestoneStatus(client, 2, 'Paid');
    await shot(client, 'projects-paid');

    // A second click elsewhere never pays twice: the milestone offers nothing more.
    await expect(client.getByTestId('milestone-2').getByRole('button').count()).resolves.toBe(0);
  });

  // proves: ISSUE-STATES, ROUTE-PROJECT-ISSUES, ROUTE-PROJECT-ISSUE
  it('walks an issue between them: the provider resolves it in the drawer, the client confirms it on the issue page, the provider reopens it', async () => {
    const provider = await signInAs('ada@lancer.test');
    const client = await signInAs('client@lancer.test');
    const project = 'Marketing site in React';
    const issue = /#1 Logo is blurry on retina screens/;

    await openProject(provider, project);
    await provider.getByRole('link', { name: /^Issues \(/ }).click();
    await provider.waitForURL(/\/projects\/issues\/[^/]+$/);
    const drawer = provider.getByRole('dialog', { name: 'Issues' });
    await drawer.getByRole('button', { name: issue }).click();
    await drawer.getByRole('button', { name: 'Resolve' }).click();
    await drawer.getByRole('button', { name: 'Reopen' }).waitFor();
    await shot(provider, 'issues-drawer');
    const drawerAddress = provider.url();
    await drawer.getByRole('button', { name: 'Back to the project' }).click();
    await provider.waitForURL(/\/projects$/);

    // The drawer's address can be shared: the client opens it, then the issue page.
    await client.goto(drawerAddress);
    await client
      .getByRole('dialog', { name: 'Issues' })
      .getByRole('link', { name: 'Open the issue page' })
      .click();
    await client.waitForURL(/\/project-issue\//);
    // The address changes before the page is on screen (the router renders in a transition); until
    // then the drawer, with its own Open/Resolved/Closed filter, is still there to be clicked.
    await client.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    await client.getByRole('radio', { name: 'Resolved' }).click();
    await client.getByRole('button', { name: issue }).click();
    await client.getByRole('button', { name: 'Confirm' }).click();
    await client.getByRole('button', { name: 'Confirm' }).waitFor({ state: 'detached' });
    await expect(client.getByRole('button', { name: 'Reopen' }).isVisible()).resolves.toBe(true);
    await shot(client, 'project-issue');

    await provider.goto(client.url());
    await provider.getByRole('radio', { name: 'Closed' }).click();
    await provider.getByRole('button', { name: issue }).click();
    await provider.getByRole('button', { name: 'Reopen' }).click();
    await provider.getByRole('button', { name: 'Resolve' }).waitFor();
  });

  // proves: HISTORY-DERIVED, ROUTE-WORK-SPACE
  it("shows each side's next action in the workspace, leading to where it is done, and lists what happened in the history", async () => {
    const client = await signInAs('client@lancer.test');
    const provider = await signInAs('ada@lancer.test');

    // The provider: the issue assigned to her is on her side; "Go" leads to the project's issue page.
    await provider.goto(new URL('/work-space', provider.url()).toString());
    // (The demo data gives her other things to do, an issue of the disputed project among them.)
    const todo = provider
      .getByRole('list', { name: 'Things to do' })
      .getByRole('listitem')
      .filter({ hasText: '#1 Logo is blurry on retina screens' });
    await todo.getByText('Resolve an issue', { exact: true }).waitFor();
    await shot(provider, 'work-space-provider');
    await provider.getByRole('link', { name: /Go.*Resolve an issue.*#1 Logo is blurry/ }).click();
    await provider.waitForURL(/\/project-issue\//);
    await provider.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();

    // The client: a proposal to answer on a job of hers.
    await client.goto(new URL('/work-space', client.url()).toString());
    await client
      .getByRole('list', { name: 'Things to do' })
      .getByText('Answer a proposal', { exact: true })
      .first()
      .waitFor();
    await shot(client, 'work-space-client');

    // The demo data's events, newest first, behind what the other files did as this client on the
    // same server (on a fresh one they are on the first page).
    await client.goto(new URL('/history', client.url()).toString());
    const timeline = client.getByRole('list', { name: 'Timeline' });
    await seekInTimeline(client, 'Milestone paid: Design system');
    await seekInTimeline(client, 'Payment made: Design system');
    await client.getByRole('radio', { name: 'Issues' }).click();
    await seekInTimeline(client, 'Issue opened: #1 Logo is blurry on retina screens');
    await timeline.getByText(/^Milestone paid/).waitFor({ state: 'detached' });
    await shot(client, 'history');
  });
});

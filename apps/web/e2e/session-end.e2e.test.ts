import type { Page, WebSocket } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage } from './browser';
import { signInOn } from './signin-helpers';

afterAll(closePages);

/** Marks the page's window: the mark survives navigation in the app and is gone after a page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

async function openBilling(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Payment Details' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await page.waitForURL('**/billing');
  await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
}

describe('one account after another in the same tab, without a page load (SESSION-END)', () => {
  // proves: SESSION-END, ROUTE-AFTER-LOGOUT
  it("the next account sees none of the last one's data, and the last one's chat socket is closed", async () => {
    const page = await openPage('/signin');
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await markWindow(page);
    await signInOn(page, 'client@lancer.test');
    // Projects shows the chat bar: the client's chat socket is open.
    await expect.poll(() => sockets.length).toBe(1);

    // The client's saved cards are in the query cache now.
    await openBilling(page);
    await page.getByText('visa ending in 4242').waitFor();
    const [clientsSocket] = sockets;

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/home/');
    await page.getByRole('link', { name: 'Sign in or create an account' }).click();
    await page.waitForURL('**/signin');
    expect(await stillSameDocument(page)).toBe(true);
    expect(clientsSocket?.isClosed()).toBe(true);

    await signInOn(page, 'lin@lancer.test');
    await openBilling(page);
    expect(await stillSameDocument(page)).toBe(true);
    // Lin has no saved card: the page says so, and the client's cards are nowhere.
    await page.getByText('No saved cards').waitFor();
    await expect(page.getByText('visa ending in 4242').count()).resolves.toBe(0);
    await page.screenshot({ path: 'test-results/e2e/session-end-next-account-billing.png', fullPage: true });
  });
});

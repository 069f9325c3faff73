import type { Page } from 'playwright';

import { openPage, type Screen } from './browser';

export const DEMO_PASSWORD = 'lancer-demo-1';

/** Signs a demo user in through the real sign-in screen and waits for Projects on screen. */
export async function signInAs(email: string, screen: Screen = 'desktop'): Promise<Page> {
  const page = await openPage('/signin', screen);
  await signInOn(page, email);
  return page;
}

/** Signs a demo user in on the sign-in screen this page shows, and waits for Projects on screen. */
export async function signInOn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/projects');
  // The address changes before React shows the page (the router renders in a transition): until
  // then the sign-in page, with a header of its own, is still on screen, and a click on its user
  // menu is lost when it goes.
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
}

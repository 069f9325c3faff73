import { chromium, type Locator, type Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { chromiumArgs, chromiumPath } from '../../../.ci/chromium.ts';
import { closePages, openPage, waitForApp } from './browser';
import { isChatSocket } from './chat-helpers';
import { webUrl } from './server';
import { DEMO_PASSWORD, signInAs } from './signin-helpers';

afterAll(closePages);

const specStorageKeys = [
  'identity',
  'access_token',
  'refresh_token',
  'signin_result',
  'has_lancer_logged_in',
  'has_lancer_logged_out',
];

const readStorage = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    [...specStorageKeys, 'lancer-user-store'],
  );

/** The sign-in form, filled in on a page already at /signin. */
async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('the route guard', () => {
  // proves: GUARD-ROLES
  it('sends a BUSINESS-only account to /home, after sign-in and from a signed-in page', async () => {
    const page = await openPage('/signin');
    await signIn(page, 'biz@lancer.test');
    // SIGNIN-EFFECTS: not PERSONAL nor ADMINISTRATOR, so "/", which is Projects: the guard says /home.
    await page.waitForURL('**/home');
    expect(JSON.parse((await readStorage(page)).signin_result!).role).toBe(2);
    await page.goto(new URL('/payment', page.url()).toString());
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
  });
});

describe('the language', () => {
  // proves: SHELL-LANGUAGE
  it('opens in Chinese on a .cn host for an English browser, and the switch persists', async () => {
    // lancer.cn resolves to this machine: the served app sees the host the way a visitor's browser sends it.
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--host-resolver-rules=MAP lancer.cn 127.0.0.1'],
    });
    try {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`http://lancer.cn:${new URL(webUrl()).port}/home`);
      await page.getByRole('heading', { level: 1, name: /聘请专家/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      // /home is prerendered: its switch is on screen before the app starts, and a choice made then
      // is lost (the clean-clone run of decision 0719 lost it once under load). Wait for the app.
      await waitForApp(page);
      // The switch wins over the host, and is remembered.
      await page.getByLabel('语言').selectOption('en');
      await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
    } finally {
      await browser.close();
    }
  });
});

describe('the scroll', () => {
  /**
   * A click where the user clicks, without Playwright first scrolling the target "into view" (it
   * scrolls to a sticky header's place in the page, the top, which a user's click never does).
   */
  const clickInPlace = async (page: Page, target: Locator) => {
    const box = await target.boundingBox();
    expect(box, 'the target is on screen').not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  };
  const scrollTo = async (page: Page, y: number) => {
    await page.mouse.wheel(0, y);
    await page.waitForFunction((y) => window.scrollY === y, y);
  };
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  // proves: SHELL-SCROLL
  it('is kept for Projects through the header, the back button and /home, and reset on Post a job', async () => {
    const page = await signInAs('client@lancer.test');
    await page.getByRole('list', { name: 'My projects' }).waitFor();
    await scrollTo(page, 400);
    // The header's links stay in reach on the scrolled page: leave through them.
    const header = page.getByRole('banner');
    await clickInPlace(page, header.getByRole('link', { name: 'Post a job' }));
    await page.getByRole('heading', { level: 1, name: 'Post a job' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 300);
    await header.getByRole('button', { name: /Workspaces/ }).hover();
    await clickInPlace(page, page.getByRole('menuitem', { name: 'Projects' }));
    await page.waitForURL('**/projects');
    await page.getByRole('list', { name: 'My projects' }).waitFor();
    expect(await scrollY(page)).toBe(400);
    // Back to Post a job (not keep-alive): the top, not where it was left.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Post a job' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await page.goForward();
    await page.getByRole('list', { name: 'My projects' }).waitFor();
    expect(await scrollY(page)).toBe(400);
    // Through a public page (the other layout) and back by its call to action.
    await clickInPlace(page, header.getByRole('link', { name: 'Lancer home' }));
    await page.getByRole('link', { name: 'Go to your workspace' }).click();
    await page.waitForURL('**/projects');
    await page.getByRole('list', { name: 'My projects' }).waitFor();
    expect(await scrollY(page)).toBe(400);
  });
});

describe('a failed page preload', () => {
  // proves: SHELL-PRELOAD-ERROR
  it('dispatches the preload event and offers a reload', async () => {
    const page = await openPage('/home');
    await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
    // The About page's code cannot be fetched (a deploy replaced it, or the network dropped).
    const aboutChunk = /\/assets\/about-[^/]*\.js$/;
    await page.route(aboutChunk, (route) => route.abort());
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
    // The first failure reloads the app once (a deploy may have replaced the chunk names)...
    const reloaded = page.waitForEvent('load');
    await about.click();
    await reloaded;
    // The reloaded /home is prerendered: its heading is there before the app has started, and a
    // click on About before then is a plain link that loads about.html, no chunk involved.
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('lancer-preload-reloaded'))).toBe('1');
    // ...the next one dispatches the event again and leaves the choice to the user.
    await page.evaluate(() => {
      window.addEventListener('vite:preloadError', () => {
        document.documentElement.dataset.preloadErrors = String(
          Number(document.documentElement.dataset.preloadErrors ?? 0) + 1,
        );
      });
    });
    await about.click();
    await page.getByRole('alert').getByRole('heading', { name: 'This page failed to load' }).waitFor();
    expect(Number(await page.evaluate(() => document.documentElement.dataset.preloadErrors))).toBeGreaterThan(
      0,
    );
    // Once the code is reachable again, Reload brings the page.
    await page.unroute(aboutChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: /marketplace where both sides/ }).waitFor();
  });
});

describe('logout', () => {
  // proves: LOGOUT-EFFECTS
  it('clears every spec storage key and closes the chat socket', async () => {
    const page = await openPage('/signin');
    const opened = page.waitForEvent('websocket', { predicate: (ws) => isChatSocket(ws.url()) });
    await signIn(page, 'client@lancer.test');
    await page.waitForURL('**/projects');
    const socket = await opened;
    const before = await readStorage(page);
    expect(before.access_token).toBeTruthy();
    expect(before.has_lancer_logged_in).toBe('1');
    // To /signin without a page load (the socket lives on), where "Sign out" logs out in place.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/signin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    expect(socket.isClosed()).toBe(false);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await closed;
    await page.getByLabel('Email').waitFor();
    const after = await readStorage(page);
    expect(after).toMatchObject({
      identity: null,
      access_token: null,
      refresh_token: null,
      signin_result: null,
      has_lancer_logged_in: '0',
      has_lancer_logged_out: '1',
    });
    expect(JSON.parse(after['lancer-user-store']!).state).toMatchObject({
      isLoggedIn: false,
      profile: null,
      role: 0,
    });
  });

  it('from the user menu goes to /home/ signed out', async () => {
    const page = await signInAs('client@lancer.test');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/home/');
    await page.getByRole('link', { name: 'Sign in or create an account' }).waitFor();
    expect((await readStorage(page)).access_token).toBeNull();
  });
});

describe('someone signed in on a public page', () => {
  it('SHELL-HEADER-GUEST: sees the guest header on /about and /home, is offered their workspace there and on /signin', async () => {
    const page = await signInAs('client@lancer.test');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // These routes' roles include NONE: the guest header, whoever looks (SHELL-HEADER-SIGNED-IN).
    for (const publicPath of ['/about', '/home']) {
      await page.goto(new URL(publicPath, page.url()).toString());
      await waitForApp(page);
      await page.getByRole('banner').getByRole('link', { name: 'Lancer home' }).waitFor();
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Jobs' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Go to your workspace' }).click();
    await page.waitForURL('**/projects');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.goto(new URL('/signin', page.url()).toString());
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    expect(await page.getByLabel('Email').count()).toBe(0);
  });
});

describe('the skip link', () => {
  /** Tab from the top of the page opens on the skip link; Enter puts focus on the page's main content. */
  async function skipToContent(page: Page) {
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  }

  it('is the first stop on a public page and moves focus to main', async () => {
    const page = await openPage('/home');
    await skipToContent(page);
  });

  it('is the first stop on a signed-in page and moves focus to main', async () => {
    const page = await signInAs('client@lancer.test');
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await skipToContent(page);
  });
});

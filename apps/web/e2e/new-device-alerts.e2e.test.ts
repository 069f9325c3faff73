import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage, waitForApp } from './browser';
import { lastMailTo } from './mail';
import { webUrl } from './server';
import { DEMO_PASSWORD, signInOn, signUpOn } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/new-device-${name}.png`;

const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('new-device alerts against the real server (decision 1027)', () => {
  // proves: NEW-DEVICE-ALERT
  it("a sign-in from a second browser rings the first one's bell and mails the account; the alert leads to the devices list, where that session is ended", async () => {
    const email = `new-device-${Date.now()}@e2e.test`;
    // The account's first sign-in (its sign-up, in this browser) tells nobody.
    const laptop = await openPage('/signin');
    await signUpOn(laptop, email, DEMO_PASSWORD);
    await laptop.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Another browser, a phone with its own storage (so its own device id), signs in.
    const phoneContext = await laptop
      .context()
      .browser()!
      .newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
        userAgent: safariOnIphone,
      });
    const phone = await phoneContext.newPage();
    await phone.goto(new URL('/signin', webUrl()).toString());
    await waitForApp(phone);
    await signInOn(phone, email);

    // The laptop's bell rings with no reload; its item names the phone and offers to end it.
    const bell = laptop.getByRole('button', { name: 'Notifications, 1 unread', exact: true });
    await bell.waitFor({ timeout: 5_000 });
    await bell.click();
    const alert = laptop.getByRole('dialog', { name: 'Notifications' }).getByRole('link', {
      name: /^Unread: New sign-in to your account: Safari on iOS \(.+\)\s*Not you\? End that session/,
    });
    await alert.waitFor();
    await laptop.screenshot({ path: shot('bell') });

    // The mail says the same, with the link to that session, and cannot be unsubscribed from.
    const mail = await lastMailTo(email, /^New sign-in to your account$/);
    expect(mail.text).toContain('Device: Safari on iOS');
    expect(mail.text).toMatch(/Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const link = mail.text.match(/Not you\? End that session: (\S+)/)![1]!;
    expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();

    // "Not you? End that session": the devices list, that session marked, signed out there.
    await alert.click();
    await laptop.waitForURL('**/login/devices?session=*');
    const session = new URL(laptop.url()).searchParams.get('session')!;
    expect(new URL(link).searchParams.get('session')).toBe(session);
    const list = laptop.getByRole('list', { name: 'Signed-in devices' });
    const marked = list.getByRole('listitem').filter({ hasText: 'New sign-in' });
    await marked.getByText('Safari on iOS').waitFor();
    await laptop.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await laptop.screenshot({ path: shot('devices') });
    await marked.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await laptop.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await laptop.getByText('That new sign-in is signed out').waitFor();
    await list.getByText('Safari on iOS').waitFor({ state: 'detached' });
    await laptop.screenshot({ path: shot('ended') });

    // The phone's session is over: its refresh token is refused.
    const refreshToken = await phone.evaluate(() => localStorage.getItem('refresh_token'));
    const refused = await fetch(new URL('/api/user/signin/refresh-token', webUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refused.status).toBe(401);
    await phoneContext.close();
  }, 180_000);
});

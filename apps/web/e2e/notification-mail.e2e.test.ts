import { fetchNotificationSettings } from '@lancer/api/contract/notification';
import { proposeOnNewJob } from '@lancer/api/contract-suite/start-project';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, openPage } from './browser';
import { lastMailTo } from './mail';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/notification-mail-${name}.png`;

const kindName = 'A proposal arrives on your job';

describe('notification mail against the real server (decisions 1220, 1230, 1231)', () => {
  // proves: NOTIFY-MAIL, NOTIFY-UNSUBSCRIBE
  it('the client sets proposals to "Mail at once" on the settings screen; a proposal mails them; its unsubscribe link, opened signed out, stops that mail, and the settings screen shows it', async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');

    // The settings screen, reached from /notifications' header.
    const page = await signInAs('client@lancer.test');
    await page.goto(new URL('/notifications', page.url()).toString());
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await page.waitForURL('**/notification-settings');
    const proposals = page.getByRole('combobox', { name: kindName });
    await expect(proposals.textContent()).resolves.toContain('In the app only');
    await proposals.click();
    await page.getByRole('option', { name: 'Mail at once' }).click();
    await proposals.locator('xpath=..').getByText('Saved').waitFor();
    await expect(proposals.textContent()).resolves.toContain('Mail at once');
    await page.screenshot({ path: shot('settings-mail') });
    const stored = await grace.call(fetchNotificationSettings);
    expect(stored.channels.find((item) => item.kind === 'proposal_received')?.channel).toBe('mail');

    // A proposal on the client's job: the mail goes out at once, with the unsubscribe headers.
    const title = `E2E: mail the client ${Date.now()}`;
    await proposeOnNewJob({ client: { client: grace }, provider: { client: ada } }, title, 12_000);
    const mail = await lastMailTo('client@lancer.test', new RegExp(title));
    expect(mail.subject).toBe(`Ada Lovelace sent a proposal on “${title}”`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
    expect(link).toBeDefined();

    // The link, in a browser nobody signed in to.
    const reader = await openPage(new URL(link!).pathname + new URL(link!).search);
    await reader.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
    await reader.getByText('You will get no more mails for this').waitFor();
    await reader.getByText(`No more mails when: “${kindName}”`, { exact: false }).waitFor();
    await reader.screenshot({ path: shot('unsubscribed') });

    // The settings screen now shows the kind back in the app only.
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: kindName }).textContent({ timeout: 10_000 }),
    ).resolves.toContain('In the app only');
    await page.screenshot({ path: shot('settings-after') });
    const after = await grace.call(fetchNotificationSettings);
    expect(after.channels.find((item) => item.kind === 'proposal_received')?.channel).toBe('in_app');

    // /notifications filtered to that kind: the proposal is there (the bell keeps what the mail stopped).
    await page.goto(new URL('/notifications', page.url()).toString());
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: kindName }).click();
    const listed = page.getByRole('list', { name: 'All notifications' });
    await listed.getByRole('link', { name: `Ada Lovelace sent a proposal on “${title}”` }).waitFor();
    const sentences = await listed.getByRole('link').allTextContents();
    expect(sentences.every((sentence) => sentence.includes('sent a proposal on'))).toBe(true);
    await page.screenshot({ path: shot('by-kind') });

    // The same link again changes nothing and still says so; a changed token is refused plainly.
    await reader.reload();
    await reader.getByText('You will get no more mails for this').waitFor();
    await reader.goto(new URL('/unsubscribe?token=forged.token', link).toString());
    await reader.getByText('This unsubscribe link is not valid').waitFor();
    await reader.screenshot({ path: shot('invalid') });
  }, 120_000);
});

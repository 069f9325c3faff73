import { afterAll, describe, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('chat against the real API and /ws/chat', () => {
  it('a client opens a conversation from the chat bar and a sent message comes back from the server', async () => {
    const page = await signInAs('client@lancer.test');
    await page.getByRole('button', { name: /^Messages/ }).click();
    await page.getByText('Online', { exact: true }).waitFor();
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('button').first().click();
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByRole('listitem').first().waitFor();
    const text = `Checking in ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.keyboard.press('Enter');
    // The server's echo replaces the pending message: once, marked sent.
    await log.locator('li[data-status="sent"]', { hasText: text }).waitFor();
  });
});

import { afterAll, describe, expect, it } from 'vitest';

import { closePages, recordPageProblems } from './browser';
import { openConversation } from './chat-helpers';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('"Copy link" on a chat message against the real API and /ws/chat (decision 1620)', () => {
  it('the client sends a message; Ada copies its link from the message menu, "Link copied"; the link opened in another tab shows the conversation with the message marked', async () => {
    const client = await signInAs('client@lancer.test');
    const ada = await signInAs('ada@lancer.test');
    const problems = recordPageProblems(ada);
    const clientLog = await openConversation(client);
    const text = `The brief is in the shared folder ${Date.now()}`;
    await client.getByRole('textbox', { name: 'Message' }).fill(text);
    await client.keyboard.press('Enter');
    await clientLog.locator('li[data-status="sent"]', { hasText: text }).waitFor();

    // Ada's tab may use the clipboard, and is the one in front (a page behind others cannot write to it).
    const origin = new URL(ada.url()).origin;
    await ada.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await ada.bringToFront();
    const adaLog = await openConversation(ada);
    const theirs = adaLog.getByRole('listitem').filter({ hasText: text });
    await theirs.getByRole('button', { name: 'More on this message' }).click();
    await ada.getByRole('menuitem', { name: 'Report…' }).waitFor();
    await ada.getByRole('menuitem', { name: 'Copy link' }).click();
    await ada.getByText('Link copied', { exact: true }).waitFor();
    await ada.screenshot({ path: 'test-results/e2e/chat-copy-link-copied.png' });
    const link = await ada.evaluate(() => navigator.clipboard.readText());
    const address = new URL(link);
    expect(address.origin).toBe(origin);
    expect(address.pathname).toMatch(/^\/messages\/[^/]+$/);
    expect(address.searchParams.get('message')).toMatch(/.+/);

    // The link alone, in another tab: the conversation opens with that message marked.
    const other = await signInAs('ada@lancer.test');
    await other.goto(link);
    await other.locator('li[data-highlighted]', { hasText: text }).waitFor();
    await other.screenshot({ path: 'test-results/e2e/chat-copy-link-opened.png' });
    expect(problems).toEqual([]);
  });
});

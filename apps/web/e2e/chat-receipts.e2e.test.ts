import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { openConversation } from './chat-helpers';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('read receipts and typing against the real API and /ws/chat (decision 1601)', () => {
  // proves: CHAT-READ-FORWARD, CHAT-TYPING-EXPIRY
  it('the client sees "Seen" once Ada opens the conversation; Ada sees the client typing, then not', async () => {
    const client = await signInAs('client@lancer.test');
    const ada = await signInAs('ada@lancer.test');
    const clientLog = await openConversation(client);
    const text = `Did you get the brief? ${Date.now()}`;
    await client.getByRole('textbox', { name: 'Message' }).fill(text);
    await client.keyboard.press('Enter');
    const sent = clientLog.locator('li[data-status="sent"]', { hasText: text });
    await sent.waitFor();
    await sent.getByText('Seen', { exact: true }).waitFor({ state: 'detached' });

    // Ada opens the conversation: reading it moves her read position, and the client hears it.
    const adaLog = await openConversation(ada);
    await adaLog.getByText(text).waitFor();
    await sent.getByText('Seen', { exact: true }).waitFor();

    // The client types (typing frames, never stored); Ada sees it, and 5 s later no more. Ada's
    // page records what its typing line says from before the first key, by a MutationObserver:
    // the indicator lives 5 s, and a Playwright wait polls on animation frames, which a page
    // behind another may not get (a wait that timed out while the text was on screen).
    // The whole page is observed and the line looked up again at each change, so a re-rendered
    // line is still read. (On a quiet machine the first key after the send came within 1 s of the
    // typing frame before it, and the server dropped it: it now starts its throttle again after a
    // message, as the client does; CHAT-TYPING-THROTTLE.)
    await ada.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { typingSeen: string[] }).typingSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-slot="chat-typing"]')?.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { childList: true, characterData: true, subtree: true });
    });
    await client.getByRole('textbox', { name: 'Message' }).pressSequentially('One more thing', { delay: 30 });
    const typingSeen = () => ada.evaluate(() => (window as unknown as { typingSeen: string[] }).typingSeen);
    await expect
      .poll(typingSeen, { timeout: 15_000, interval: 200 })
      .toEqual(expect.arrayContaining(['Grace is typing…']));
    await expect.poll(async () => (await typingSeen()).at(-1), { timeout: 10_000, interval: 200 }).toBe('');
  });
});

describe('edit and search against the real API and /ws/chat (decisions 1602, 1603, 1620)', () => {
  // proves: CHAT-EDIT-WINDOW, CHAT-SEARCH-OWN
  it('the client edits a message and Ada sees "edited" live; after a reload search finds the edited text', async () => {
    const client = await signInAs('client@lancer.test');
    const ada = await signInAs('ada@lancer.test');
    const clientLog = await openConversation(client);
    const adaLog = await openConversation(ada);
    const tag = `brief${Date.now().toString(36)}`;
    await client.getByRole('textbox', { name: 'Message' }).fill(`The ${tag} is attahced`);
    await client.keyboard.press('Enter');
    const sent = clientLog.locator('li[data-status="sent"]', { hasText: tag });
    await sent.waitFor();
    await adaLog.getByText(`The ${tag} is attahced`).waitFor();

    await sent.getByRole('button', { name: 'Message actions' }).click();
    await client.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = client.getByRole('dialog', { name: 'Edit message' });
    await dialog.getByRole('textbox', { name: 'Message' }).fill(`The ${tag} is attached`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const edited = adaLog.getByRole('listitem').filter({ hasText: `The ${tag} is attached` });
    await edited.getByText('edited', { exact: true }).waitFor();

    await ada.reload();
    const box = ada.getByRole('searchbox', { name: 'Search messages' });
    await box.fill(`${tag} attached`);
    await box.press('Enter');
    const results = ada.getByRole('navigation', { name: 'Search results' });
    await results.getByText(`The ${tag} is attached`).waitFor();
    // A result is a link to the message in its conversation (decision 1620): its address, then marked.
    await results.getByRole('link').first().click();
    await ada.waitForURL(/\/messages\/[^/?]+\?message=[^&]+$/);
    await ada.locator('li[data-highlighted]', { hasText: tag }).waitFor();
    // The address alone opens it again: after a reload the message is still marked.
    await ada.reload();
    await ada.locator('li[data-highlighted]', { hasText: tag }).waitFor();
  });
});

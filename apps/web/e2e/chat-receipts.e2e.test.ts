import type { Page } from 'playwright';
import { afterAll, describe, it } from 'vitest';

import { closeBrowser } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closeBrowser);

/** Opens /messages and the client's conversation with Ada about the running project (the demo seed). */
async function openConversation(page: Page) {
  await page.goto(new URL('/messages', page.url()).toString());
  await page.getByText('Online', { exact: true }).waitFor();
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('button', { name: /Marketing site in React/ }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await log.getByRole('listitem').first().waitFor();
  return log;
}

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
    // page watches from before the first key: the indicator lives 5 s, which typing on a loaded
    // machine can use up before a wait that starts after it.
    await ada.bringToFront();
    const typing = ada.getByText('Grace is typing…');
    const shown = typing.waitFor();
    await client.getByRole('textbox', { name: 'Message' }).pressSequentially('One more thing', { delay: 30 });
    await shown;
    await typing.waitFor({ state: 'detached', timeout: 10_000 });
  });
});

describe('edit and search against the real API and /ws/chat (decisions 1602, 1603)', () => {
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
    await results.getByRole('button').first().click();
    await ada.locator('li[data-highlighted]', { hasText: tag }).waitFor();
  });
});

import type { Page } from 'playwright';

import { CHAT_PATH } from '@lancer/api/schemas/chat-frame';

/**
 * Whether a socket the page opened is the chat's: its path is /ws/chat, whatever its query says
 * (each connection names its request id there, `?request_id=`, decision 2101).
 */
export const isChatSocket = (url: string) => new URL(url).pathname === CHAT_PATH;

/** Opens /messages and the client's conversation with Ada about the running project (the demo seed). */
export async function openConversation(page: Page) {
  await page.goto(new URL('/messages', page.url()).toString());
  await page.getByText('Online', { exact: true }).waitFor();
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('button', { name: /Marketing site in React/ }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await log.getByRole('listitem').first().waitFor();
  return log;
}

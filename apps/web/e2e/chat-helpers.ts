import type { Page } from 'playwright';

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

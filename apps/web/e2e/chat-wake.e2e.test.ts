import type { WebSocket } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { isChatSocket } from './chat-helpers';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('the chat notices a dead connection (decision 1030)', () => {
  // The unit test (packages/api chat-socket-heartbeat.test.ts) proves the catch-up; this proves the
  // web app listens: the browser's `online` event gives the socket up and a new one serves the chat.
  // proves: CHAT-HEARTBEAT
  it('when the browser is back online the app opens a new socket, and the chat works on it', async () => {
    const page = await signInAs('client@lancer.test');
    const sockets: WebSocket[] = [];
    /** Each chat socket's auth-ok, as the server sent it. */
    const authOks = new Map<WebSocket, { heartbeat_ms?: number }>();
    page.on('websocket', (socket) => {
      if (!isChatSocket(socket.url())) return;
      sockets.push(socket);
      socket.on('framereceived', (frame) => {
        const parsed = JSON.parse(String(frame.payload)) as {
          event: string;
          properties: { heartbeat_ms?: number };
        };
        if (parsed.event === 'auth-ok') authOks.set(socket, parsed.properties);
      });
    });
    await page.getByRole('button', { name: /^Messages/ }).click();
    await page.getByText('Online', { exact: true }).waitFor();
    const before = sockets.length;
    const firstClosed = sockets.at(-1)
      ? new Promise((resolve) => sockets.at(-1)!.on('close', resolve))
      : null;

    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(before + 1);
    if (firstClosed) await firstClosed;
    const fresh = sockets.at(-1)!;
    // It authenticates with the stored token; the server answers auth-ok with its heartbeat.
    await expect.poll(() => authOks.get(fresh)?.heartbeat_ms, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByText('Online', { exact: true }).waitFor();

    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('button').first().click();
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByRole('listitem').first().waitFor();
    const text = `After waking ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.keyboard.press('Enter');
    await log.locator('li[data-status="sent"]', { hasText: text }).waitFor();
  });
});

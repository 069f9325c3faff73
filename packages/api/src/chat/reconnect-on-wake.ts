import type { ChatSocket } from './chat-socket';

type Wakeable = Pick<ChatSocket, 'reconnect' | 'checkHeartbeat'>;

/**
 * After sleep or a network change a socket can look open and be dead (decision 1030): the chat
 * reconnects (and catches up) when the browser says it is back online, and when the tab shows
 * again after being hidden longer than `longHiddenMs`; after a shorter time it checks the heartbeat.
 * Returns the function that stops listening.
 */
export function reconnectOnWake(
  socket: Wakeable,
  {
    window: target = globalThis.window,
    document: page = globalThis.document,
    longHiddenMs = 30_000,
  }: { window?: EventTarget; document?: EventTarget & { hidden: boolean }; longHiddenMs?: number } = {},
) {
  let hiddenAt: number | null = page?.hidden ? Date.now() : null;
  const onOnline = () => socket.reconnect();
  const onVisibility = () => {
    if (page.hidden) {
      hiddenAt = Date.now();
      return;
    }
    const hiddenFor = hiddenAt === null ? 0 : Date.now() - hiddenAt;
    hiddenAt = null;
    if (hiddenFor > longHiddenMs) socket.reconnect();
    else socket.checkHeartbeat();
  };
  target?.addEventListener('online', onOnline);
  page?.addEventListener('visibilitychange', onVisibility);
  return () => {
    target?.removeEventListener('online', onOnline);
    page?.removeEventListener('visibilitychange', onVisibility);
  };
}

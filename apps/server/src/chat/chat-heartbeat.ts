import type { WebSocket } from 'ws';

/** The heartbeat frame (CHAT-HEARTBEAT): browsers cannot see a WebSocket ping, so the server also sends this. */
const HEARTBEAT_FRAME = JSON.stringify({ subject: 'socket', event: 'heartbeat', properties: {} });

/**
 * Half-open sockets are noticed (decision 1030): every `intervalMs` each socket is pinged and sent a
 * heartbeat frame; a socket whose pong for the previous ping has not come back is terminated (its
 * `close` then runs, and the chat socket forgets it). A laptop that slept or a network that changed
 * leaves such sockets behind: without this they would pile up and messages would wait on them.
 */
export function startHeartbeat(intervalMs: number) {
  /** Socket -> whether it answered the last ping. */
  const answered = new Map<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, alive] of answered) {
      if (!alive) {
        answered.delete(socket);
        socket.terminate();
        continue;
      }
      answered.set(socket, false);
      socket.ping();
      socket.send(HEARTBEAT_FRAME);
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(socket: WebSocket) {
      answered.set(socket, true);
      socket.on('pong', () => {
        if (answered.has(socket)) answered.set(socket, true);
      });
      socket.on('close', () => answered.delete(socket));
    },
    /** Sockets being watched (tests: a terminated one is gone). */
    size: () => answered.size,
    stop: () => clearInterval(timer),
  };
}

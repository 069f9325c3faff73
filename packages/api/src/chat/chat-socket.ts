import { withRequestId } from '../http/request-id';
import { typingFrameDue } from '../rules/chat-typing';
import type { ChatMessage, MemberReadPosition } from '../schemas/chat';
import type { UserSummary } from '../schemas/common';
import {
  CHAT_AUTH_CLOSE_CODES,
  chatFrameSchema,
  serverFrameSchemas,
  type ChatFrame,
} from '../schemas/chat-frame';

export type ChatStatus = 'connecting' | 'open' | 'offline';

export type ChatSocketOptions = {
  /** ws(s)://host/ws/chat */
  url: string;
  getAccessToken: () => string | null;
  /** Refreshes the tokens (the API client's `refresh`) and resolves to the new access token. */
  refreshAccessToken: () => Promise<string>;
  /** Back-off between reconnects: base * 2^attempt up to max, times a jitter in [0.5, 1). */
  backoff?: { baseMs: number; maxMs: number };
  random?: () => number;
  /** How much longer than the server's heartbeat_ms the client waits for a frame before it reconnects. */
  heartbeatSlackMs?: number;
  createClientId?: () => string;
  WebSocket?: typeof WebSocket;
};

/** Reconnect delay: base * 2^attempt, capped at max, times a jitter in [0.5, 1) so clients do not reconnect in step. */
export const backoffDelay = (attempt: number, baseMs: number, maxMs: number, random: () => number) =>
  Math.min(maxMs, baseMs * 2 ** attempt) * (0.5 + random() / 2);

type Outgoing = { client_id: string; conversation_id: string; body: string; file_ids?: string[] };
type Queued = { item: Outgoing; sentOn: WebSocket | null };

/**
 * The /ws/chat client (CHAT-SOCKET-AUTH, CHAT-CLOSE-REFRESH, CHAT-EXPIRE-EVENT): authenticates with the stored access token in an auth
 * frame; on close 4401/4403 refreshes and reconnects; on connection-expire refreshes and sends a
 * new auth frame. Messages sent while not open are queued and sent in order once open; each keeps
 * its client id until the server echoes it, so a resend after a reconnect is never stored twice.
 */
export function createChatSocket(options: ChatSocketOptions) {
  const { baseMs, maxMs } = options.backoff ?? { baseMs: 500, maxMs: 30_000 };
  const random = options.random ?? Math.random;
  const createClientId = options.createClientId ?? (() => globalThis.crypto.randomUUID());
  const Socket = options.WebSocket ?? globalThis.WebSocket;

  let socket: WebSocket | null = null;
  let status: ChatStatus = 'offline';
  let attempt = 0;
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The heartbeat watch (CHAT-HEARTBEAT): when the last frame came, and the timer that checks. */
  const heartbeatSlackMs = options.heartbeatSlackMs ?? 5_000;
  let heartbeatDeadlineMs: number | null = null;
  let lastFrameAt = 0;
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  const queue: Queued[] = [];
  const seen = new Set<string>();
  /** The newest message received, and the server's clock at the first auth-ok: the catch-up marks. */
  let newest: { id: string; createdAt: string } | null = null;
  let firstServerTime: string | null = null;
  /** The server's clock minus this one's, from the last auth-ok: the edit window is judged on the server's time. */
  let serverOffsetMs = 0;
  let authenticatedBefore = false;
  const statusListeners = new Set<(status: ChatStatus) => void>();
  const messageListeners = new Set<(message: ChatMessage) => void>();
  const countListeners = new Set<(unreadCount: number) => void>();
  const changeListeners = new Set<(message: ChatMessage) => void>();
  const readListeners = new Set<(read: MemberReadPosition & { conversation_id: string }) => void>();
  const typingListeners = new Set<(typing: { conversation_id: string; user: UserSummary }) => void>();
  /** When this client last sent a typing frame, per conversation (CHAT-TYPING-THROTTLE). */
  const typingSentAt = new Map<string, number>();
  const errorListeners = new Set<(error: { code: string; message: string; client_id?: string }) => void>();

  const setStatus = (next: ChatStatus) => {
    if (status === next) return;
    status = next;
    statusListeners.forEach((listener) => listener(next));
  };

  const frame = (subject: string, event: string, properties: Record<string, unknown>): string =>
    JSON.stringify({
      subject,
      event,
      properties: { ...properties, token: options.getAccessToken() ?? '' },
    } satisfies ChatFrame);

  /** Sends, in order, what this connection has not sent yet (a new connection resends the unechoed). */
  const flush = () => {
    if (status !== 'open' || !socket) return;
    for (const entry of queue) {
      if (entry.sentOn === socket) continue;
      socket.send(frame('chat', 'send-message', entry.item));
      entry.sentOn = socket;
    }
  };

  async function refreshThen(action: () => void) {
    try {
      await options.refreshAccessToken();
    } catch {
      // The refresh was refused: the API client has logged the user out. Stay offline.
      stop();
      return;
    }
    if (!stopped) action();
  }

  /** Checks the heartbeat when it is due: silence past the deadline means a dead connection. */
  const watchHeartbeat = () => {
    clearTimeout(heartbeatTimer);
    if (heartbeatDeadlineMs === null || !socket) return;
    const left = lastFrameAt + heartbeatDeadlineMs - Date.now();
    if (left > 0) heartbeatTimer = setTimeout(watchHeartbeat, left);
    else reconnect();
  };

  function onFrame(raw: unknown) {
    lastFrameAt = Date.now();
    let parsed: ChatFrame;
    try {
      parsed = chatFrameSchema.parse(JSON.parse(String(raw)));
    } catch {
      return;
    }
    const authOk = serverFrameSchemas.authOk.safeParse(parsed);
    if (authOk.success) {
      attempt = 0;
      const reconnected = authenticatedBefore;
      authenticatedBefore = true;
      firstServerTime ??= authOk.data.properties.server_time ?? null;
      const serverTime = authOk.data.properties.server_time;
      if (serverTime) serverOffsetMs = new Date(serverTime).getTime() - Date.now();
      const heartbeatMs = authOk.data.properties.heartbeat_ms;
      heartbeatDeadlineMs = heartbeatMs ? heartbeatMs + heartbeatSlackMs : null;
      watchHeartbeat();
      // Back after a drop: ask for what was stored meanwhile (CHAT-CATCH-UP); duplicates are dropped by id.
      if (reconnected && status !== 'open')
        socket?.send(
          frame('chat', 'catch-up', { after_id: newest?.id ?? null, since: newest ? null : firstServerTime }),
        );
      setStatus('open');
      flush();
      return;
    }
    if (serverFrameSchemas.connectionExpire.safeParse(parsed).success) {
      void refreshThen(() => socket?.send(frame('auth', 'auth', {})));
      return;
    }
    const message = serverFrameSchemas.message.safeParse(parsed);
    if (message.success) {
      const received = message.data.properties.message;
      const index = queue.findIndex((entry) => entry.item.client_id === received.client_id);
      if (index >= 0) queue.splice(index, 1);
      if (seen.has(received.id)) return;
      seen.add(received.id);
      if (!newest || received.created_at > newest.createdAt)
        newest = { id: received.id, createdAt: received.created_at };
      messageListeners.forEach((listener) => listener(received));
      return;
    }
    const changed = serverFrameSchemas.messageChanged.safeParse(parsed);
    if (changed.success) {
      changeListeners.forEach((listener) => listener(changed.data.properties.message));
      return;
    }
    const read = serverFrameSchemas.read.safeParse(parsed);
    if (read.success) {
      readListeners.forEach((listener) => listener(read.data.properties));
      return;
    }
    const typing = serverFrameSchemas.typing.safeParse(parsed);
    if (typing.success) {
      typingListeners.forEach((listener) => listener(typing.data.properties));
      return;
    }
    const count = serverFrameSchemas.notificationCount.safeParse(parsed);
    if (count.success) {
      countListeners.forEach((listener) => listener(count.data.properties.unread_count));
      return;
    }
    const error = serverFrameSchemas.error.safeParse(parsed);
    if (error.success) {
      const { client_id } = error.data.properties;
      // A refused message is dropped so it does not block the ones behind it.
      const index = queue.findIndex((entry) => entry.item.client_id === client_id);
      if (index >= 0) queue.splice(index, 1);
      errorListeners.forEach((listener) => listener(error.data.properties));
    }
  }

  function open() {
    clearTimeout(timer);
    if (stopped) return;
    setStatus('connecting');
    // Each connection has its own request id: the server's log lines of this socket carry it.
    const current = new Socket(withRequestId(options.url));
    socket = current;
    current.addEventListener('open', () => current.send(frame('auth', 'auth', {})));
    current.addEventListener('message', (event) => {
      // A socket given up for dead may still deliver late frames: they belong to no connection now.
      if (socket === current) onFrame((event as MessageEvent).data);
    });
    current.addEventListener('close', (event) => {
      if (socket !== current) return;
      socket = null;
      clearTimeout(heartbeatTimer);
      if (stopped) return;
      if ((CHAT_AUTH_CLOSE_CODES as readonly number[]).includes((event as CloseEvent).code)) {
        setStatus('connecting');
        void refreshThen(open);
        return;
      }
      setStatus('offline');
      timer = setTimeout(open, backoffDelay(attempt, baseMs, maxMs, random));
      attempt += 1;
    });
  }

  /**
   * Gives the current connection up (it may be half-open: no close would ever come) and connects
   * again at once; the new connection catches up from the last message seen (CHAT-CATCH-UP).
   */
  function reconnect() {
    if (stopped) return;
    clearTimeout(heartbeatTimer);
    const current = socket;
    socket = null;
    current?.close(4000, 'reconnecting');
    setStatus('offline');
    attempt = 0;
    open();
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(heartbeatTimer);
    const current = socket;
    socket = null;
    current?.close(1000, 'bye');
    setStatus('offline');
  }

  return {
    connect() {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      open();
    },
    close: stop,
    /**
     * Reconnects now, e.g. when the browser is back online or a tab shows again after a long time
     * hidden (`reconnectOnWake`); nothing happens while closed.
     */
    reconnect,
    /** Checks the heartbeat now (a tab shown again: its timers may have slept). */
    checkHeartbeat: watchHeartbeat,
    /**
     * Queues a message; it goes out now if open, otherwise once open. Returns its client id.
     */
    send(conversationId: string, body: string, fileIds: readonly string[] = []) {
      const item: Outgoing = { client_id: createClientId(), conversation_id: conversationId, body };
      // Files uploaded first (decision 1604): the message references them; none, no field.
      if (fileIds.length > 0) item.file_ids = [...fileIds];
      // The message ends the typing it announced (the others clear it when it arrives): typing
      // again is news at once, not up to 3 s later.
      typingSentAt.delete(conversationId);
      queue.push({ item, sentOn: null });
      flush();
      return item.client_id;
    },
    /**
     * The user typed in a conversation: a typing frame goes out at most once per 3 s per
     * conversation (CHAT-TYPING-THROTTLE), and only while open (it is never queued: stale typing
     * means nothing).
     */
    typing(conversationId: string, now = Date.now()) {
      if (status !== 'open' || !socket) return;
      if (!typingFrameDue(typingSentAt.get(conversationId) ?? null, now)) return;
      typingSentAt.set(conversationId, now);
      socket.send(frame('chat', 'typing', { conversation_id: conversationId }));
    },
    /** Messages sent but not yet echoed by the server, in order. */
    pending: () => queue.map((entry) => ({ ...entry.item })),
    getStatus: () => status,
    onStatus(listener: (status: ChatStatus) => void) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onMessage(listener: (message: ChatMessage) => void) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    /** The unread notification count, pushed on each connection and whenever it changes (decision 1200). */
    onNotificationCount(listener: (unreadCount: number) => void) {
      countListeners.add(listener);
      return () => countListeners.delete(listener);
    },
    /** The server's time now, as far as this client knows it (its clock corrected at each auth-ok). */
    serverNow: () => new Date(Date.now() + serverOffsetMs),
    /** A message was edited or deleted by its author (CHAT-EDIT-WINDOW): the message as it is now. */
    onMessageChanged(listener: (message: ChatMessage) => void) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    /** Another member's read position moved forward (CHAT-READ-FORWARD). */
    onRead(listener: (read: MemberReadPosition & { conversation_id: string }) => void) {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
    /** Another member is typing (CHAT-TYPING-EXPIRY: the listener shows it for a while). */
    onTyping(listener: (typing: { conversation_id: string; user: UserSummary }) => void) {
      typingListeners.add(listener);
      return () => typingListeners.delete(listener);
    },
    onError(listener: (error: { code: string; message: string; client_id?: string }) => void) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
  };
}

export type ChatSocket = ReturnType<typeof createChatSocket>;

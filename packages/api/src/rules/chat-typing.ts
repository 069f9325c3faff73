/**
 * Typing indicators (decision 1601). CHAT-TYPING-THROTTLE: while the user types, the client sends
 * a typing frame at most once per TYPING_THROTTLE_MS; the server (and the mock) relays at most one
 * per TYPING_RELAY_MIN_MS per socket, so a client that floods costs nothing. Both start again after
 * the user's message in the conversation (it ends the typing it announced), so the first key after
 * a send is relayed even within TYPING_RELAY_MIN_MS of the frame before it. CHAT-TYPING-EXPIRY:
 * "… is typing" shows until TYPING_EXPIRY_MS after the last frame, or until a message from that
 * person arrives. Nothing of it is stored.
 */
export const TYPING_THROTTLE_MS = 3_000;
export const TYPING_EXPIRY_MS = 5_000;
export const TYPING_RELAY_MIN_MS = 1_000;

/** Whether a typing frame may go out (client) or be relayed (server) now, given the last one's time. */
export const typingFrameDue = (lastAt: number | null, now: number, minMs = TYPING_THROTTLE_MS) =>
  lastAt === null || now - lastAt >= minMs;

/** Whether "… is typing" still shows for a frame received at `receivedAt`. */
export const typingShown = (receivedAt: number, now: number) => now - receivedAt < TYPING_EXPIRY_MS;

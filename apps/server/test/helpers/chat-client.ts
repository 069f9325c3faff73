import WebSocket from 'ws';

type Frame = { subject: string; event: string; properties: Record<string, unknown> };

/** A test socket that records frames and can wait for the next one matching a predicate. */
export async function openChat(baseUrl: string, query = '') {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/chat${query}`);
  const frames: Frame[] = [];
  const waiters: Array<{ test: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  let closed: { code: number; reason: string } | null = null;
  const closeWaiters: Array<(c: { code: number; reason: string }) => void> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    closeWaiters.forEach((resolve) => resolve(closed!));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    send: (frame: Frame) => socket.send(JSON.stringify(frame)),
    next: (test: (f: Frame) => boolean, timeoutMs = 5000) =>
      new Promise<Frame>((resolve, reject) => {
        const seen = frames.find(test);
        if (seen) {
          frames.splice(frames.indexOf(seen), 1);
          return resolve(seen);
        }
        const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
        waiters.push({
          test,
          resolve: (f) => (clearTimeout(timer), frames.splice(frames.indexOf(f), 1), resolve(f)),
        });
      }),
    closedWith: () =>
      new Promise<{ code: number; reason: string }>((resolve) =>
        closed ? resolve(closed) : closeWaiters.push(resolve),
      ),
    close: () => socket.close(),
  };
}

export const authFrame = (token: string) => ({ subject: 'auth', event: 'auth', properties: { token } });
export const sendFrame = (token: string, conversationId: string, clientId: string, body: string) => ({
  subject: 'chat',
  event: 'send-message',
  properties: { token, conversation_id: conversationId, client_id: clientId, body },
});
export const typingFrame = (token: string, conversationId: string) => ({
  subject: 'chat',
  event: 'typing',
  properties: { token, conversation_id: conversationId },
});

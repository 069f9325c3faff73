import { streamChat } from '../../../contract/lab';
import { createStreamMock } from '../stream-mock';

/** Streams "You said: …" back, as the fake endpoint of the server's tests echoes. */
export const streamChatMock = createStreamMock(streamChat, ({ body }) => {
  const last = body.messages.filter((message) => message.role === 'user').at(-1);
  return { text: `You said: ${last?.content ?? ''}` };
});

import { completeChat } from '../../../contract/lab';
import { createOperationMock } from '../operation-mock';

export const completeChatMock = createOperationMock(completeChat, ({ body }) => {
  const last = body.messages.filter((message) => message.role === 'user').at(-1);
  return {
    message: { role: 'assistant' as const, content: last ? `You said: ${last.content}` : 'How can I help?' },
  };
});

import { streamLabReply } from '../../../contract/lab';
import { MockHttpError, notFound } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { createStreamMock } from '../stream-mock';

/** Stores my message (or drops the last answer on retry), streams a reply and stores it, stopped or not. */
export const streamLabReplyMock = createStreamMock(streamLabReply, ({ db, meId, body }) => {
  const conversation = (db.labConversations[meId] ?? []).find((c) => c.id === body.conversation_id);
  if (!conversation) throw notFound('Conversation');
  const messages = (db.labMessages[conversation.id] ??= []);
  if ('retry' in body) {
    if (messages.at(-1)?.role === 'assistant') messages.pop();
    if (messages.at(-1)?.role !== 'user')
      throw new MockHttpError(409, 'CONFLICT', 'There is no question to answer again');
  } else {
    if (messages.length === 0 && conversation.title === 'New chat')
      conversation.title = body.content.replace(/\s+/g, ' ').slice(0, 60);
    messages.push({
      id: newId('labmsg'),
      role: 'user',
      content: body.content,
      stopped: false,
      created_at: tick(db),
    });
  }
  const question = messages.at(-1)!.content;
  return {
    text: `You said: ${question}\n\n\`\`\`text\n${question}\n\`\`\``,
    finish: (text, stopped) => {
      const message = {
        id: newId('labmsg'),
        role: 'assistant' as const,
        content: text,
        stopped,
        created_at: tick(db),
      };
      messages.push(message);
      conversation.updated_at = message.created_at;
      return message;
    },
  };
});

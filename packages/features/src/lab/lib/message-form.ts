import { z } from 'zod';

import { labChatMessageSchema } from '@lancer/api/schemas/lab';

import { parseFormBody } from '../../lib/parse-form-body';

export type MessageValues = { message: string };

/**
 * A composer's message (AI LLM, multi-turn chat) as typed, the lab's "Please input message" when
 * blank, then parsed by the chat calls' own rule for a message's content.
 */
export const messageFormSchema = z
  .object({ message: z.string().refine((message) => message.trim().length > 0, 'inputMessage') })
  .transform(({ message }, ctx): MessageValues => ({
    message: parseFormBody(labChatMessageSchema.shape.content, message, ctx, () => 'message'),
  }));

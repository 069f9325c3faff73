import { asc, desc, eq } from 'drizzle-orm';

import type { LabStreamEvent } from '@lancer/api/schemas/lab';

import { aiFailed, type ChatMessage, type CompletionOptions } from '../ai/ai-provider';
import { labConversations, labMessages } from '../db/lab-schema';
import { AppError, conflict, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { iso } from '../lib/time';
import type { Services } from '../services';

/** The streamed lab calls (AI LLM and multi-turn chat), the model list, and kept conversations. */

const DEFAULT_TITLE = 'New chat';

const toConversation = (row: typeof labConversations.$inferSelect) => ({
  id: row.id,
  title: row.title,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const toMessage = (row: typeof labMessages.$inferSelect) => ({
  id: row.id,
  role: row.role,
  content: row.content,
  stopped: row.stopped,
  created_at: iso(row.createdAt),
});

/** The endpoint's models, the configured one first (added when the list lacks it). */
export async function fetchLabModels(services: Services) {
  const ids = await services.ai.listModels();
  const preferred = services.config.aiModel;
  const ordered = [preferred, ...ids.filter((id) => id !== preferred)];
  return { models: ordered.map((id) => ({ id })), default_model: preferred };
}

/**
 * Relays the endpoint's pieces as delta events. The first piece is awaited before anything is
 * yielded (so a failure to start is a JSON error); a failure later becomes an error event, and a
 * stop (the client closed the request, which aborted the endpoint's) just ends the pieces.
 */
async function* relay(
  services: Services,
  messages: ChatMessage[],
  options: CompletionOptions & { signal: AbortSignal },
  state: RelayState,
  onStarted: () => Promise<void> = async () => {},
): AsyncGenerator<LabStreamEvent> {
  const pieces = services.ai.stream(messages, options);
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    // Stopped before the first piece: nothing was said, nothing is stored.
    if (options.signal.aborted) return;
    throw error;
  }
  state.started = true;
  await onStarted();
  try {
    if (!first.done) {
      state.text += first.value;
      yield { type: 'delta', text: first.value };
      for await (const piece of pieces) {
        state.text += piece;
        yield { type: 'delta', text: piece };
      }
    }
  } catch (error) {
    if (options.signal.aborted) state.stopped = true;
    else state.failure = error instanceof AppError ? error : aiFailed((error as Error).message);
  }
}

type RelayState = { started: boolean; text: string; stopped: boolean; failure: AppError | null };
const newRelayState = (): RelayState => ({ started: false, text: '', stopped: false, failure: null });

/** AI LLM: one streamed reply to the messages, with the caller's model and sampling. */
export async function* streamChat(
  services: Services,
  input: { messages: ChatMessage[]; model?: string; temperature?: number; max_tokens?: number },
  signal: AbortSignal,
): AsyncGenerator<LabStreamEvent> {
  const { messages, ...sampling } = input;
  const state = newRelayState();
  yield* relay(services, messages, { ...sampling, signal }, state);
  yield state.failure
    ? { type: 'error', code: state.failure.code, message: state.failure.message }
    : { type: 'done', message: null };
}

/** A lab conversation by id; only its owner reaches here (ACCESS-MATRIX, contract/lab.ts). */
async function conversationById(services: Services, id: string) {
  const [row] = await services.db.select().from(labConversations).where(eq(labConversations.id, id));
  if (!row) throw notFound('Conversation');
  return row;
}

export async function fetchLabConversations(services: Services, userId: string) {
  const rows = await services.db
    .select()
    .from(labConversations)
    .where(eq(labConversations.ownerId, userId))
    .orderBy(desc(labConversations.updatedAt), desc(labConversations.createdAt));
  return { conversations: rows.map(toConversation) };
}

const messagesOf = (services: Services, conversationId: string) =>
  services.db
    .select()
    .from(labMessages)
    .where(eq(labMessages.conversationId, conversationId))
    .orderBy(asc(labMessages.seq));

export async function fetchLabConversation(services: Services, conversationId: string) {
  const conversation = await conversationById(services, conversationId);
  const rows = await messagesOf(services, conversationId);
  return { conversation: toConversation(conversation), messages: rows.map(toMessage) };
}

export async function createLabConversation(services: Services, userId: string, title?: string) {
  const [row] = await services.db
    .insert(labConversations)
    .values({ id: newId(), ownerId: userId, title: title ?? DEFAULT_TITLE })
    .returning();
  return toConversation(row!);
}

export async function renameLabConversation(
  services: Services,
  input: { conversation_id: string; title: string },
) {
  await conversationById(services, input.conversation_id);
  const [row] = await services.db
    .update(labConversations)
    .set({ title: input.title })
    .where(eq(labConversations.id, input.conversation_id))
    .returning();
  return toConversation(row!);
}

export async function deleteLabConversation(services: Services, conversationId: string) {
  await conversationById(services, conversationId);
  await services.db.delete(labConversations).where(eq(labConversations.id, conversationId));
  return { ok: true as const };
}

/**
 * Multi-turn chat: my message (or, on retry, the last answer dropped) and the streamed reply. Nothing
 * is written until the endpoint starts answering; the reply is stored when it ends, also when I
 * stop it (as far as it got, marked stopped) or the endpoint fails mid-answer.
 */
export async function* streamLabReply(
  services: Services,
  input: { conversation_id: string; content: string } | { conversation_id: string; retry: true },
  signal: AbortSignal,
): AsyncGenerator<LabStreamEvent> {
  const conversation = await conversationById(services, input.conversation_id);
  const stored = await messagesOf(services, conversation.id);
  const last = stored.at(-1);
  const dropped = 'retry' in input && last?.role === 'assistant' ? last : null;
  const history = dropped ? stored.slice(0, -1) : stored;
  if ('retry' in input && history.at(-1)?.role !== 'user')
    throw conflict('There is no question to answer again');
  const content = 'content' in input ? input.content : null;
  const messages: ChatMessage[] = [
    ...history.map((row) => ({ role: row.role, content: row.content })),
    ...(content === null ? [] : [{ role: 'user' as const, content }]),
  ];
  const state = newRelayState();
  yield* relay(services, messages, { signal }, state, async () => {
    if (dropped) await services.db.delete(labMessages).where(eq(labMessages.id, dropped.id));
    if (content !== null) {
      await services.db
        .insert(labMessages)
        .values({ id: newId(), conversationId: conversation.id, role: 'user', content });
      if (conversation.title === DEFAULT_TITLE && history.length === 0)
        await services.db
          .update(labConversations)
          .set({ title: content.replace(/\s+/g, ' ').slice(0, 60) })
          .where(eq(labConversations.id, conversation.id));
    }
  });
  if (!state.started) return;
  const [message] = await services.db
    .insert(labMessages)
    .values({
      id: newId(),
      conversationId: conversation.id,
      role: 'assistant',
      content: state.text,
      stopped: state.stopped,
    })
    .returning();
  await services.db
    .update(labConversations)
    .set({ updatedAt: new Date() })
    .where(eq(labConversations.id, conversation.id));
  yield state.failure
    ? { type: 'error', code: state.failure.code, message: state.failure.message }
    : { type: 'done', message: toMessage(message!) };
}

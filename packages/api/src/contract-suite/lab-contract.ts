import { describe, expect, it, vi } from 'vitest';

import {
  completeChat,
  createLabConversation,
  deleteLabConversation,
  fetchLabConversation,
  fetchLabConversations,
  fetchLabModels,
  fetchLabStatus,
  renameLabConversation,
  streamChat,
  streamLabReply,
  translateText,
} from '../contract/lab';
import type { LabStreamEvent } from '../schemas/lab';
import { type ContractSessions, expectApiError } from './session';
import type { ContractTarget } from './target';

const prompt = 'one two three four five six seven';

/** Every event of one streamed call, in arrival order. */
async function collect(call: (onEvent: (event: LabStreamEvent) => void) => Promise<'done' | 'aborted'>) {
  const events: LabStreamEvent[] = [];
  const ended = await call((event) => events.push(event));
  return { events, ended, text: events.map((e) => (e.type === 'delta' ? e.text : '')).join('') };
}

/** The lab's calls and kept conversations: status, order, storage, stop, and "not configured". */
export function describeLabContract(target: ContractTarget, sessions: ContractSessions) {
  describe('lab', () => {
    it('answers the lab, or says AI is not configured', async () => {
      const status = await sessions.client.client.call(fetchLabStatus);
      expect(status.configured).toBe(target.aiConfigured ?? status.configured);
      const translate = sessions.client.client.call(translateText, {
        body: { text: 'hello', target_language: 'zh' },
      });
      const chat = sessions.client.client.call(completeChat, {
        body: { messages: [{ role: 'user', content: 'hi' }] },
      });
      if (status.configured) {
        await expect(translate).resolves.toMatchObject({ text: expect.any(String) });
        await expect(chat).resolves.toMatchObject({ message: { role: 'assistant' } });
      } else {
        await expectApiError(translate, 503, 'AI_NOT_CONFIGURED');
        await expectApiError(chat, 503, 'AI_NOT_CONFIGURED');
      }
    });

    // proves: LAB-CHAT-KEPT
    it('keeps conversations per user: create, rename, list, delete', async () => {
      const { client } = sessions.client;
      const created = await client.call(createLabConversation, { body: {} });
      expect(created.title).toBe('New chat');
      const renamed = await client.call(renameLabConversation, {
        body: { conversation_id: created.id, title: 'Salon booking' },
      });
      expect(renamed.title).toBe('Salon booking');
      const list = await client.call(fetchLabConversations);
      expect(list.conversations.map((c) => c.id)).toContain(created.id);
      const query = { conversation_id: created.id };
      await expectApiError(sessions.provider.client.call(fetchLabConversation, { query }), 404, 'NOT_FOUND');
      await expectApiError(
        client.call(renameLabConversation, { body: { ...query, title: ' ' } }),
        400,
        'VALIDATION_FAILED',
        ['title'],
      );
      await client.call(deleteLabConversation, { query });
      await expectApiError(client.call(fetchLabConversation, { query }), 404, 'NOT_FOUND');
    });

    if (target.aiConfigured === false) {
      // proves: MSG-AI-NOT-CONFIGURED
      it('says AI is not configured before any event, and stores nothing', async () => {
        const { client } = sessions.client;
        await expectApiError(client.call(fetchLabModels), 503, 'AI_NOT_CONFIGURED');
        const events: LabStreamEvent[] = [];
        await expectApiError(
          client.stream(streamChat, { body: { messages: [{ role: 'user', content: prompt }] } }, (e) =>
            events.push(e),
          ),
          503,
          'AI_NOT_CONFIGURED',
        );
        const conversation = await client.call(createLabConversation, { body: {} });
        await expectApiError(
          client.stream(
            streamLabReply,
            { body: { conversation_id: conversation.id, content: prompt } },
            (e) => events.push(e),
          ),
          503,
          'AI_NOT_CONFIGURED',
        );
        expect(events).toEqual([]);
        const stored = await client.call(fetchLabConversation, {
          query: { conversation_id: conversation.id },
        });
        expect(stored.messages).toEqual([]);
      });
      return;
    }

    it('lists the models, the default among them', async () => {
      const { models, default_model } = await sessions.client.client.call(fetchLabModels);
      expect(models.map((m) => m.id)).toContain(default_model);
    });

    // proves: LAB-STREAM-STOP
    it('streams a reply in pieces, in order, then one done', async () => {
      const { client } = sessions.client;
      const { events, ended, text } = await collect((onEvent) =>
        client.stream(
          streamChat,
          { body: { messages: [{ role: 'user', content: prompt }], temperature: 0.2, max_tokens: 200 } },
          onEvent,
        ),
      );
      expect(ended).toBe('done');
      expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
      expect(events.at(-1)).toEqual({ type: 'done', message: null });
      expect(events.slice(0, -1).every((e) => e.type === 'delta')).toBe(true);
      // The pieces put together in arrival order give the prompt back word for word.
      expect(text).toContain(prompt);
    });

    // proves: LAB-CHAT-KEPT
    it('stores my message and the streamed answer; retry replaces the last answer', async () => {
      const { client } = sessions.client;
      const conversation = await client.call(createLabConversation, { body: {} });
      const body = { conversation_id: conversation.id, content: prompt };
      const first = await collect((onEvent) => client.stream(streamLabReply, { body }, onEvent));
      const done = first.events.at(-1);
      expect(done).toMatchObject({
        type: 'done',
        message: { role: 'assistant', content: first.text, stopped: false },
      });
      const query = { conversation_id: conversation.id };
      const stored = await client.call(fetchLabConversation, { query });
      expect(stored.messages.map((m) => [m.role, m.content])).toEqual([
        ['user', prompt],
        ['assistant', first.text],
      ]);
      expect(stored.conversation.title).toBe(prompt);
      await collect((onEvent) =>
        client.stream(streamLabReply, { body: { conversation_id: conversation.id, retry: true } }, onEvent),
      );
      const retried = await client.call(fetchLabConversation, { query });
      expect(retried.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(retried.messages[1]!.id).not.toBe(stored.messages[1]!.id);
    });

    // proves: LAB-STREAM-STOP
    it('stop ends the upstream request and keeps the partial answer', async () => {
      const { client } = sessions.client;
      const conversation = await client.call(createLabConversation, { body: {} });
      const content = `slow: ${'lorem ipsum '.repeat(30)}`;
      const cancelledBefore = (await target.aiStreamsCancelled?.()) ?? 0;
      const controller = new AbortController();
      let received = '';
      const ended = await client.stream(
        streamLabReply,
        { body: { conversation_id: conversation.id, content }, signal: controller.signal },
        (event) => {
          if (event.type === 'delta') received += event.text;
          if (received.length >= 8) controller.abort();
        },
      );
      expect(ended).toBe('aborted');
      if (target.aiStreamsCancelled)
        await vi.waitFor(async () => expect(await target.aiStreamsCancelled!()).toBe(cancelledBefore + 1), {
          timeout: 5_000,
        });
      await vi.waitFor(
        async () => {
          const stored = await client.call(fetchLabConversation, {
            query: { conversation_id: conversation.id },
          });
          const answer = stored.messages.at(-1)!;
          expect(answer).toMatchObject({ role: 'assistant', stopped: true });
          expect(answer.content.length).toBeGreaterThan(0);
          expect(answer.content.length).toBeLessThan(content.length);
        },
        { timeout: 5_000 },
      );
    });
  });
}

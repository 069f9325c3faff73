import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateLabConversation } from '@lancer/api/lab/create-lab-conversation';
import { useDeleteLabConversation } from '@lancer/api/lab/delete-lab-conversation';
import { useFetchLabConversation } from '@lancer/api/lab/fetch-lab-conversation';
import { useFetchLabConversations } from '@lancer/api/lab/fetch-lab-conversations';
import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useRenameLabConversation } from '@lancer/api/lab/rename-lab-conversation';
import { useStreamLabReply } from '@lancer/api/lab/stream-lab-reply';

import { toLoadable } from '../../lib/to-loadable';
import { useRateLimitText } from '../../lib/rate-limited';
import { labErrorOf } from '../lib/ai-error';
import { MultiturnChatView } from './multiturn-chat-view';

/** What was on screen when a reply started: the live bubbles show until newer stored messages arrive. */
type Sent = { user: string | null; knownIds: ReadonlySet<string>; replacedId: string | null };

/** Multi-turn chat (/multiturn-chat): conversations kept on the server, replies through stream-lab-reply. */
export function MultiturnChat() {
  const { t } = useTranslation('lab');
  const waitText = useRateLimitText();
  const status = useFetchLabStatus();
  const conversations = useFetchLabConversations();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = conversations.data?.conversations ?? [];
  const selectedId = chosen && list.some((c) => c.id === chosen) ? chosen : (list[0]?.id ?? null);
  const thread = useFetchLabConversation(
    { conversation_id: selectedId ?? '' },
    { enabled: selectedId !== null },
  );
  const create = useCreateLabConversation();
  const rename = useRenameLabConversation();
  const remove = useDeleteLabConversation();
  const reply = useStreamLabReply();
  const [sent, setSent] = useState<Sent | null>(null);

  const messages = thread.data?.messages ?? [];
  const storedSince = sent !== null && messages.some((m) => !sent.knownIds.has(m.id));
  const live =
    sent && !storedSince && reply.status !== 'idle' && reply.status !== 'error'
      ? { user: sent.user, reply: reply.text, stopped: reply.status === 'stopped' }
      : null;

  const startReply = async (conversationId: string, user: string | null) => {
    const last = messages.at(-1);
    setSent({
      user,
      knownIds: new Set(messages.map((m) => m.id)),
      replacedId: user === null && last?.role === 'assistant' ? last.id : null,
    });
    const ended = await reply.start({
      body:
        user === null
          ? { conversation_id: conversationId, retry: true }
          : { conversation_id: conversationId, content: user },
    });
    // A stopped answer is stored by the server a moment after the request ends: read it again.
    if (ended.status === 'stopped') setTimeout(() => void thread.refetch(), 600);
    return ended;
  };

  const onSend = async (content: string) => {
    const id = selectedId ?? (await create.mutateAsync({ body: {} })).id;
    setChosen(id);
    const ended = await startReply(id, content);
    // Refused before anything was said (AI not configured, the endpoint down): my text comes back.
    return ended.received;
  };

  const visible = sent?.replacedId && live ? messages.filter((m) => m.id !== sent.replacedId) : messages;

  return (
    <MultiturnChatView
      status={toLoadable(status)}
      conversations={toLoadable(conversations, (data) => data.conversations)}
      selectedId={selectedId}
      onSelect={(id) => {
        reply.reset();
        setSent(null);
        setChosen(id);
      }}
      onNew={() =>
        create.mutate(
          { body: {} },
          {
            onSuccess: (conversation) => {
              reply.reset();
              setSent(null);
              setChosen(conversation.id);
            },
          },
        )
      }
      creating={create.isPending}
      onRename={(id, title) => rename.mutate({ body: { conversation_id: id, title } })}
      onDelete={(id) => remove.mutate({ query: { conversation_id: id } })}
      thread={selectedId === null ? null : toLoadable({ ...thread, data: thread.data ? visible : undefined })}
      live={live}
      streaming={reply.status === 'streaming'}
      onSend={onSend}
      onStop={reply.stop}
      onRetry={() => selectedId && void startReply(selectedId, null)}
      canRetry={messages.some((m) => m.role === 'user')}
      error={waitText(reply.error) ?? labErrorOf(reply.error, t('shared.failed'))}
    />
  );
}

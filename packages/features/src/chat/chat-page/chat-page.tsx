import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { useCreateConversation } from '@lancer/api/chat/create-conversation';
import { useFetchConversations } from '@lancer/api/chat/fetch-conversations';
import { useChatStatus } from '@lancer/api/chat/use-chat-status';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useFetchProfileForUser } from '@lancer/api/user/fetch-profile-for-user';

import { SendOfferButton } from '../../components/send-offer-button';
import { TranslatableText } from '../../components/translatable-text';
import { personName } from '../../lib/person-name';
import { toLoadable } from '../../lib/to-loadable';
import { paths, type ChatWith } from '../../navigation/paths';
import { messageLink } from '../lib/message-link';
import { toViewConversation } from '../lib/to-view-conversation';
import { useChatThread } from '../lib/use-chat-thread';
import { useMessageSearch } from '../lib/use-message-search';
import { ChatPageView } from './chat-page-view';
import { ReportMessageMenu } from '../../components/report-message-menu';

export type ChatPageProps = {
  socket: ChatSocket;
  /** The open conversation (from the address). */
  conversationId: string | undefined;
  /** The message to scroll to and mark (`?message=` of the address, decision 1620). */
  messageId?: string;
  /** Open the conversation with this person about this project or job (created if new), then show it. */
  startWith?: ChatWith;
  /** Shows a conversation (its address), or the list; `replace` when it stands for the current entry. */
  onOpen: (conversationId: string | undefined, options?: { replace?: boolean; message?: string }) => void;
};

const conversationsQuery = { page: 1, page_size: 50 };

/** /messages wired: the conversations, the open one over the chat socket, and the "Message" buttons' arrival. */
export function ChatPage({ socket, conversationId, messageId, startWith, onOpen }: ChatPageProps) {
  const { t, i18n } = useTranslation('chat');
  const status = useChatStatus(socket);
  const currentUserId = useFetchProfile().data?.account.basic.user_id;
  const conversations = useFetchConversations(conversationsQuery);
  const open = conversations.data?.items.find((item) => item.id === conversationId);
  const thread = useChatThread(socket, conversationId, currentUserId, open?.read_positions);
  const search = useMessageSearch(currentUserId, i18n.language, (id, message) => onOpen(id, { message }));
  const create = useCreateConversation();
  const started = useRef<string | null>(null);
  // A one-to-one conversation whose other side is a provider (their profile accepts requests, as
  // /workers lists providers) offers "Send an offer" in its header (decision 2202).
  const others = open?.participants.filter((participant) => participant.user_id !== currentUserId) ?? [];
  const other = currentUserId && others.length === 1 ? others[0] : undefined;
  const otherProfile = useFetchProfileForUser({ id: other?.user_id ?? '' }, { enabled: Boolean(other) });
  const offerTo = other && otherProfile.data?.accepting_request ? other : undefined;

  useEffect(() => {
    if (!startWith) return;
    const key = JSON.stringify(startWith);
    if (started.current === key) return;
    started.current = key;
    create.mutate(
      {
        body: {
          participant_ids: [startWith.with],
          project_id: startWith.project ?? null,
          request_id: startWith.request ?? null,
        },
      },
      { onSuccess: (conversation) => onOpen(conversation.id, { replace: true }) },
    );
  }, [startWith, create, onOpen]);

  return (
    <ChatPageView
      status={status}
      conversations={toLoadable(conversations, (data) =>
        data.items.map((item) => toViewConversation(item, currentUserId, i18n.language, t('deleted'))),
      )}
      selectedId={conversationId}
      onSelect={(id) => onOpen(id)}
      messages={thread.messages}
      onSend={thread.send}
      onType={thread.typed}
      typing={thread.typing}
      onRetry={thread.retry}
      changes={thread.changes}
      attach={thread.attach}
      renderReport={(message, items) => <ReportMessageMenu messageId={message.id}>{items}</ReportMessageMenu>}
      linkOf={(message) => messageLink(conversationId ?? '', message.id)}
      search={search}
      highlightId={messageId}
      renderMessageText={(message) => <TranslatableText texts={[message.text]} />}
      headerAction={
        offerTo ? (
          <SendOfferButton
            href={paths.sendOffer.getHref(offerTo.user_id)}
            name={personName(offerTo)}
            size="sm"
          />
        ) : undefined
      }
    />
  );
}

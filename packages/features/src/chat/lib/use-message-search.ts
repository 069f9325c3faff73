import { useState } from 'react';

import { useSearchMessages } from '@lancer/api/chat/search-messages';

import { formatShortDay } from '../../lib/format';
import { toLoadable } from '../../lib/to-loadable';
import { paths } from '../../navigation/paths';
import type { MessageSearchProps } from '../components/message-search';
import { toViewConversation } from './to-view-conversation';

/**
 * Search across the user's conversations (decision 1603): the query and its results as rows (the
 * conversation's name, the snippet, the day), each a link to the message in its conversation
 * (decision 1620); opening one calls `onOpen` with the conversation and the message.
 */
export function useMessageSearch(
  currentUserId: string | undefined,
  language: string,
  onOpen: (conversationId: string, messageId: string) => void,
) {
  const [query, setQuery] = useState('');
  const found = useSearchMessages({ q: query || '-', page: 1, page_size: 20 }, { enabled: !!query });
  const search: MessageSearchProps = {
    query,
    onSearch: setQuery,
    results: toLoadable(found, (data) =>
      data.items.map((hit) => ({
        ...toViewConversation(
          {
            id: hit.message.id,
            title: hit.conversation_title,
            participants: hit.participants,
            project_id: null,
            request_id: null,
            last_message: null,
            unread_count: 0,
            read_positions: [],
            updated_at: hit.message.created_at,
          },
          currentUserId,
          language,
        ),
        lastMessage: hit.snippet,
        timeLabel: formatShortDay(hit.message.created_at, language),
        conversationId: hit.message.conversation_id,
      })),
    ),
    hrefOf: (result) => paths.message.getHref(result.conversationId, result.id),
    onOpenResult: (result) => onOpen(result.conversationId, result.id),
  };
  return search;
}

import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChatConversationList, type ChatConversation } from '@lancer/ui/components/chat-conversation-list';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';

/** A message found: `id` is the message's, shown as a conversation row (its name, the snippet, the day). */
type MessageSearchResult = ChatConversation & { conversationId: string };

export type MessageSearchProps = {
  /** The query searched for; empty: no search, the conversations show. */
  query: string;
  onSearch: (query: string) => void;
  results: Loadable<readonly MessageSearchResult[]>;
  /** A result's address: the message in its conversation (decision 1620), to open in a new tab or share. */
  hrefOf: (result: MessageSearchResult) => string;
  /** A plain click on a result: open it in place. */
  onOpenResult: (result: MessageSearchResult) => void;
};

/** The search box over the conversations (decision 1603): Enter searches, clearing it goes back. */
export function MessageSearchBox({ query, onSearch }: Pick<MessageSearchProps, 'query' | 'onSearch'>) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(query);
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className="flex items-center gap-2 border-b px-3 py-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <Input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (!event.target.value.trim()) onSearch('');
        }}
      />
    </form>
  );
}

/** The messages found, newest first; each a link to the message in its conversation. */
export function MessageSearchResults({
  results,
  hrefOf,
  onOpenResult,
}: Omit<MessageSearchProps, 'query' | 'onSearch'>) {
  const { t } = useTranslation('chat');
  const labels = useLoadStateLabels();
  return (
    <LoadState
      state={results}
      isEmpty={(items) => items.length === 0}
      empty={{ title: t('search.none') }}
      errorTitle={t('search.failed')}
      {...labels}
      loadingLabel={t('search.results')}
      skeleton={<Skeleton className="h-10" />}
      className="m-3 w-auto"
    >
      {(items) => (
        <ChatConversationList
          className="min-h-0 flex-1"
          conversations={items}
          onSelect={(result) => onOpenResult(result as MessageSearchResult)}
          getHref={(result) => hrefOf(result as MessageSearchResult)}
          labels={{ list: t('search.results') }}
        />
      )}
    </LoadState>
  );
}

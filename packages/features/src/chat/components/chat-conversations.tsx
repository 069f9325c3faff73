import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatStatus } from '@lancer/api/chat/chat-socket';
import type { ChatConversation } from '@lancer/ui/components/chat-conversation-list';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';

export type ChatConversationsProps = {
  status: ChatStatus;
  /** The conversation list, as it loads. */
  conversations: Loadable<readonly ChatConversation[]>;
  /** What shows once the list is loaded and not empty. */
  children: (conversations: readonly ChatConversation[]) => React.ReactNode;
};

const conversationsSkeleton = (
  <>
    <Skeleton className="h-10" />
    <Skeleton className="h-10" />
    <Skeleton className="h-10" />
  </>
);

const statusDot: Record<ChatStatus, string> = {
  open: 'bg-success',
  connecting: 'bg-warning',
  offline: 'bg-muted-foreground',
};

/** The socket's state on one line, then the user's conversations as they load (chat bar and messages page). */
export function ChatConversations(props: ChatConversationsProps) {
  const { t } = useTranslation('chat');
  const labels = useLoadStateLabels();
  return (
    <>
      <p role="status" className="flex items-center gap-2 border-b px-3 py-1.5 text-xs text-muted-foreground">
        <span aria-hidden className={`size-2 rounded-full ${statusDot[props.status]}`} />
        {t(`status.${props.status}`)}
      </p>
      <LoadState
        state={props.conversations}
        isEmpty={(items) => items.length === 0}
        empty={{ title: t('noConversations.title'), description: t('noConversations.body') }}
        errorTitle={t('loadFailed')}
        {...labels}
        loadingLabel={t('conversations')}
        skeleton={conversationsSkeleton}
        className="m-3 w-auto"
      >
        {props.children}
      </LoadState>
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { ChatSocket } from '../chat/chat-socket';
import { fetchNotifications, fetchUnreadCount } from '../contract/notification';
import type { UnreadCount } from '../schemas/notification';
import { operationKey, queryKeyOf } from '../react/query-keys';

/**
 * The live half of the bell (decision 1200): the unread count the chat socket pushes (on each
 * connection and after every change) is written into fetchUnreadCount's query, and when it
 * differs from what the screen had, the notification lists are refetched: the frame carries the
 * count, the table stays the one source of the items.
 */
export function useLiveNotifications(socket: ChatSocket | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const off = socket.onNotificationCount((unreadCount) => {
      const key = queryKeyOf(fetchUnreadCount);
      const before = queryClient.getQueryData<UnreadCount>(key)?.unread_count;
      queryClient.setQueryData<UnreadCount>(key, { unread_count: unreadCount });
      if (before !== unreadCount)
        void queryClient.invalidateQueries({ queryKey: operationKey(fetchNotifications) });
    });
    return () => void off();
  }, [socket, queryClient]);
}

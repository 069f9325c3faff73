import { useState } from 'react';

import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { useFetchNotifications } from '@lancer/api/notification/fetch-notifications';
import { useFetchUnreadCount } from '@lancer/api/notification/fetch-unread-count';
import { useMarkNotificationsRead } from '@lancer/api/notification/mark-notifications-read';
import { useLiveNotifications } from '@lancer/api/notification/use-live-notifications';

import { toLoadable } from '../../lib/to-loadable';
import { NotificationBellView } from './notification-bell-view';

export type NotificationBellProps = {
  /** The app's one /ws/chat connection: the live unread count comes over it (decision 1200). */
  socket?: ChatSocket;
};

/** How many the popover shows; the rest are on /notifications. */
const LATEST = { page: 1, page_size: 8 };

/**
 * The bell wired: the count from fetch-unread-count, kept live by the socket's frames; the
 * popover's latest loaded when it opens; mark all read, or one when its link is followed.
 */
export function NotificationBell({ socket }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  useLiveNotifications(socket);
  const count = useFetchUnreadCount();
  const latest = useFetchNotifications(LATEST, { enabled: open });
  const mark = useMarkNotificationsRead();
  return (
    <NotificationBellView
      unreadCount={count.data?.unread_count}
      open={open}
      onOpenChange={setOpen}
      latest={toLoadable(latest, (data) => data.items)}
      onMarkAllRead={() => mark.mutate({ body: { all: true } })}
      markingAllRead={mark.isPending && mark.variables?.body?.all === true}
      onOpenItem={(notification) => {
        setOpen(false);
        if (notification.read_at === null) mark.mutate({ body: { notification_id: notification.id } });
      }}
    />
  );
}

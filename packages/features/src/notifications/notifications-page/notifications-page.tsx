import { useState } from 'react';

import type { NotificationKind } from '@lancer/api/schemas/notification';

import { useFetchNotificationPages } from '@lancer/api/notification/fetch-notifications';
import { useFetchUnreadCount } from '@lancer/api/notification/fetch-unread-count';
import { useMarkNotificationsRead } from '@lancer/api/notification/mark-notifications-read';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { NotificationsPageView, type NotificationsFilter } from './notifications-page-view';

/**
 * /notifications wired: the pages of fetch-notifications (all or the unread ones, of every kind or one) and the unread count (both kept fresh by
 * the header bell's live socket frames), mark all read, or one when its link is followed.
 */
export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationsFilter>('all');
  const [kind, setKind] = useState<NotificationKind | undefined>(undefined);
  const pages = useFetchNotificationPages({ page_size: 20, filter, ...(kind ? { kind } : {}) });
  const count = useFetchUnreadCount();
  const mark = useMarkNotificationsRead();
  return (
    <NotificationsPageView
      filter={filter}
      onFilterChange={setFilter}
      kind={kind}
      onKindChange={setKind}
      unreadCount={count.data?.unread_count}
      notifications={toLoadable(pages, itemsOfPages)}
      more={toLoadMore(pages)}
      onMarkAllRead={() => mark.mutate({ body: { all: true } })}
      markingAllRead={mark.isPending && mark.variables?.body?.all === true}
      onOpenItem={(notification) => {
        if (notification.read_at === null) mark.mutate({ body: { notification_id: notification.id } });
      }}
    />
  );
}

import type { Notification } from '@lancer/api/schemas/notification';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { NotificationItem } from './notification-item';

/** Notifications as a list, the bell's and the page's: each opens its subject through `onOpen`. */
export function NotificationList({
  items,
  label,
  onOpen,
  className,
  itemClassName,
}: {
  items: readonly Notification[];
  label: string;
  onOpen: (notification: Notification) => void;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={onOpen}
          className={itemClassName}
        />
      ))}
    </ul>
  );
}

/** Three rows of the list's height while it loads. */
export function NotificationListSkeleton({ rowClassName }: { rowClassName: string }) {
  return (
    <>
      <Skeleton className={rowClassName} />
      <Skeleton className={rowClassName} />
      <Skeleton className={rowClassName} />
    </>
  );
}

import { BellIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Notification } from '@lancer/api/schemas/notification';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Popover, PopoverContent, PopoverTrigger } from '@lancer/ui/components/popover';
import { cn } from '@lancer/ui/lib/cn';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { MarkAllReadButton } from '../components/mark-all-read-button';
import { NotificationList, NotificationListSkeleton } from '../components/notification-list';

export type NotificationBellViewProps = {
  /** Unread notifications; undefined while not known yet (no badge). */
  unreadCount: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The latest notifications, read and unread, newest first (loaded when the popover opens). */
  latest: Loadable<readonly Notification[]>;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
  /** A notification's link was followed: it is read now, and the popover closes. */
  onOpenItem: (notification: Notification) => void;
};

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const footerLink =
  'flex h-9 items-center justify-center rounded-md text-sm font-medium text-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * The header's bell (decision 1210): the unread count on a badge and in the button's name (as
 * the badge shows it: "99+" past 99, so what is seen is what is read out); it
 * opens a popover with the latest notifications, each a link to its page, "Mark all as read" and
 * a link to /notifications.
 */
export function NotificationBellView(props: NotificationBellViewProps) {
  const { t } = useTranslation('notifications');
  const labels = useLoadStateLabels();
  const count = props.unreadCount ?? 0;
  return (
    <Popover open={props.open} onOpenChange={props.onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          data-slot="notification-bell"
          aria-label={count > 0 ? t('bell.labelUnread', { count, shown: badgeText(count) }) : t('bell.label')}
          className="relative shrink-0"
        >
          <BellIcon aria-hidden className="size-5" />
          {count > 0 ? (
            <span
              aria-hidden
              data-slot="notification-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
            >
              {badgeText(count)}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex w-[min(22rem,calc(100vw-2rem))] flex-col p-0"
        aria-label={t('bell.title')}
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">{t('bell.title')}</h2>
          <MarkAllReadButton
            variant="ghost"
            unreadCount={count}
            marking={props.markingAllRead}
            onMarkAllRead={props.onMarkAllRead}
          />
        </div>
        <LoadState
          state={props.latest}
          isEmpty={(items) => items.length === 0}
          empty={{ title: t('bell.emptyTitle'), description: t('bell.emptyBody') }}
          errorTitle={t('bell.loadFailed')}
          className="m-3"
          skeleton={<NotificationListSkeleton rowClassName="h-10" />}
          {...labels}
        >
          {(items) => (
            <NotificationList
              items={items}
              label={t('bell.latest')}
              onOpen={props.onOpenItem}
              className="flex max-h-96 flex-col gap-0.5 overflow-y-auto p-1"
            />
          )}
        </LoadState>
        <div className="grid grid-cols-[1fr_auto] gap-1 border-t p-1">
          <AppLink
            to={paths.notifications.getHref()}
            onClick={() => props.onOpenChange(false)}
            className={footerLink}
          >
            {t('bell.seeAll')}
          </AppLink>
          <AppLink
            to={paths.notificationSettings.getHref()}
            onClick={() => props.onOpenChange(false)}
            className={cn(footerLink, 'px-3')}
          >
            {t('bell.settings')}
          </AppLink>
        </div>
      </PopoverContent>
    </Popover>
  );
}

import { useTranslation } from 'react-i18next';

import {
  notificationKinds,
  type Notification,
  type NotificationKind,
} from '@lancer/api/schemas/notification';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { MarkAllReadButton } from '../components/mark-all-read-button';
import { NotificationList, NotificationListSkeleton } from '../components/notification-list';

export type NotificationsFilter = 'all' | 'unread';

export type NotificationsPageViewProps = {
  /** All of them, or only the unread ones. */
  filter: NotificationsFilter;
  onFilterChange: (filter: NotificationsFilter) => void;
  /** One kind only, or every kind (undefined). */
  kind: NotificationKind | undefined;
  onKindChange: (kind: NotificationKind | undefined) => void;
  /** Unread notifications; undefined while not known yet. */
  unreadCount: number | undefined;
  /** Every notification loaded so far, newest first. */
  notifications: Loadable<readonly Notification[]>;
  /** The next page (LIST-LOAD-MORE), or null when all are shown. */
  more: LoadMore | null;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
  /** A notification's link was followed: it is read now. */
  onOpenItem: (notification: Notification) => void;
};

/** /notifications (decision 1210): every notification (or the unread ones), unread ones marked, paged by "Load more". */
export function NotificationsPageView(props: NotificationsPageViewProps) {
  const { t } = useTranslation('notifications');
  const labels = useLoadStateLabels();
  const count = props.unreadCount ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-6 py-10">
      <PageHeader
        title={t('page.title')}
        description={t('page.lead')}
        className="pb-2"
        actions={
          <>
            {props.unreadCount !== undefined ? (
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {count > 0 ? t('page.unreadCount', { count }) : t('page.allRead')}
              </span>
            ) : null}
            <MarkAllReadButton
              variant="outline"
              unreadCount={count}
              marking={props.markingAllRead}
              onMarkAllRead={props.onMarkAllRead}
            />
            <AppLink
              to={paths.notificationSettings.getHref()}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('settings.link')}
            </AppLink>
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <ToggleGroup
          type="single"
          variant="outline"
          aria-label={t('page.filter')}
          value={props.filter}
          onValueChange={(value) => value && props.onFilterChange(value as NotificationsFilter)}
        >
          {(['all', 'unread'] as const).map((filter) => (
            <ToggleGroupItem key={filter} value={filter}>
              {t(`page.filters.${filter}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Select
          value={props.kind ?? 'all'}
          onValueChange={(value) =>
            props.onKindChange(value === 'all' ? undefined : (value as NotificationKind))
          }
        >
          <SelectTrigger aria-label={t('filterKind')} className="w-auto min-w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('allKinds')}</SelectItem>
            {notificationKinds.map((kind) => (
              <SelectItem key={kind} value={kind}>
                {t(`kindNames.${kind}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <h2 className="sr-only">{t('page.listLabel')}</h2>
      <LoadState
        state={props.notifications}
        isEmpty={(items) => items.length === 0}
        empty={
          props.kind
            ? { title: t('page.emptyKindTitle'), description: t('page.emptyKindBody') }
            : props.filter === 'unread'
              ? { title: t('page.emptyUnreadTitle'), description: t('page.emptyUnreadBody') }
              : { title: t('page.emptyTitle'), description: t('page.emptyBody') }
        }
        errorTitle={t('page.loadFailed')}
        skeleton={<NotificationListSkeleton rowClassName="h-14" />}
        {...labels}
      >
        {(items) => (
          <div className="flex flex-col gap-4">
            <NotificationList
              items={items}
              label={t('page.listLabel')}
              onOpen={props.onOpenItem}
              className="flex flex-col divide-y rounded-lg border"
              itemClassName="rounded-none first:rounded-t-lg last:rounded-b-lg"
            />
            <LoadMoreButton more={props.more} />
          </div>
        )}
      </LoadState>
    </div>
  );
}

import {
  CircleAlertIcon,
  FileTextIcon,
  FlagIcon,
  HandshakeIcon,
  MailIcon,
  ShieldAlertIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Notification, NotificationKind } from '@lancer/api/schemas/notification';
import { cn } from '@lancer/ui/lib/cn';

import { useDeviceName } from '../../lib/device-name';
import { formatMoment } from '../../lib/format';
import { personName } from '../../lib/person-name';
import { AppLink } from '../../navigation/app-link';
import { notificationHref } from '../lib/notification-href';

const iconOf = (kind: NotificationKind) =>
  kind === 'new_device_signin'
    ? ShieldAlertIcon
    : kind.startsWith('proposal_')
      ? FileTextIcon
      : kind.startsWith('invitation_')
        ? MailIcon
        : kind.startsWith('milestone_')
          ? FlagIcon
          : kind.startsWith('offer_')
            ? HandshakeIcon
            : CircleAlertIcon;

export type NotificationItemProps = {
  notification: Notification;
  /** Following the link (after which the page it is about opens): the item is marked read. */
  onOpen?: (notification: Notification) => void;
  className?: string;
};

/**
 * One notification: its kind's icon, what happened in words, when, and a link to the page it is
 * about (decision 1150). Unread ones are marked by a dot, a tint and the word "Unread" for screen
 * readers.
 */
export function NotificationItem({ notification, onOpen, className }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const deviceName = useDeviceName();
  const unread = notification.read_at === null;
  const Icon = iconOf(notification.kind);
  const { signin } = notification.subject;
  const text = t(`kinds.${notification.kind}`, {
    actor: notification.actor ? personName(notification.actor) : t('someone'),
    title: notification.title,
    score: notification.subject.score,
    // new_device_signin (decision 1027): the device as the devices list names it, and its address.
    device: signin ? deviceName(signin) : notification.title,
    address: signin?.ip || t('newDevice.unknownAddress'),
  });
  return (
    <li
      data-slot="notification-item"
      data-unread={unread || undefined}
      className={cn('relative rounded-md', unread && 'bg-primary/5', className)}
    >
      <AppLink
        to={notificationHref(notification)}
        onClick={() => onOpen?.(notification)}
        className="flex items-start gap-3 rounded-md px-3 py-2.5 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-sm break-words', unread ? 'font-medium' : 'text-muted-foreground')}>
            {unread ? <span className="sr-only">{t('unread')}: </span> : null}
            {text}
          </span>
          {notification.kind === 'new_device_signin' ? (
            <span className="text-sm font-medium text-primary">{t('newDevice.notYou')}</span>
          ) : null}
          <time dateTime={notification.created_at} className="text-xs text-muted-foreground">
            {formatMoment(notification.created_at, i18n.language)}
          </time>
        </span>
        {unread ? <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" /> : null}
      </AppLink>
    </li>
  );
}

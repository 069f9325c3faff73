import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

/** "Mark all as read", the bell's and the page's: off while nothing is unread, busy while it runs. */
export function MarkAllReadButton({
  unreadCount,
  marking,
  onMarkAllRead,
  variant,
}: {
  unreadCount: number;
  marking: boolean;
  onMarkAllRead: () => void;
  variant: 'ghost' | 'outline';
}) {
  const { t } = useTranslation('notifications');
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={unreadCount === 0}
      loading={marking}
      onClick={onMarkAllRead}
    >
      {t('markAllRead')}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';

import type { TimeEntry } from '@lancer/api/schemas/hourly';
import { Button } from '@lancer/ui/components/button';

import { formatDay } from '../../../lib/format';
import { hoursOf } from '../../../lib/hours';

/**
 * The week's entries: day, hours, memo, how it was logged and, when disputed, the client's reason;
 * while the week is open the provider edits or deletes them.
 */
export function EntryList({
  entries,
  canChange,
  onEdit,
  onDelete,
}: {
  entries: TimeEntry[];
  canChange: boolean;
  onEdit: (entry: TimeEntry) => void;
  onDelete: (entryId: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'timesheet' });
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('noEntries')}</p>;
  return (
    <ul aria-label={t('entries')} className="flex flex-col divide-y rounded-lg border">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-start gap-3 p-3 text-sm">
          <span className="w-28 shrink-0 text-muted-foreground">{formatDay(entry.date, i18n.language)}</span>
          <span className="w-16 shrink-0 font-medium">
            {t('hoursShort', { hours: hoursOf(entry.minutes, i18n.language) })}
          </span>
          <span className="min-w-0 flex-1 break-words">
            {entry.memo || t('noMemo')}
            <span className="ml-2 text-xs text-muted-foreground">{t(`source.${entry.source}`)}</span>
            {entry.dispute_reason ? (
              <span className="block text-destructive">
                {t('disputed', { reason: entry.dispute_reason })}
              </span>
            ) : null}
          </span>
          {canChange ? (
            <span className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('editEntry', { day: formatDay(entry.date, i18n.language) })}
                onClick={() => onEdit(entry)}
              >
                {t('edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('deleteEntry', { day: formatDay(entry.date, i18n.language) })}
                onClick={() => void onDelete(entry.id)}
              >
                {t('delete')}
              </Button>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

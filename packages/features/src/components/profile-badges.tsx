import { useTranslation } from 'react-i18next';

import type { Badge } from '@lancer/api/schemas/achievement';

import { AwardIcon } from './award-icon';
import { formatDay } from '../lib/format';

/** The badges a user earned, as a public profile shows them: title and the day earned (first earned first). */
export function ProfileBadges({ badges }: { badges: readonly Badge[] }) {
  const { t, i18n } = useTranslation('insight', { keyPrefix: 'achievements' });
  return (
    <ul className="flex flex-col gap-2">
      {badges.map((badge) => (
        <li key={badge.code} className="flex items-center gap-3 rounded-md border px-3 py-2">
          <AwardIcon />
          <div className="flex min-w-0 flex-col">
            <span className="text-sm font-medium break-words">{t(`badge.${badge.code}.title`)}</span>
            <span className="text-xs text-muted-foreground">
              {t('earnedOn', { date: formatDay(badge.earned_at, i18n.language) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';

import type { Achievement } from '@lancer/api/schemas/achievement';

import { formatDay } from '../../../lib/format';
import { AwardIcon } from '../../../components/award-icon';

/** Earned achievements as badges, each with the day it was earned. */
export function BadgeList({ achievements }: { achievements: readonly Achievement[] }) {
  const { t, i18n } = useTranslation('insight', { keyPrefix: 'achievements' });
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {achievements.map((achievement) => (
        <li key={achievement.code} className="flex items-start gap-3 rounded-lg border bg-card p-4">
          <AwardIcon />
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-medium break-words">{t(`badge.${achievement.code}.title`)}</h3>
            <p className="text-sm break-words text-muted-foreground">
              {t(`badge.${achievement.code}.description`)}
            </p>
            <p className="text-sm">
              {t('earnedOn', { date: formatDay(achievement.earned_at!, i18n.language) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

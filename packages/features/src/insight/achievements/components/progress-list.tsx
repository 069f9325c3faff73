import { useTranslation } from 'react-i18next';

import type { Achievement } from '@lancer/api/schemas/achievement';
import { Progress } from '@lancer/ui/components/progress';

import { formatMoney, formatNumber } from '../../../lib/format';

/** Money goals count cents; the others count records. */
const moneyGoals = new Set<Achievement['code']>(['earned-1000']);

/** Achievements not earned yet, each with how far along it is. */
export function ProgressList({ achievements }: { achievements: readonly Achievement[] }) {
  const { t, i18n } = useTranslation('insight', { keyPrefix: 'achievements' });
  const amount = (achievement: Achievement, value: number) =>
    moneyGoals.has(achievement.code)
      ? formatMoney(value, 'USD', i18n.language)
      : formatNumber(value, i18n.language);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {achievements.map((achievement) => {
        const title = t(`badge.${achievement.code}.title`);
        return (
          <li key={achievement.code} className="flex flex-col gap-2 rounded-lg border p-4">
            <h3 className="font-medium break-words">{title}</h3>
            <p className="text-sm break-words text-muted-foreground">
              {t(`badge.${achievement.code}.description`)}
            </p>
            <Progress value={achievement.progress} label={t('progressLabel', { badge: title })} />
            <p className="text-sm tabular-nums">
              {t('progressOf', {
                value: amount(achievement, achievement.value),
                goal: amount(achievement, achievement.goal),
              })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

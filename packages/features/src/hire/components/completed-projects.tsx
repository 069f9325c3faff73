import { useTranslation } from 'react-i18next';

import type { CompletedWork } from '@lancer/api/schemas/review';

import { formatAmount, formatDay } from '../../lib/format';

/**
 * PROFILE-WORK (decision 1361): a provider's completed projects whose clients let the profile show
 * them, with what was paid. The day is the UTC calendar day, so the server's render and the
 * browser's agree (decision 1330).
 */
export function CompletedProjects({ work }: { work: readonly CompletedWork[] }) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'profile' });
  return (
    <section aria-labelledby="profile-work" className="flex flex-col gap-3">
      <h2 id="profile-work" className="text-lg font-semibold">
        {t('completedProjects')}
      </h2>
      {work.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noCompletedProjects')}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {work.map((item) => (
            <li
              key={item.project_id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4"
            >
              <span className="min-w-0 font-medium break-words">{item.title}</span>
              <span className="text-sm font-medium">
                {formatAmount(item.amount_cents, item.currency, i18n.language)}
              </span>
              <span className="w-full text-xs text-muted-foreground">
                {t('completedOn', { date: formatDay(item.finished_at.slice(0, 10), i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

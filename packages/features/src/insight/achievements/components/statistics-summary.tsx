import { useTranslation } from 'react-i18next';

import type { Statistics } from '@lancer/api/schemas/achievement';
import { Stat } from '@lancer/ui/components/stat';

import { formatMoney, formatNumber } from '../../../lib/format';

/** Projects done, on-time milestones, earnings, acceptance rate and average score ("Max 100"). */
export function StatisticsSummary({ statistics: s }: { statistics: Statistics }) {
  const { t, i18n } = useTranslation('insight', { keyPrefix: 'achievements.stat' });
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Stat
        label={t('projectsDone')}
        value={number(s.projects_done)}
        hint={t('projectsOngoing', { count: s.projects_ongoing })}
      />
      <Stat
        label={t('onTime')}
        value={number(s.milestones_on_time)}
        hint={t('onTimeHint', { done: s.milestones_done })}
      />
      <Stat
        label={t('earnings')}
        value={formatMoney(s.earned_cents, s.currency, i18n.language)}
        hint={t('earningsHint', { spent: formatMoney(s.spent_cents, s.currency, i18n.language) })}
      />
      <Stat
        label={t('acceptance')}
        value={s.proposal_acceptance_rate === null ? t('none') : `${s.proposal_acceptance_rate}%`}
        hint={t('acceptanceHint', { accepted: s.proposals_accepted, sent: s.proposals_sent })}
      />
      <Stat
        label={t('averageScore')}
        value={s.average_score === null ? t('none') : number(s.average_score)}
        hint={t('maxScore')}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';

import { formatBudget, formatDay } from '../../lib/format';
import { SkillList } from '../../components/skill-list';

type RequestFactsProps = { request: Request };

/** A job's budget, duration, visibility, posting day and skills, as every hire screen shows them. */
export function RequestFacts({ request }: RequestFactsProps) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'facts' });
  const { t: tJob } = useTranslation('hire', { keyPrefix: 'postJob' });
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-muted-foreground">
        <div className="flex gap-1">
          <dt>{t('budget')}</dt>
          <dd className="font-medium text-foreground">
            {formatBudget(request, i18n.language)}
            {request.budget_type === 'hourly' ? ` ${t('perHour')}` : ''}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('duration')}</dt>
          <dd className="text-foreground">{tJob(`durations.${request.expected_duration}`)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('visibility')}</dt>
          <dd className="text-foreground">{t(`visibilityValue.${request.visibility}`)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('posted')}</dt>
          <dd className="text-foreground">{formatDay(request.created_at, i18n.language)}</dd>
        </div>
      </dl>
      <SkillList skills={request.skills} label={t('skills')} />
    </div>
  );
}

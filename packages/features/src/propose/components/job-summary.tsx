import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';

import { formatBudget, formatDay } from '../../lib/format';
import { SkillList } from '../../components/skill-list';

type JobSummaryProps = {
  request: Request;
  headingLevel?: 'h2' | 'h3';
  /** Where a title already heads the summary (the job sheet). */
  hideTitle?: boolean;
};

/** A job's title, client, budget, duration, skills and posting day: the head of a proposal and of the job sheet. */
export function JobSummary({ request, headingLevel: Heading = 'h2', hideTitle = false }: JobSummaryProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'job' });
  return (
    <div className="flex flex-col gap-2">
      {hideTitle ? null : <Heading className="text-lg font-semibold break-words">{request.title}</Heading>}
      <p className="text-sm text-muted-foreground">
        {t('postedBy', {
          name: `${request.client.first_name} ${request.client.last_name}`.trim() || request.client.flid,
          day: formatDay(request.created_at, i18n.language),
        })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('budget')}</dt>
        <dd className="tabular-nums">
          {formatBudget(request, i18n.language)}
          {request.budget_type === 'hourly' ? ` ${t('perHour')}` : ''}
        </dd>
        <dt className="text-muted-foreground">{t('duration')}</dt>
        <dd>{t(`durations.${request.expected_duration}`)}</dd>
        <dt className="text-muted-foreground">{t('category')}</dt>
        <dd>{request.category}</dd>
        <dt className="text-muted-foreground">{t('proposals')}</dt>
        <dd>{t('proposalCount', { count: request.proposal_count })}</dd>
      </dl>
      <SkillList skills={request.skills} label={t('skills')} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';
import type { ClientReputationFigure } from '@lancer/api/schemas/review';

import { SkillList } from '../../../components/skill-list';
import { formatBudget, formatDay } from '../../../lib/format';
import { ClientReputationLine } from '../../components/client-reputation';
import { SaveJobButton } from './save-job-button';

type JobCardProps = {
  request: Request;
  onOpen: (requestId: string) => void;
  savePending: boolean;
  onToggleSave: (request: Request) => void;
  /** The client's record (CLIENT-REPUTATION); nothing until it has loaded. */
  clientReputation?: ClientReputationFigure;
};

/** One job in the results: title (opens the detail sheet), budget, skills, when posted, proposals, the client's record. */
export function JobCard({ request, onOpen, savePending, onToggleSave, clientReputation }: JobCardProps) {
  const { t, i18n } = useTranslation('propose', { keyPrefix: 'job' });
  return (
    <article
      className="flex flex-col gap-2 rounded-lg border bg-card p-4"
      aria-labelledby={`job-${request.id}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`job-${request.id}`} className="min-w-0 text-base font-semibold break-words">
          <button
            type="button"
            className="text-left underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
            onClick={() => onOpen(request.id)}
          >
            {request.title}
          </button>
        </h3>
        <SaveJobButton request={request} pending={savePending} onToggle={onToggleSave} />
      </div>
      <p className="text-sm tabular-nums">
        <span className="font-medium">{formatBudget(request, i18n.language)}</span>
        {request.budget_type === 'hourly' ? ` ${t('perHour')}` : ` ${t('fixed')}`}
        <span className="text-muted-foreground">
          {' · '}
          {request.category}
          {' · '}
          {formatDay(request.created_at, i18n.language)}
          {' · '}
          {t('proposalCount', { count: request.proposal_count })}
        </span>
      </p>
      <SkillList skills={request.skills} label={t('skills')} />
      {clientReputation ? <ClientReputationLine reputation={clientReputation} /> : null}
      {request.my_proposal_id ? <p className="text-sm text-muted-foreground">{t('youProposed')}</p> : null}
    </article>
  );
}

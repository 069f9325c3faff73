import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { PublicUser } from '@lancer/api/schemas/user';
import { Avatar } from '@lancer/ui/components/avatar';
import { Button } from '@lancer/ui/components/button';

import { SkillList } from '../../../components/skill-list';

export const fullName = (user: Pick<PublicUser, 'first_name' | 'last_name' | 'flid'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.flid;

type WorkerCardProps = {
  worker: PublicUser;
  onOpen: (worker: PublicUser) => void;
  /** "Save" to a talent list (decision 2201), beside "View profile". */
  save?: React.ReactNode;
  /** "Send an offer" (decision 2202), beside "View profile". */
  offer?: React.ReactNode;
};

/** A provider in the list: who, rate, record, skills; opens the profile. */
export function WorkerCard({ worker, onOpen, save, offer }: WorkerCardProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'workers' });
  return (
    <article aria-labelledby={`worker-${worker.user_id}`} className="flex gap-4 rounded-lg border p-4">
      <Avatar src={worker.photo_url || null} email={worker.flid} alt="" size={48} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`worker-${worker.user_id}`} className="min-w-0 font-semibold break-words">
            {fullName(worker)}
          </h3>
          <span className="text-sm font-medium">{t('hourly', { amount: worker.hourly })}</span>
        </div>
        <p className="text-sm text-muted-foreground">
          {worker.average_score === null ? t('noScore') : t('score', { score: worker.average_score })}
          {' · '}
          {t('projectsDone', { count: worker.projects_done })}
          {' · '}
          {worker.ready ? t('ready') : t('notReady')}
        </p>
        <p className="text-sm">
          {worker.job_success === null ? t('noJobSuccess') : t('jobSuccess', { score: worker.job_success })}
          {' · '}
          {worker.rating === null
            ? t('noRating')
            : t('rating', { rating: worker.rating.toFixed(1), count: worker.review_count })}
        </p>
        <SkillList skills={worker.skills} label={t('skills')} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('viewProfileOf', { name: fullName(worker) })}
            onClick={() => onOpen(worker)}
          >
            {t('viewProfile')}
          </Button>
          {offer}
          {save}
        </div>
      </div>
    </article>
  );
}

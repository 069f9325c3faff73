import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';
import { StatusBadge } from '@lancer/ui/components/status-badge';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';

import { AppLink } from '../../../navigation/app-link';
import { RequestFacts } from '../../components/request-facts';
import { paths } from '../../../navigation/paths';

type PostCardProps = {
  request: Request;
  closing: boolean;
  onClose: (requestId: string) => void;
};

const linkClassName =
  'inline-flex h-8 items-center rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** One of my jobs: status, facts, proposals received, and what I can do with it. */
export function PostCard({ request, closing, onClose }: PostCardProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'posts' });
  const { t: tStatus } = useTranslation('hire', { keyPrefix: 'status' });
  const closable = request.status === 'RECRUITING' || request.status === 'ONGOING';
  return (
    <article aria-labelledby={`post-${request.id}`} className="flex flex-col gap-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`post-${request.id}`} className="min-w-0 font-semibold break-words">
          {request.title}
        </h3>
        <StatusBadge status={request.status} label={tStatus(request.status)} />
      </header>
      <RequestFacts request={request} />
      <div className="flex flex-wrap items-center gap-2">
        <AppLink to={paths.requestHub.getHref(request.id)} className={linkClassName}>
          {t('proposals', { count: request.proposal_count })}
        </AppLink>
        {request.status === 'RECRUITING' ? (
          <AppLink
            to={paths.postJob.getHref('edit', request.id)}
            className={linkClassName}
            aria-label={t('editOf', { title: request.title })}
          >
            {t('edit')}
          </AppLink>
        ) : null}
        <AppLink
          to={paths.postJob.getHref('duplicate', request.id)}
          className={linkClassName}
          aria-label={t('duplicateOf', { title: request.title })}
        >
          {t('duplicate')}
        </AppLink>
        {closable ? (
          <ConfirmButton
            label={closing ? t('closing') : t('close')}
            ariaLabel={t('closeOf', { title: request.title })}
            disabled={closing}
            variant="destructive"
            title={t('confirmClose.title')}
            description={t('confirmClose.body', { title: request.title })}
            confirm={t('confirmClose.confirm')}
            cancel={t('confirmClose.cancel')}
            onConfirm={() => onClose(request.id)}
          />
        ) : null}
      </div>
    </article>
  );
}

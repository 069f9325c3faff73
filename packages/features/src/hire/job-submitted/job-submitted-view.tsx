import { useTranslation } from 'react-i18next';

import type { Request } from '@lancer/api/schemas/request';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { Card, CardContent, CardHeader } from '@lancer/ui/components/card';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { RequestFacts } from '../components/request-facts';
import { paths } from '../../navigation/paths';

export type JobSubmittedViewProps = {
  request: Loadable<Request>;
  /** Where "Invite providers" and "See it in Posts" go. */
  /** The job's own link, for providers; copied by "Copy link". */
  jobLink: string;
  copy: 'idle' | 'copied' | 'failed';
  onCopyLink: () => void;
};

const linkClassName =
  'inline-flex h-9 items-center justify-center rounded-md border bg-background px-4 text-sm font-medium shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** Job submitted (/job-submitted/{requestId}): what was posted and what to do next. */
export function JobSubmittedView(props: JobSubmittedViewProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'jobSubmitted' });
  const { t: tStatus } = useTranslation('hire', { keyPrefix: 'status' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} />
      <LoadState state={props.request} errorTitle={t('loadFailed')} {...loadLabels}>
        {(request) => (
          <>
            <Card>
              <CardHeader>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="min-w-0 leading-snug font-semibold break-words">{request.title}</h2>
                  <StatusBadge status={request.status} label={tStatus(request.status)} />
                </div>
              </CardHeader>
              <CardContent>
                <RequestFacts request={request} />
              </CardContent>
            </Card>
            <section aria-labelledby="next-steps" className="flex flex-col gap-3">
              <h2 id="next-steps" className="text-lg font-semibold">
                {t('next')}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-3">
                <li className="flex flex-col gap-2 rounded-lg border p-4">
                  <span className="text-sm text-muted-foreground">{t('inviteHint')}</span>
                  <AppLink to={paths.workers.getHref()} className={linkClassName}>
                    {t('invite')}
                  </AppLink>
                </li>
                <li className="flex flex-col gap-2 rounded-lg border p-4">
                  <span className="text-sm text-muted-foreground">{t('postsHint')}</span>
                  <AppLink to={paths.posts.getHref()} className={linkClassName}>
                    {t('posts')}
                  </AppLink>
                </li>
                <li className="flex flex-col gap-2 rounded-lg border p-4">
                  <span className="text-sm break-all text-muted-foreground">{props.jobLink}</span>
                  <Button variant="outline" onClick={props.onCopyLink}>
                    {t('copy')}
                  </Button>
                </li>
              </ul>
              {props.copy !== 'idle' ? (
                <Alert variant={props.copy === 'copied' ? 'success' : 'destructive'}>
                  <AlertTitle>{t(props.copy)}</AlertTitle>
                </Alert>
              ) : null}
            </section>
          </>
        )}
      </LoadState>
    </div>
  );
}

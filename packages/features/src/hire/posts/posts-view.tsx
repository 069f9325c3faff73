import { useTranslation } from 'react-i18next';

import type { Request, RequestStatus } from '@lancer/api/schemas/request';
import { requestStatuses } from '@lancer/api/states/request';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lancer/ui/components/tabs';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { ListPagination } from '../components/list-pagination';
import { AppLink } from '../../navigation/app-link';
import { PostCard } from './components/post-card';
import { paths } from '../../navigation/paths';

type PostsPage = { items: readonly Request[]; total: number; page: number; page_size: number };

export type PostsViewProps = {
  tab: RequestStatus;
  /** How many of my jobs are in each status (null while unknown). */
  counts: Record<RequestStatus, number | null>;
  posts: Loadable<PostsPage>;
  closingId: string | null;
  closeFailed: string | null;
  onTabChange: (tab: RequestStatus) => void;
  onPageChange: (page: number) => void;
  onClose: (requestId: string) => void;
};

/** Posts (/posts): my jobs by status, with counts and proposal counts; edit, duplicate, close. */
export function PostsView(props: PostsViewProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'posts' });
  const { t: tStatus } = useTranslation('hire', { keyPrefix: 'status' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          <AppLink
            to={paths.postJob.getHref()}
            className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {t('postJob')}
          </AppLink>
        }
      />
      <Tabs value={props.tab} onValueChange={(tab) => props.onTabChange(tab as RequestStatus)}>
        <TabsList aria-label={t('tabs')}>
          {requestStatuses.map((status) => (
            <TabsTrigger key={status} value={status}>
              {tStatus(status)}
              {props.counts[status] === null ? null : (
                <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">
                  {props.counts[status]}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={props.tab} className="flex flex-col gap-4 pt-2">
          <h2 className="sr-only">{tStatus(props.tab)}</h2>
          {props.closeFailed ? (
            <Alert variant="destructive">
              <AlertTitle>{t('closeFailed', { reason: props.closeFailed })}</AlertTitle>
            </Alert>
          ) : null}
          <LoadState
            state={props.posts}
            errorTitle={t('loadFailed')}
            isEmpty={(page) => page.items.length === 0}
            empty={{ title: t(`empty.${props.tab}`), description: t('emptyHint') }}
            {...loadLabels}
          >
            {(page) => (
              <div className="flex flex-col gap-4">
                <ul className="flex flex-col gap-3" aria-label={tStatus(props.tab)}>
                  {page.items.map((request) => (
                    <li key={request.id}>
                      <PostCard
                        request={request}
                        closing={props.closingId === request.id}
                        onClose={props.onClose}
                      />
                    </li>
                  ))}
                </ul>
                <ListPagination page={page} onPageChange={props.onPageChange} />
              </div>
            )}
          </LoadState>
        </TabsContent>
      </Tabs>
    </div>
  );
}

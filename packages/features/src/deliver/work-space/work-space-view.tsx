import { useTranslation } from 'react-i18next';

import type { WorkspaceSummary } from '@lancer/api/schemas/activity';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { WorkspaceItemList } from './components/workspace-item-list';

export type WorkSpaceViewProps = {
  summary: Loadable<WorkspaceSummary>;
};

/** Workspace (/work-space): one page of what needs me now, each item leading to where it is done. */
export function WorkSpaceView({ summary }: WorkSpaceViewProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'workSpace' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      <LoadState state={summary} errorTitle={t('loadFailed')} {...labels}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <section
              aria-labelledby="workspace-chat"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-4"
            >
              <h2 id="workspace-chat" className="text-sm">
                {data.unread_messages > 0
                  ? `${t('unread', { count: data.unread_messages })} ${t('unreadIn', { count: data.unread_conversations })}`
                  : t('noUnread')}
              </h2>
              {/* The chat bar lives on the projects screen. */}
              <Button size="sm" variant="outline" asChild>
                <AppLink to={paths.projects.getHref()}>{t('openChat')}</AppLink>
              </Button>
            </section>
            <section aria-labelledby="workspace-items" className="flex flex-col gap-3">
              <h2 id="workspace-items" className="text-base font-semibold">
                {t('listLabel')}
              </h2>
              {data.items.length === 0 ? (
                <LoadState
                  state={{ status: 'ready', data: data.items }}
                  isEmpty={() => true}
                  empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
                  errorTitle={t('loadFailed')}
                >
                  {() => null}
                </LoadState>
              ) : (
                <WorkspaceItemList items={data.items} />
              )}
            </section>
          </div>
        )}
      </LoadState>
    </div>
  );
}

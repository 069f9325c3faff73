import { useTranslation } from 'react-i18next';

import type { ConsoleUser } from '@lancer/api/schemas/console';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { formatDay } from '../../lib/format';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { ConsolePage, ConsoleSearch } from '../../components/console-page';
import { UserPanel, type UserActions } from './components/user-panel';
import { nameOf } from './user-name';

export type ConsoleUsersViewProps = UserActions & {
  /** The search sent (a part of the name, email or FLID). */
  query: string;
  onSearch: (query: string) => void;
  users: Loadable<readonly ConsoleUser[]>;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The user whose panel is open, as the server shows them now. */
  selected: Loadable<ConsoleUser> | null;
  onSelect: (userId: string) => void;
};

/** The console's users (decision 1503): search, open one, suspend with a reason and an end date, reinstate. */
export function ConsoleUsersView(props: ConsoleUsersViewProps) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'users' });
  const labels = useLoadStateLabels();
  return (
    <ConsolePage
      title={t('title')}
      description={t('lead')}
      listLabel={t('list')}
      items={props.users}
      empty={{ title: t('emptyTitle'), description: t('emptyBody', { query: props.query }) }}
      errorTitle={t('loadFailed')}
      itemKey={(user) => user.user.user_id}
      listClassName="flex flex-col divide-y rounded-lg border"
      itemClassName="flex flex-wrap items-center gap-x-3 gap-y-1 p-3"
      renderItem={(user) => (
        <>
          <Button variant="link" className="h-auto px-0" onClick={() => props.onSelect(user.user.user_id)}>
            {nameOf(user)}
          </Button>
          <span className="min-w-0 text-sm break-all text-muted-foreground">{user.email}</span>
          {user.suspended_until ? (
            <Badge variant="destructive">
              {t('suspendedBadge', { until: formatDay(user.suspended_until, i18n.language) })}
            </Badge>
          ) : null}
        </>
      )}
      pagination={props}
    >
      <ConsoleSearch keyPrefix="users" query={props.query} onSearch={props.onSearch} />
      {props.selected ? (
        <LoadState state={props.selected} errorTitle={t('userFailed')} {...labels}>
          {(user) => <UserPanel user={user} {...props} />}
        </LoadState>
      ) : null}
    </ConsolePage>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ConsoleUser } from '@lancer/api/schemas/console';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Pagination } from '@lancer/ui/components/pagination';

import { formatDay } from '../../lib/format';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
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
  const [typed, setTyped] = useState(props.query);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-10 sm:px-6">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      <form
        role="search"
        aria-label={t('search')}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch(typed.trim());
        }}
      >
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('searchButton')}</Button>
      </form>
      {props.selected ? (
        <LoadState state={props.selected} errorTitle={t('userFailed')} {...labels}>
          {(user) => <UserPanel user={user} {...props} />}
        </LoadState>
      ) : null}
      <h2 className="sr-only">{t('list')}</h2>
      <LoadState
        state={props.users}
        isEmpty={(items) => items.length === 0}
        empty={{ title: t('emptyTitle'), description: t('emptyBody', { query: props.query }) }}
        errorTitle={t('loadFailed')}
        {...labels}
      >
        {(items) => (
          <ul aria-label={t('list')} className="flex flex-col divide-y rounded-lg border">
            {items.map((user) => (
              <li key={user.user.user_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                <Button
                  variant="link"
                  className="h-auto px-0"
                  onClick={() => props.onSelect(user.user.user_id)}
                >
                  {nameOf(user)}
                </Button>
                <span className="min-w-0 text-sm break-all text-muted-foreground">{user.email}</span>
                {user.suspended_until ? (
                  <Badge variant="destructive">
                    {t('suspendedBadge', { until: formatDay(user.suspended_until, i18n.language) })}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <Pagination page={props.page} pageCount={props.pageCount} onPageChange={props.onPageChange} />
    </div>
  );
}

import { useState } from 'react';

import { useFetchConsoleUser } from '@lancer/api/console/fetch-console-user';
import { useReinstateUser } from '@lancer/api/console/reinstate-user';
import { useSearchConsoleUsers } from '@lancer/api/console/search-console-users';
import { useSuspendUser } from '@lancer/api/console/suspend-user';
import { userMessageOf } from '@lancer/api/http/api-error';

import { endOfDay } from '../../lib/end-of-day';
import { toLoadable } from '../../lib/to-loadable';
import { ConsoleUsersView } from './console-users-view';

const PAGE_SIZE = 20;

/** /console/users wired: the search, a user's panel, suspend and reinstate (decision 1503). */
export function ConsoleUsers() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const users = useSearchConsoleUsers({ q: query, page, page_size: PAGE_SIZE });
  const selected = useFetchConsoleUser({ user_id: selectedId ?? '' }, { enabled: selectedId !== null });
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  return (
    <ConsoleUsersView
      query={query}
      onSearch={(next) => {
        setQuery(next);
        setPage(1);
      }}
      users={toLoadable(users, (result) => result.items)}
      page={page}
      pageCount={Math.ceil((users.data?.total ?? 0) / PAGE_SIZE)}
      onPageChange={setPage}
      selected={selectedId ? toLoadable(selected, (user) => user) : null}
      onSelect={(userId) => {
        suspend.reset();
        reinstate.reset();
        setSelectedId(userId);
      }}
      busy={suspend.isPending || reinstate.isPending}
      actionError={
        suspend.error ? userMessageOf(suspend.error) : reinstate.error ? userMessageOf(reinstate.error) : null
      }
      onSuspend={(user, values) =>
        suspend.mutateAsync({
          body: { user_id: user.user.user_id, reason: values.reason, until: endOfDay(values.until) },
        })
      }
      onReinstate={(user) => reinstate.mutateAsync({ body: { user_id: user.user.user_id, reason: '' } })}
    />
  );
}

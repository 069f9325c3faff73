import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useCloseRequest } from '@lancer/api/request/close-request';
import { useSearchRequests } from '@lancer/api/request/search-requests';
import type { RequestStatus } from '@lancer/api/schemas/request';

import { toLoadable } from '../../lib/to-loadable';
import { PostsView } from './posts-view';

export type PostsProps = {
  /** The tab shown first. */
  initialTab?: RequestStatus;
};

const PAGE_SIZE = 10;
const countQuery = (status: RequestStatus) => ({ scope: 'mine' as const, status, page: 1, page_size: 1 });

/** Posts (/posts): my jobs in tabs by status. */
export function Posts({ initialTab = 'RECRUITING' }: PostsProps) {
  const [tab, setTab] = useState<RequestStatus>(initialTab);
  const [page, setPage] = useState(1);
  const list = useSearchRequests({ scope: 'mine', status: tab, page, page_size: PAGE_SIZE });
  // One row each is enough to read a status's total.
  const recruiting = useSearchRequests(countQuery('RECRUITING'));
  const ongoing = useSearchRequests(countQuery('ONGOING'));
  const done = useSearchRequests(countQuery('DONE'));
  const closed = useSearchRequests(countQuery('CLOSED'));
  const close = useCloseRequest();
  return (
    <PostsView
      tab={tab}
      counts={{
        RECRUITING: recruiting.data?.total ?? null,
        ONGOING: ongoing.data?.total ?? null,
        DONE: done.data?.total ?? null,
        CLOSED: closed.data?.total ?? null,
      }}
      posts={toLoadable(list)}
      closingId={close.isPending ? (close.variables?.body.request_id ?? null) : null}
      closeFailed={close.error ? userMessageOf(close.error) : null}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
      }}
      onPageChange={setPage}
      onClose={(requestId) => close.mutate({ body: { request_id: requestId } })}
    />
  );
}

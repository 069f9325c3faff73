import { useState } from 'react';

import { useFetchHistory } from '@lancer/api/activity/fetch-history';
import type { HistoryKind, HistoryPeriod } from '@lancer/api/schemas/activity';

import { toLoadable } from '../../lib/to-loadable';
import { HistoryView } from './history-view';

const PAGE_SIZE = 20;

/** History (/history): the server's timeline of my records, by kind and period, paged. */
export function History() {
  const [kind, setKind] = useState<HistoryKind | 'all'>('all');
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  const [page, setPage] = useState(1);
  const history = useFetchHistory({
    kind: kind === 'all' ? undefined : kind,
    period,
    page,
    page_size: PAGE_SIZE,
  });
  return (
    <HistoryView
      kind={kind}
      onKindChange={(next) => {
        setKind(next);
        setPage(1);
      }}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        setPage(1);
      }}
      page={page}
      onPageChange={setPage}
      history={toLoadable(history, (data) => ({
        entries: data.items,
        pageCount: Math.max(1, Math.ceil(data.total / data.page_size)),
      }))}
    />
  );
}

import { useState } from 'react';

import { useSearchConsolePayments } from '@lancer/api/console/search-console-payments';

import { toLoadable } from '../../lib/to-loadable';
import { ConsolePaymentsView, type PaymentStateFilter } from './console-payments-view';

const PAGE_SIZE = 20;

/** /console/payments wired: the search and the state filter (decision 1531). */
export function ConsolePayments() {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<PaymentStateFilter>('all');
  const [page, setPage] = useState(1);
  const payments = useSearchConsolePayments({
    q: query,
    ...(state !== 'all' && { status: state }),
    page,
    page_size: PAGE_SIZE,
  });
  return (
    <ConsolePaymentsView
      query={query}
      onSearch={(next) => {
        setQuery(next);
        setPage(1);
      }}
      state={state}
      onStateChange={(next) => {
        setState(next);
        setPage(1);
      }}
      payments={toLoadable(payments, (result) => result.items)}
      page={page}
      pageCount={Math.ceil((payments.data?.total ?? 0) / PAGE_SIZE)}
      onPageChange={setPage}
    />
  );
}

import { useSearchParams } from 'react-router-dom';

import { Unsubscribe } from '@lancer/features/notifications/unsubscribe/unsubscribe';

import { QueryProvider } from '../app/query-provider';

/** /unsubscribe?token=…: a mail's unsubscribe link, no sign-in (decision 1231). */
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  return (
    <QueryProvider>
      <Unsubscribe token={search.get('token') || undefined} />
    </QueryProvider>
  );
}

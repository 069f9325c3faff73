import { useFetchEarnings } from '@lancer/api/payment/fetch-earnings';
import { useFetchPaymentHistory } from '@lancer/api/payment/fetch-payment-history';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';

import { toLoadable } from '../../lib/to-loadable';
import { PaymentView, type PaymentViewProps } from './payment-view';

/** Payment record (/payment): earnings summary and milestone payment history. */
export function Payment() {
  const profile = useFetchProfile();
  const earnings = useFetchEarnings();
  const history = useFetchPaymentHistory({ direction: 'all', page: 1, page_size: 20 });
  const userId = profile.data?.account.basic.user_id;
  // Incoming or outgoing is read against the signed-in user, so the history waits for the profile too.
  const historyState: PaymentViewProps['history'] = profile.isError
    ? { status: 'error', onRetry: () => void profile.refetch() }
    : userId
      ? toLoadable(history, (data) => ({ payments: data.items, currentUserId: userId }))
      : { status: 'loading' };
  return <PaymentView earnings={toLoadable(earnings)} history={historyState} />;
}

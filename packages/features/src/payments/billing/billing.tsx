import { useFetchSubscriptionPayments } from '@lancer/api/payment/fetch-subscription-payments';
import { useFetchPaymentMethods } from '@lancer/api/user/fetch-payment-methods';
import { useRemovePaymentMethod } from '@lancer/api/user/remove-payment-method';

import { toLoadable } from '../../lib/to-loadable';
import { BillingView } from './billing-view';

export type BillingProps = {
  /** Today, for the expired flag; the current time by default. */
  now?: Date;
};

/** Billing (/billing): saved payment methods and subscription payment history. */
export function Billing({ now = new Date() }: BillingProps) {
  const methods = useFetchPaymentMethods();
  const subscriptions = useFetchSubscriptionPayments({ page: 1, page_size: 20 });
  const remove = useRemovePaymentMethod();
  return (
    <BillingView
      methods={toLoadable(methods, (data) => data.payment_methods)}
      subscriptions={toLoadable(subscriptions, (data) => data.items)}
      now={now}
      removingId={remove.isPending ? (remove.variables?.params.id ?? null) : null}
      removeFailed={remove.isError}
      removed={remove.isSuccess}
      onRemove={(id) => remove.mutate({ params: { id } })}
    />
  );
}

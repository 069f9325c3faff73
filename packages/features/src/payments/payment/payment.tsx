import { useEffect, useState } from 'react';

import { userMessageOf } from '@lancer/api/http/api-error';
import { useFetchBillingMethod } from '@lancer/api/payment/fetch-billing-method';
import { useFetchEarnings } from '@lancer/api/payment/fetch-earnings';
import { useFetchPaymentHistory } from '@lancer/api/payment/fetch-payment-history';
import { useOpenBillingSetup } from '@lancer/api/payment/open-billing-setup';
import { usePayInvoice } from '@lancer/api/payment/pay-invoice';
import { useRemoveBillingMethod } from '@lancer/api/payment/remove-billing-method';
import type { Payment as PaymentRecord } from '@lancer/api/schemas/payment';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';

import { toLoadable } from '../../lib/to-loadable';
import { useIdempotencyKeys } from '../../lib/use-idempotency-keys';
import { PaymentView, type PaymentViewProps } from './payment-view';

export type PaymentProps = {
  /** Back from the payment provider's checkout page (?checkout=done|cancelled). */
  checkoutReturn?: 'done' | 'cancelled';
  /** Back from the payment provider's page where a card is saved (?setup=done|cancelled, decision 1410). */
  setupReturn?: 'done' | 'cancelled';
  /** Leaves for the payment provider's page: an invoice's checkout, or where a card is saved. */
  onOpenCheckout: (url: string) => void;
};

/**
 * Payment record (/payment): earnings summary and payment history, where the client pays an
 * outstanding hourly invoice through the card checkout (payInvoice, decision 1402).
 */
export function Payment({ checkoutReturn, setupReturn, onOpenCheckout }: PaymentProps) {
  const profile = useFetchProfile();
  const earnings = useFetchEarnings();
  const userId = profile.data?.account.basic.user_id;
  // A card payment is settled by the provider's webhook, which may come after the return: poll until it is.
  const [waitingForCard, setWaitingForCard] = useState(checkoutReturn === 'done');
  // An invoice being charged to the saved card (HOURLY-CHARGING) is settled by the provider's answer too.
  const [charging, setCharging] = useState(false);
  const history = useFetchPaymentHistory(
    { direction: 'all', page: 1, page_size: 20 },
    { refetchInterval: waitingForCard || charging ? 3_000 : false },
  );
  useEffect(() => {
    setCharging(Boolean(history.data?.items.some((payment) => payment.charging)));
  }, [history.data]);
  const invoiceOutstanding = Boolean(
    history.data?.items.some(
      (payment) =>
        payment.kind === 'hourly_week' &&
        payment.status === 'OUTSTANDING' &&
        payment.payer.user_id === userId,
    ),
  );
  useEffect(() => {
    if (waitingForCard && history.data && !invoiceOutstanding) setWaitingForCard(false);
  }, [waitingForCard, history.data, invoiceOutstanding]);

  const pay = usePayInvoice();
  const keys = useIdempotencyKeys();
  const [payingId, setPayingId] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const onPay = async (payment: PaymentRecord) => {
    const intent = `pay:${payment.id}`;
    setPayError(null);
    setPayingId(payment.id);
    try {
      const paying = await pay.mutateAsync({
        body: { payment_id: payment.id, idempotency_key: keys.keyFor(intent) },
      });
      keys.settle(intent);
      if (paying.checkout_url) onOpenCheckout(paying.checkout_url);
      else setPayingId(null);
    } catch (error) {
      setPayError(userMessageOf(error));
      setPayingId(null);
    }
  };

  const billing = useBillingMethod(setupReturn, onOpenCheckout);

  // Incoming or outgoing is read against the signed-in user, so the history waits for the profile too.
  const historyState: PaymentViewProps['history'] = profile.isError
    ? { status: 'error', onRetry: () => void profile.refetch() }
    : userId
      ? toLoadable(history, (data) => ({ payments: data.items, currentUserId: userId }))
      : { status: 'loading' };
  return (
    <PaymentView
      earnings={toLoadable(earnings)}
      history={historyState}
      notice={
        checkoutReturn === 'done'
          ? 'checkout-returned'
          : checkoutReturn === 'cancelled'
            ? 'checkout-cancelled'
            : null
      }
      onPay={(payment) => void onPay(payment)}
      payingId={payingId}
      payError={payError}
      billing={billing}
    />
  );
}

/**
 * The billing method section's data (decision 1410): back from the provider's page with no card
 * yet, the card is being saved (its report may come after the return): poll until it is there.
 */
function useBillingMethod(
  setupReturn: PaymentProps['setupReturn'],
  onOpenPage: (url: string) => void,
): PaymentViewProps['billing'] {
  const [waiting, setWaiting] = useState(setupReturn === 'done');
  const method = useFetchBillingMethod({ refetchInterval: waiting ? 3_000 : false });
  const saved = Boolean(method.data?.billing_method);
  useEffect(() => {
    if (waiting && saved) setWaiting(false);
  }, [waiting, saved]);
  const open = useOpenBillingSetup();
  const remove = useRemoveBillingMethod();
  const keys = useIdempotencyKeys();
  const [error, setError] = useState<string | null>(null);
  const onSave = async () => {
    setError(null);
    try {
      const { url } = await open.mutateAsync({ body: { idempotency_key: keys.keyFor('billing-setup') } });
      keys.settle('billing-setup');
      onOpenPage(url);
    } catch (failure) {
      setError(userMessageOf(failure));
    }
  };
  return {
    method: toLoadable(method, (data) => data.billing_method),
    setupReturn: waiting ? 'done' : setupReturn === 'cancelled' ? 'cancelled' : undefined,
    // Until the browser has left for the page, the button keeps saying so.
    opening: open.isPending || open.isSuccess,
    removing: remove.isPending,
    error,
    onSave: () => void onSave(),
    onRemove: () => {
      setError(null);
      remove.mutate({}, { onError: (failure) => setError(userMessageOf(failure)) });
    },
  };
}

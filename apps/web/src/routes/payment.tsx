import { useSearchParams } from 'react-router-dom';

import { Payment } from '@lancer/features/payments/payment/payment';

/**
 * /payment (?checkout=done|cancelled back from the payment provider's checkout page;
 * ?setup=done|cancelled back from its page where a card is saved, decision 1410).
 */
export default function PaymentRoute() {
  const [search] = useSearchParams();
  const checkout = search.get('checkout');
  const setup = search.get('setup');
  return (
    <Payment
      checkoutReturn={checkout === 'done' || checkout === 'cancelled' ? checkout : undefined}
      setupReturn={setup === 'done' || setup === 'cancelled' ? setup : undefined}
      onOpenCheckout={(url) => window.location.assign(url)}
    />
  );
}

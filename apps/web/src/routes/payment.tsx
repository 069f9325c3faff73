import { useSearchParams } from 'react-router-dom';

import { Payment } from '@lancer/features/payments/payment/payment';

/** /payment (?checkout=done|cancelled back from the payment provider's checkout page). */
export default function PaymentRoute() {
  const [search] = useSearchParams();
  const checkout = search.get('checkout');
  return (
    <Payment
      checkoutReturn={checkout === 'done' || checkout === 'cancelled' ? checkout : undefined}
      onOpenCheckout={(url) => window.location.assign(url)}
    />
  );
}

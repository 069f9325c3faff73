import { Payment } from '@lancer/features/payments/payment/payment';

export default function PaymentRoute() {
  return <Payment />;
}

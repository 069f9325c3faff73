import { Billing } from '@lancer/features/payments/billing/billing';

export default function BillingRoute() {
  return <Billing />;
}

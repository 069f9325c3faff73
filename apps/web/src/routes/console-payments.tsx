import { ConsolePayments } from '@lancer/features/console/console-payments/console-payments';

import { AdministratorOnly } from '../lib/administrator-only';

/** /console/payments: search payments and see the gateway's ids, administrators only (decision 1531). */
export default function ConsolePaymentsRoute() {
  return (
    <AdministratorOnly>
      <ConsolePayments />
    </AdministratorOnly>
  );
}

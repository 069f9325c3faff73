import { ConsoleDisputes } from '@lancer/features/dispute/console-disputes/console-disputes';

import { AdministratorOnly } from '../lib/administrator-only';

/** /console/disputes: escalated disputes and the decision, administrators only (decision 1501). */
export default function ConsoleDisputesRoute() {
  return (
    <AdministratorOnly>
      <ConsoleDisputes />
    </AdministratorOnly>
  );
}

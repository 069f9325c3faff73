import { ConsoleOverview } from '@lancer/features/console/console-overview/console-overview';

import { AdministratorOnly } from '../lib/administrator-only';

/** /console: the console's home, the numbers an operator needs, administrators only (decision 1532). */
export default function ConsoleOverviewRoute() {
  return (
    <AdministratorOnly>
      <ConsoleOverview />
    </AdministratorOnly>
  );
}

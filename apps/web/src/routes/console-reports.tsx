import { ConsoleReports } from '@lancer/features/report/console-reports/console-reports';

import { AdministratorOnly } from '../lib/administrator-only';

/** /console/reports: triage what users reported, administrators only (decision 1504). */
export default function ConsoleReportsRoute() {
  return (
    <AdministratorOnly>
      <ConsoleReports />
    </AdministratorOnly>
  );
}

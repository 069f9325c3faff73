import { ConsoleAuditLog } from '@lancer/features/console/console-audit-log/console-audit-log';

import { AdministratorOnly } from '../lib/administrator-only';

/** /console/audit-log: every operator action, administrators only (decision 1501). */
export default function ConsoleAuditLogRoute() {
  return (
    <AdministratorOnly>
      <ConsoleAuditLog />
    </AdministratorOnly>
  );
}

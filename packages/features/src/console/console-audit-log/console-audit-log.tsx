import { useFetchAuditLog } from '@lancer/api/console/fetch-audit-log';

import { toLoadable } from '../../lib/to-loadable';
import { ConsoleAuditLogView } from './console-audit-log-view';

/** /console/audit-log wired: the newest 100 operator actions. */
export function ConsoleAuditLog() {
  const log = useFetchAuditLog({ page: 1, page_size: 100 });
  return <ConsoleAuditLogView entries={toLoadable(log, (page) => page.items)} />;
}

import { fetchReportQueue } from '../../../contract/console';
import { consoleReportView } from '../../db/reports';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** Open reports (or closed ones), oldest first, as the server orders them. */
export const fetchReportQueueMock = createOperationMock(fetchReportQueue, ({ db, query }) => {
  const found = db.reports
    .filter((report) => (report.status === 'OPEN') === (query.status === 'open'))
    .sort(
      (left, right) => left.created_at.localeCompare(right.created_at) || left.id.localeCompare(right.id),
    );
  const page = paginate(found, query);
  return { ...page, items: page.items.map((report) => consoleReportView(db, report)) };
});

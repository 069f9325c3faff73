import { fetchHistory } from '../../../contract/activity';
import { historyPeriodStart } from '../../../rules/history-period';
import { mockHistory } from '../../db/activity';
import { paginate } from '../../db/views';
import { fixtureTime } from '../../factories/sequence';
import { createOperationMock } from '../operation-mock';

export const fetchHistoryMock = createOperationMock(fetchHistory, ({ db, meId, query }) => {
  // The mock store's "now" is its clock, so periods stay deterministic.
  const start = historyPeriodStart(query.period, new Date(fixtureTime(db.clock)));
  const entries = mockHistory(db, meId).filter(
    (entry) => (!query.kind || entry.kind === query.kind) && (!start || entry.at >= start.toISOString()),
  );
  return paginate(entries, query);
});

import { fetchAuditLog } from '../../../contract/console';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchAuditLogMock = createOperationMock(fetchAuditLog, ({ db, query }) =>
  paginate(db.operatorActions, query),
);

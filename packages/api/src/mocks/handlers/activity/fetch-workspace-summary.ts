import { fetchWorkspaceSummary } from '../../../contract/activity';
import { mockWorkspaceSummary } from '../../db/activity';
import { createOperationMock } from '../operation-mock';

export const fetchWorkspaceSummaryMock = createOperationMock(fetchWorkspaceSummary, ({ db, meId }) =>
  mockWorkspaceSummary(db, meId),
);

import { resolveProductIssue } from '../../../contract/product';
import { moveProductIssue } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const resolveProductIssueMock = createOperationMock(resolveProductIssue, ({ db, meId, body }) =>
  moveProductIssue(db, meId, body.issue_id, 'resolve'),
);

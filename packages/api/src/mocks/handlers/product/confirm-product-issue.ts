import { confirmProductIssue } from '../../../contract/product';
import { moveProductIssue } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const confirmProductIssueMock = createOperationMock(confirmProductIssue, ({ db, meId, body }) =>
  moveProductIssue(db, meId, body.issue_id, 'confirm'),
);

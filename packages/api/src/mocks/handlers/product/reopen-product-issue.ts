import { reopenProductIssue } from '../../../contract/product';
import { moveProductIssue } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const reopenProductIssueMock = createOperationMock(reopenProductIssue, ({ db, meId, body }) =>
  moveProductIssue(db, meId, body.issue_id, 'reopen'),
);

import { createProductIssue } from '../../../contract/product';
import { checkProductAssignee, checkProductMember } from '../../db/product-access';
import { newId, tick } from '../../db/store';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createProductIssueMock = createOperationMock(createProductIssue, ({ db, me, meId, body }) => {
  const product = checkProductMember(db, meId, body.product_id, 'write');
  const issues = (db.productIssues[product.id] ??= []);
  const now = tick(db);
  const issue = {
    id: newId('product-issue'),
    product_id: product.id,
    number: Math.max(0, ...issues.map((existing) => existing.number)) + 1,
    title: body.title,
    description: body.description,
    state: 'open' as const,
    reporter: summaryOf(me),
    assignee: checkProductAssignee(db, product.id, body.assignee_id),
    created_at: now,
    updated_at: now,
  };
  issues.push(issue);
  return issue;
});

import { fetchProductIssues } from '../../../contract/product';
import { checkProductMember } from '../../db/product-access';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProductIssuesMock = createOperationMock(fetchProductIssues, ({ db, meId, query }) => {
  const issues = db.productIssues[checkProductMember(db, meId, query.product_id).id] ?? [];
  return paginate(
    issues
      .filter((issue) => !query.state || issue.state === query.state)
      .sort((left, right) => right.number - left.number),
    query,
  );
});

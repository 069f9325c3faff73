import { createProductOpsEvent } from '../../../contract/product';
import { opsEventProblems, resolvedAtAfter } from '../../../rules/ops-event';
import { MockHttpError } from '../../db/mock-http-error';
import { checkProductMember } from '../../db/product-access';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const createProductOpsEventMock = createOperationMock(createProductOpsEvent, ({ db, meId, body }) => {
  const product = checkProductMember(db, meId, body.product_id, 'write');
  const problems = opsEventProblems(body);
  if (problems) throw new MockHttpError(400, 'VALIDATION_FAILED', Object.values(problems)[0]!, problems);
  const now = tick(db);
  const event = {
    id: newId('ops'),
    kind: body.kind,
    title: body.title,
    environment: body.environment,
    status: body.status,
    severity: body.severity,
    happened_at: now,
    resolved_at: resolvedAtAfter({ ...body, resolved_at: null }, now),
  };
  (db.opsEvents[product.id] ??= []).push(event);
  return event;
});

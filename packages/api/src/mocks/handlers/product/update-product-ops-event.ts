import { updateProductOpsEvent } from '../../../contract/product';
import { opsEventProblems, resolvedAtAfter } from '../../../rules/ops-event';
import { MockHttpError } from '../../db/mock-http-error';
import { checkProductRecord } from '../../db/product-access';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const updateProductOpsEventMock = createOperationMock(updateProductOpsEvent, ({ db, meId, body }) => {
  const { record } = checkProductRecord(db, meId, db.opsEvents, body.ops_event_id, 'Ops event');
  const next = {
    ...record,
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.severity !== undefined ? { severity: body.severity } : {}),
  };
  const problems = opsEventProblems(next);
  if (problems) throw new MockHttpError(400, 'VALIDATION_FAILED', Object.values(problems)[0]!, problems);
  Object.assign(record, next, { resolved_at: resolvedAtAfter(next, tick(db)) });
  return record;
});

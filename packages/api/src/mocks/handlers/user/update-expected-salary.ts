import { updateExpectedSalary } from '../../../contract/user';
import { acceptingAfterSalaryUpdate } from '../../../rules/provider-readiness';
import { createOperationMock } from '../operation-mock';

export const updateExpectedSalaryMock = createOperationMock(updateExpectedSalary, ({ me, body }) => {
  me.account.provider.accepting_request = acceptingAfterSalaryUpdate(me, body.hourly);
  me.account.provider.expected_salary.hourly = body.hourly;
  return { ok: true as const };
});

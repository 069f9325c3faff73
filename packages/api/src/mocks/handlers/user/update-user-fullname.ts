import { updateUserFullname } from '../../../contract/user';
import { createOperationMock } from '../operation-mock';

export const updateUserFullnameMock = createOperationMock(updateUserFullname, ({ me, body }) => {
  me.account.basic.first_name = body.first_name;
  me.account.basic.last_name = body.last_name;
  return { ok: true as const };
});

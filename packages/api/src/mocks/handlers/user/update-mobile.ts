import { updateMobile } from '../../../contract/user';
import { createOperationMock } from '../operation-mock';

export const updateMobileMock = createOperationMock(updateMobile, ({ me, body }) => {
  me.account.basic.mobile = { number: body.mobile, area_code: body.area_code };
  return { ok: true as const };
});

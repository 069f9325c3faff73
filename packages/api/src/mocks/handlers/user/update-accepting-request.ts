import { updateAcceptingRequest } from '../../../contract/user';
import { isReadyToReceiveMoney } from '../../../rules/provider-readiness';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const updateAcceptingRequestMock = createOperationMock(updateAcceptingRequest, ({ me, body }) => {
  if (!isReadyToReceiveMoney(me)) {
    throw new MockHttpError(
      409,
      'NOT_READY_TO_RECEIVE_MONEY',
      'Set an hourly rate or link a payout account first',
    );
  }
  me.account.provider.accepting_request = body.accepting_request;
  return { ok: true as const };
});

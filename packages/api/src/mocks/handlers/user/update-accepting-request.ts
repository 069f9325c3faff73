import { updateAcceptingRequest } from '../../../contract/user';
import { checkAcceptingRequestSwitch } from '../../../rules/provider-readiness';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

/** checkAcceptingRequestSwitch, with the server's answers. */
export const updateAcceptingRequestMock = createOperationMock(updateAcceptingRequest, ({ me, body }) => {
  const check = checkAcceptingRequestSwitch(me, body.accepting_request);
  if (!check.allowed && check.reason === 'not-ready') {
    throw new MockHttpError(
      409,
      'NOT_READY_TO_RECEIVE_MONEY',
      'Link a payment account or set an hourly expected salary before accepting requests',
    );
  }
  if (!check.allowed) {
    throw new MockHttpError(
      409,
      'CONFLICT',
      body.accepting_request
        ? 'You are already accepting requests'
        : 'You are already not accepting requests',
    );
  }
  me.account.provider.accepting_request = body.accepting_request;
  return { ok: true as const };
});

import { signOutOtherDevices } from '../../../contract/user';
import { callerSessionId, signedInSessions } from '../../db/devices';
import { createOperationMock } from '../operation-mock';

export const signOutOtherDevicesMock = createOperationMock(signOutOtherDevices, ({ db, meId, request }) => {
  const current = callerSessionId(request);
  const others = signedInSessions(db, meId).filter((session) => session.id !== current);
  for (const session of others) session.signedOut = true;
  return { signed_out: others.length };
});

import { fetchSignedInDevices } from '../../../contract/user';
import { callerSessionId, deviceOf, signedInSessions } from '../../db/devices';
import { createOperationMock } from '../operation-mock';

export const fetchSignedInDevicesMock = createOperationMock(fetchSignedInDevices, ({ db, meId, request }) => {
  const current = callerSessionId(request);
  return { devices: signedInSessions(db, meId).map((session) => deviceOf(session, current)) };
});

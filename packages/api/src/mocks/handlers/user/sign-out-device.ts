import { signOutDevice } from '../../../contract/user';
import { signedInSessions } from '../../db/devices';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const signOutDeviceMock = createOperationMock(signOutDevice, ({ db, meId, params }) => {
  // Another user's session, or one already ended, is not found (as on the server).
  findOrThrow(signedInSessions(db, meId), params.id ?? '', 'Signed-in device').signedOut = true;
  return { ok: true as const };
});

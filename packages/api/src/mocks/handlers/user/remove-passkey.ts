import { removePasskey } from '../../../contract/user';
import { passkeyNotFound } from '../../../rules/passkeys';
import { refusePasskey } from '../../db/passkeys';
import { createOperationMock } from '../operation-mock';

export const removePasskeyMock = createOperationMock(removePasskey, ({ db, meId, body }) => {
  const index = db.passkeys.findIndex((passkey) => passkey.id === body.id && passkey.userId === meId);
  if (index < 0) return refusePasskey(passkeyNotFound);
  db.passkeys.splice(index, 1);
  return { ok: true as const };
});

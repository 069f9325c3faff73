import { fetchPasskeys } from '../../../contract/user';
import { passkeyView } from '../../db/passkeys';
import { createOperationMock } from '../operation-mock';

export const fetchPasskeysMock = createOperationMock(fetchPasskeys, ({ db, meId }) => ({
  passkeys: db.passkeys
    .filter((passkey) => passkey.userId === meId)
    .reverse()
    .map(passkeyView),
}));

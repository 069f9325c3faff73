import { revokeAccessToken } from '../../../contract/user';
import { revokeMockAccessToken } from '../../db/access-tokens';
import { createOperationMock } from '../operation-mock';

export const revokeAccessTokenMock = createOperationMock(revokeAccessToken, ({ db, meId, params }) => {
  revokeMockAccessToken(db, meId, params.id ?? '');
  return { ok: true as const };
});

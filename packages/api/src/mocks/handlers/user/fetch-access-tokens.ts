import { fetchAccessTokens } from '../../../contract/user';
import { liveAccessTokens } from '../../db/access-tokens';
import { createOperationMock } from '../operation-mock';

export const fetchAccessTokensMock = createOperationMock(fetchAccessTokens, ({ db, meId }) => ({
  tokens: liveAccessTokens(db, meId),
}));

import { fetchProfileVisibility } from '../../../contract/review';
import type { UserProfile } from '../../../schemas/user';
import type { MockDb } from '../../db/mock-db';
import { createOperationMock } from '../operation-mock';

/** PROFILE-HIDE as the mocks keep it: the list of the users who hid their profile. */
export const visibilityOf = (db: MockDb, me: UserProfile) => ({
  flid: me.account.basic.FLID.identity,
  public: !db.hiddenProfiles.includes(me.account.basic.user_id),
});

export const fetchProfileVisibilityMock = createOperationMock(fetchProfileVisibility, ({ db, me }) =>
  visibilityOf(db, me),
);

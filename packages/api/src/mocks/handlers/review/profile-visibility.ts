import { fetchProfileVisibility, updateProfileVisibility } from '../../../contract/review';
import type { UserProfile } from '../../../schemas/user';
import type { MockDb } from '../../db/mock-db';
import { createOperationMock } from '../operation-mock';

/** PROFILE-HIDE as the mocks keep it: the list of the users who hid their profile. */
const visibilityOf = (db: MockDb, me: UserProfile) => ({
  flid: me.account.basic.FLID.identity,
  public: !db.hiddenProfiles.includes(me.account.basic.user_id),
});

export const fetchProfileVisibilityMock = createOperationMock(fetchProfileVisibility, ({ db, me }) =>
  visibilityOf(db, me),
);

export const updateProfileVisibilityMock = createOperationMock(
  updateProfileVisibility,
  ({ db, me, body }) => {
    const userId = me.account.basic.user_id;
    db.hiddenProfiles = db.hiddenProfiles.filter((id) => id !== userId);
    if (!body.public) db.hiddenProfiles.push(userId);
    return visibilityOf(db, me);
  },
);

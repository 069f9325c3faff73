import { updateProfileVisibility } from '../../../contract/review';
import { createOperationMock } from '../operation-mock';
import { visibilityOf } from './fetch-profile-visibility';

export const updateProfileVisibilityMock = createOperationMock(
  updateProfileVisibility,
  ({ db, me, body }) => {
    const userId = me.account.basic.user_id;
    db.hiddenProfiles = db.hiddenProfiles.filter((id) => id !== userId);
    if (!body.public) db.hiddenProfiles.push(userId);
    return visibilityOf(db, me);
  },
);

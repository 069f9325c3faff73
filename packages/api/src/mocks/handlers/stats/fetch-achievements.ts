import { fetchAchievements } from '../../../contract/stats';
import { achievementsOf } from '../../../rules/achievements';
import { activityOf } from '../../db/statistics';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchAchievementsMock = createOperationMock(fetchAchievements, ({ db, meId, query }) => {
  const userId = query.user_id ?? meId;
  findUser(db, userId);
  return { achievements: achievementsOf(activityOf(db, userId)) };
});

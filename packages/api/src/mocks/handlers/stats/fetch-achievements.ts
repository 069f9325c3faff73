import { fetchAchievements } from '../../../contract/stats';
import { achievementsOf } from '../../db/statistics';
import { createOperationMock } from '../operation-mock';

export const fetchAchievementsMock = createOperationMock(fetchAchievements, ({ db, meId, query }) => ({
  achievements: achievementsOf(db, query.user_id ?? meId),
}));

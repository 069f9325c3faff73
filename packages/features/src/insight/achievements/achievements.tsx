import { useFetchAchievements } from '@lancer/api/stats/fetch-achievements';
import { useFetchStatistics } from '@lancer/api/stats/fetch-statistics';

import { toLoadable } from '../../lib/to-loadable';
import { AchievementsView } from './achievements-view';

/** Achievements (/achievements) of the signed-in user. */
export function Achievements() {
  const statistics = useFetchStatistics({});
  const achievements = useFetchAchievements({});
  return (
    <AchievementsView
      statistics={toLoadable(statistics)}
      achievements={toLoadable(achievements, (data) => data.achievements)}
    />
  );
}

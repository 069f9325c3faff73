import { Achievements } from '@lancer/features/insight/achievements/achievements';

import { paths } from '../config/paths';

export default function AchievementsRoute() {
  return <Achievements chartsHref={paths.dataVisualization.getHref()} />;
}

import { Achievements } from '@lancer/features/insight/achievements/achievements';

export default function AchievementsRoute() {
  return <Achievements />;
}

import type { PublicInsight } from '../schemas/achievement';
import type { Activity } from './activity';
import { badgesOf } from './achievements';
import { statisticsOf } from './statistics';

/** The average score and badges a public profile shows, from the same records as Achievements. */
export const publicInsightOf = (activity: Activity): PublicInsight => ({
  average_score: statisticsOf(activity).average_score,
  badges: badgesOf(activity),
});

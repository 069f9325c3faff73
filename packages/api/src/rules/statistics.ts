import type { Statistics } from '../schemas/achievement';
import {
  earningsOf,
  isMilestoneDone,
  isMilestoneOnTime,
  isProposalAccepted,
  spendingOf,
  type Activity,
} from './activity';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A share as a whole percentage, or null when there is nothing to divide. */
export const percentage = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100);

/** A user's statistics, every figure counted from the records of their activity. */
export function statisticsOf(activity: Activity): Statistics {
  const doneMilestones = activity.milestones.filter(isMilestoneDone);
  const accepted = activity.proposals.filter(isProposalAccepted).length;
  const scores = activity.projects
    .filter((project) => project.role === 'provider' && project.score !== null)
    .map((project) => project.score ?? 0);
  return {
    currency: 'USD',
    projects_done: activity.projects.filter((project) => project.status === 'DONE').length,
    projects_ongoing: activity.projects.filter((project) => project.status === 'ONGOING').length,
    milestones_on_time: doneMilestones.filter(isMilestoneOnTime).length,
    milestones_done: doneMilestones.length,
    earned_cents: sum(earningsOf(activity).map((entry) => entry.value)),
    spent_cents: sum(spendingOf(activity).map((entry) => entry.value)),
    proposals_sent: activity.proposals.length,
    proposals_accepted: accepted,
    proposal_acceptance_rate: percentage(accepted, activity.proposals.length),
    requests_posted: activity.requests.length,
    average_score: scores.length ? Math.round((sum(scores) / scores.length) * 10) / 10 : null,
    scored_projects: scores.length,
  };
}

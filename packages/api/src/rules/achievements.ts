import { achievementCodes, type Achievement, type AchievementCode } from '../schemas/achievement';

import { earningsOf, isMilestoneOnTime, isProposalAccepted, type Activity } from './activity';

/** A dated record that counts toward a goal, with how much it counts (1, or cents of money). */
type Counted = { at: string; value: number };

/**
 * How each achievement of the contract's list is earned, for the server and the mocks alike: each
 * counts dated records of the user's activity toward a goal, and is earned on the date of the
 * record that reached it.
 */
const definitions = {
  'first-job-posted': {
    goal: 1,
    counts: (a: Activity) => a.requests.map((r) => one(r.created_at)),
  },
  'first-proposal-sent': {
    goal: 1,
    counts: (a: Activity) => a.proposals.map((p) => one(p.created_at)),
  },
  'first-proposal-accepted': {
    goal: 1,
    counts: (a: Activity) => a.proposals.filter(isProposalAccepted).map((p) => one(p.updated_at)),
  },
  'first-paid-milestone': {
    goal: 1,
    counts: (a: Activity) => earningsOf(a).map((entry) => one(entry.at)),
  },
  'first-payment-made': {
    goal: 1,
    counts: (a: Activity) => a.payments.map((p) => one(p.paid_at)),
  },
  'first-project-done': {
    goal: 1,
    counts: (a: Activity) => doneProjects(a).map((p) => one(p.updated_at)),
  },
  'five-projects-done': {
    goal: 5,
    counts: (a: Activity) => doneProjects(a).map((p) => one(p.updated_at)),
  },
  'on-time-10': {
    goal: 10,
    counts: (a: Activity) =>
      a.milestones.filter(isMilestoneOnTime).map((m) => one((m.delivered_at ?? m.approved_at)!)),
  },
  'earned-1000': {
    goal: 100_000,
    counts: earningsOf,
  },
  'top-rated': {
    goal: 3,
    counts: (a: Activity) =>
      doneProjects(a)
        .filter((p) => p.role === 'provider' && (p.score ?? 0) >= TOP_RATED_SCORE)
        .map((p) => one(p.updated_at)),
  },
} satisfies Record<AchievementCode, { goal: number; counts: (activity: Activity) => Counted[] }>;

/** A finished project scored at least this counts toward "top rated". */
export const TOP_RATED_SCORE = 90;

function one(at: string): Counted {
  return { at, value: 1 };
}

function doneProjects(activity: Activity) {
  return activity.projects.filter((project) => project.status === 'DONE');
}

/** Where a user stands on one achievement: the running total and the date it reached the goal. */
export function achievementOf(code: AchievementCode, activity: Activity): Achievement {
  const { goal, counts } = definitions[code];
  const ordered = [...counts(activity)].sort((a, b) => a.at.localeCompare(b.at));
  let value = 0;
  let earnedAt: string | null = null;
  for (const entry of ordered) {
    value += entry.value;
    if (earnedAt === null && value >= goal) earnedAt = entry.at;
  }
  return {
    code,
    goal,
    value,
    progress: earnedAt ? 100 : Math.min(99, Math.floor((value / goal) * 100)),
    earned_at: earnedAt,
  };
}

/** Every achievement in the list's order. */
export const achievementsOf = (activity: Activity) =>
  achievementCodes.map((code) => achievementOf(code, activity));

/** The earned ones, as badges on a public profile (first earned first). */
export const badgesOf = (activity: Activity) =>
  achievementsOf(activity)
    .filter((achievement) => achievement.earned_at !== null)
    .map((achievement) => ({ code: achievement.code, earned_at: achievement.earned_at! }))
    .sort((a, b) => a.earned_at.localeCompare(b.earned_at));

import type { Achievement, Statistics } from '../schemas/achievement';

/**
 * The achievements and how far a user is towards each, derived from their statistics
 * (ACHIEVEMENTS-DERIVED in docs/spec/rules.md). The server and the mocks both answer fetch-achievements with this.
 */
export const achievementGoals = [
  {
    code: 'first-request',
    title: 'First job posted',
    description: 'Post your first job.',
    goal: 1,
    of: (s: Statistics) => s.requests_posted,
  },
  {
    code: 'first-proposal',
    title: 'First proposal',
    description: 'Send your first proposal.',
    goal: 1,
    of: (s: Statistics) => s.proposals_sent,
  },
  {
    code: 'first-project-done',
    title: 'Shipped',
    description: 'Finish a project.',
    goal: 1,
    of: (s: Statistics) => s.projects_done,
  },
  {
    code: 'five-projects-done',
    title: 'Regular',
    description: 'Finish five projects.',
    goal: 5,
    of: (s: Statistics) => s.projects_done,
  },
  {
    code: 'on-time-10',
    title: 'Always on time',
    description: 'Deliver ten milestones by their due date.',
    goal: 10,
    of: (s: Statistics) => s.milestones_on_time,
  },
  {
    code: 'earned-1000',
    title: 'First $1,000',
    description: 'Earn $1,000 on Lancer.',
    goal: 100_000,
    of: (s: Statistics) => s.earned_cents,
  },
  {
    code: 'top-rated',
    title: 'Top rated',
    description: 'Keep an average client score of 90 or more over three projects.',
    goal: 3,
    of: (s: Statistics) => ((s.average_score ?? 0) >= 90 ? s.scored_projects : 0),
  },
];

/** Progress in whole percent, capped at 100. When a goal was met is not recorded: earned_at stays null. */
export const achievementsFrom = (stats: Statistics): Achievement[] =>
  achievementGoals.map((goal) => ({
    id: goal.code,
    code: goal.code,
    title: goal.title,
    description: goal.description,
    progress: Math.min(100, Math.floor((goal.of(stats) / goal.goal) * 100)),
    earned_at: null,
  }));

import { and, count, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Statistics } from '@lancer/api/schemas/achievement';

import {
  issues,
  milestones,
  payments,
  projectMembers,
  projects,
  proposals,
  requests,
} from '../db/marketplace-schema';
import { notFound } from '../http/errors';
import { rangeStart, toPoints, type ChartRange } from '../lib/series';
import type { Services } from '../services';
import { findUserById } from '../user/user-repository';

/** Statistics derived from activity (DESIGN section 4: never stored as free numbers). */
export async function fetchStatistics(services: Services, userId: string): Promise<Statistics> {
  const { db } = services;
  if (!(await findUserById(db, userId))) throw notFound('User');
  const memberOf = (role?: 'provider' | 'client') =>
    db
      .select({ id: projectMembers.projectId })
      .from(projectMembers)
      .where(
        role
          ? and(eq(projectMembers.userId, userId), eq(projectMembers.role, role))
          : eq(projectMembers.userId, userId),
      );
  const [[projectCounts], [stones], [earned], [spent], [sent], [posted], [scores]] = await Promise.all([
    db
      .select({
        done: sql<number>`count(*) filter (where ${projects.status} = 'DONE')`.mapWith(Number),
        ongoing: sql<number>`count(*) filter (where ${projects.status} = 'ONGOING')`.mapWith(Number),
      })
      .from(projects)
      .where(inArray(projects.id, memberOf())),
    db
      .select({
        done: sql<number>`count(*) filter (where ${milestones.status} in ('DONE', 'PAID'))`.mapWith(Number),
        onTime:
          sql<number>`count(*) filter (where ${milestones.approvedAt} is not null and ${milestones.approvedAt}::date <= ${milestones.dueDate}::date)`.mapWith(
            Number,
          ),
      })
      .from(milestones)
      .where(inArray(milestones.projectId, memberOf('provider'))),
    db
      .select({ n: sql<number>`coalesce(sum(${milestones.amountCents}), 0)`.mapWith(Number) })
      .from(milestones)
      .where(and(inArray(milestones.projectId, memberOf('provider')), eq(milestones.status, 'PAID'))),
    db
      .select({ n: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.payerId, userId), eq(payments.status, 'PAID'))),
    db
      .select({
        n: count(),
        accepted:
          sql<number>`count(*) filter (where ${proposals.status} in ('ACCEPTING', 'ONGOING'))`.mapWith(
            Number,
          ),
      })
      .from(proposals)
      .where(eq(proposals.providerId, userId)),
    db.select({ n: count() }).from(requests).where(eq(requests.clientId, userId)),
    db
      .select({ avg: sql<number | null>`avg(${projects.score})`, n: count() })
      .from(projects)
      .where(and(inArray(projects.id, memberOf('provider')), isNotNull(projects.score))),
  ]);
  return {
    currency: 'USD',
    projects_done: projectCounts?.done ?? 0,
    projects_ongoing: projectCounts?.ongoing ?? 0,
    milestones_on_time: stones?.onTime ?? 0,
    milestones_done: stones?.done ?? 0,
    earned_cents: earned?.n ?? 0,
    spent_cents: spent?.n ?? 0,
    proposals_sent: sent?.n ?? 0,
    proposals_accepted: sent?.accepted ?? 0,
    requests_posted: posted?.n ?? 0,
    average_score:
      scores?.avg === null || scores?.avg === undefined ? null : Math.round(Number(scores.avg) * 10) / 10,
    scored_projects: scores?.n ?? 0,
  };
}

const ACHIEVEMENTS = [
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

export async function fetchAchievements(services: Services, userId: string) {
  const stats = await fetchStatistics(services, userId);
  return {
    achievements: ACHIEVEMENTS.map((a) => {
      const progress = Math.min(100, Math.floor((a.of(stats) / a.goal) * 100));
      return {
        id: a.code,
        code: a.code,
        title: a.title,
        description: a.description,
        progress,
        earned_at: null,
      };
    }),
  };
}

type Metric = 'earnings' | 'spending' | 'projects' | 'proposals' | 'issues';

export async function fetchChartData(services: Services, userId: string, metric: Metric, range: ChartRange) {
  const { db } = services;
  const since = rangeStart(range);
  const memberOf = db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  let rows: Array<{ at: Date | null; value: number }>;
  if (metric === 'earnings') {
    const asProvider = db
      .select({ id: projectMembers.projectId })
      .from(projectMembers)
      .where(and(eq(projectMembers.userId, userId), eq(projectMembers.role, 'provider')));
    rows = await db
      .select({ at: milestones.paidAt, value: milestones.amountCents })
      .from(milestones)
      .where(
        and(
          inArray(milestones.projectId, asProvider),
          eq(milestones.status, 'PAID'),
          gte(milestones.paidAt, since),
        ),
      );
  } else if (metric === 'spending') {
    rows = await db
      .select({ at: payments.paidAt, value: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.payerId, userId), eq(payments.status, 'PAID'), gte(payments.paidAt, since)));
  } else if (metric === 'projects') {
    rows = await db
      .select({ at: projects.createdAt, value: sql<number>`1`.mapWith(Number) })
      .from(projects)
      .where(and(inArray(projects.id, memberOf), gte(projects.createdAt, since)));
  } else if (metric === 'proposals') {
    rows = await db
      .select({ at: proposals.createdAt, value: sql<number>`1`.mapWith(Number) })
      .from(proposals)
      .where(and(eq(proposals.providerId, userId), gte(proposals.createdAt, since)));
  } else {
    rows = await db
      .select({ at: issues.createdAt, value: sql<number>`1`.mapWith(Number) })
      .from(issues)
      .where(and(inArray(issues.projectId, memberOf), gte(issues.createdAt, since)));
  }
  const money = metric === 'earnings' || metric === 'spending';
  const points = toPoints(
    range,
    rows.filter((row): row is { at: Date; value: number } => row.at !== null),
  );
  return {
    metric,
    range,
    unit: money ? ('cents' as const) : ('count' as const),
    currency: money ? 'USD' : null,
    series: [{ key: metric, label: metric[0]!.toUpperCase() + metric.slice(1), points }],
  };
}

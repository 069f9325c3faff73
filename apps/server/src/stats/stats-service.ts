import { and, count, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';

import { achievementsFrom } from '@lancer/api/rules/achievements';
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

export async function fetchAchievements(services: Services, userId: string) {
  return { achievements: achievementsFrom(await fetchStatistics(services, userId)) };
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

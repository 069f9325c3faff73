import type { Achievement, Statistics } from '../../schemas/achievement';
import type { MockDb } from './store';

/** Statistics derived from the store's activity, as the server derives them. */
export function statisticsOf(db: MockDb, userId: string): Statistics {
  const asProvider = db.projects.filter((project) =>
    project.providers.some((provider) => provider.user_id === userId),
  );
  const asMember = db.projects.filter(
    (project) => project.client.user_id === userId || asProvider.includes(project),
  );
  const done = db.milestones.filter(
    (milestone) =>
      asMember.some((project) => project.id === milestone.project_id) &&
      (milestone.status === 'DONE' || milestone.status === 'PAID'),
  );
  const onTime = done.filter((milestone) => (milestone.approved_at ?? '').slice(0, 10) <= milestone.due_date);
  const scored = asProvider.filter((project) => project.score !== null);
  const paid = db.payments.filter((payment) => payment.status === 'PAID');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const sent = db.proposals.filter((proposal) => proposal.provider.user_id === userId);
  return {
    currency: 'USD',
    projects_done: asMember.filter((project) => project.status === 'DONE').length,
    projects_ongoing: asMember.filter((project) => project.status === 'ONGOING').length,
    milestones_on_time: onTime.length,
    milestones_done: done.length,
    earned_cents: sum(
      paid.filter((payment) => payment.payee.user_id === userId).map((payment) => payment.amount_cents),
    ),
    spent_cents: sum(
      paid.filter((payment) => payment.payer.user_id === userId).map((payment) => payment.amount_cents),
    ),
    proposals_sent: sent.length,
    proposals_accepted: sent.filter(
      (proposal) => proposal.status === 'ACCEPTING' || proposal.status === 'ONGOING',
    ).length,
    requests_posted: db.requests.filter((request) => request.client.user_id === userId).length,
    average_score: scored.length ? sum(scored.map((project) => project.score ?? 0)) / scored.length : null,
    scored_projects: scored.length,
  };
}

export function achievementsOf(db: MockDb, userId: string): Achievement[] {
  const stats = statisticsOf(db, userId);
  const progress = (value: number, goal: number) => Math.min(100, Math.round((value / goal) * 100));
  const entries = [
    {
      code: 'first_job_posted',
      title: 'First job posted',
      description: 'Post a job.',
      value: progress(stats.requests_posted, 1),
    },
    {
      code: 'first_project_done',
      title: 'First project done',
      description: 'Finish a project.',
      value: progress(stats.projects_done, 1),
    },
    {
      code: 'five_projects_done',
      title: 'Five projects done',
      description: 'Finish five projects.',
      value: progress(stats.projects_done, 5),
    },
    {
      code: 'on_time',
      title: 'On time',
      description: 'Have ten milestones approved on time.',
      value: progress(stats.milestones_on_time, 10),
    },
  ];
  return entries.map((entry) => ({
    id: `${userId}-${entry.code}`,
    code: entry.code,
    title: entry.title,
    description: entry.description,
    progress: entry.value,
    // Earned-at is the fixture epoch in the mock: the store keeps no history of when a goal was met.
    earned_at: entry.value === 100 ? '2026-11-01T09:00:00.000Z' : null,
  }));
}

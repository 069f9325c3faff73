import { achievementsFrom } from '../../rules/achievements';
import type { Statistics } from '../../schemas/achievement';
import type { MockDb } from './store';

/** Statistics derived from the store's activity, as the server derives them. */
export function statisticsOf(db: MockDb, userId: string): Statistics {
  const asProvider = db.projects.filter((project) =>
    project.providers.some((provider) => provider.user_id === userId),
  );
  const asMember = db.projects.filter(
    (project) => project.client.user_id === userId || asProvider.includes(project),
  );
  // Milestones count for the provider who delivered them, as on the server.
  const done = db.milestones.filter(
    (milestone) =>
      asProvider.some((project) => project.id === milestone.project_id) &&
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
    // Earned = the provider's milestones released to them (PAID), as on the server.
    earned_cents: sum(
      db.milestones
        .filter(
          (milestone) =>
            milestone.status === 'PAID' && asProvider.some((project) => project.id === milestone.project_id),
        )
        .map((milestone) => milestone.amount_cents),
    ),
    spent_cents: sum(
      paid.filter((payment) => payment.payer.user_id === userId).map((payment) => payment.amount_cents),
    ),
    proposals_sent: sent.length,
    proposals_accepted: sent.filter(
      (proposal) => proposal.status === 'ACCEPTING' || proposal.status === 'ONGOING',
    ).length,
    requests_posted: db.requests.filter((request) => request.client.user_id === userId).length,
    average_score: scored.length
      ? Math.round((sum(scored.map((project) => project.score ?? 0)) / scored.length) * 10) / 10
      : null,
    scored_projects: scored.length,
  };
}

export const achievementsOf = (db: MockDb, userId: string) => achievementsFrom(statisticsOf(db, userId));

import type { Activity } from '../../rules/activity';
import { fixtureTime } from '../factories/sequence';
import type { MockDb } from './mock-db';
import { refundedOfMilestone } from './payment-settlement';

/** A user's activity from the store's records, as the server reads it from its tables. */
export function activityOf(db: MockDb, userId: string): Activity {
  const roleIn = (projectId: string, clientId: string) =>
    clientId === userId
      ? ('client' as const)
      : (db.projectCollaborators[projectId] ?? []).find((member) => member.user.user_id === userId)?.role;
  const projects = db.projects.flatMap((project) => {
    const role =
      roleIn(project.id, project.client.user_id) ??
      (project.providers.some((provider) => provider.user_id === userId) ? 'provider' : undefined);
    return role ? [{ ...project, role }] : [];
  });
  const providing = new Set(
    projects.filter((project) => project.role === 'provider').map((project) => project.id),
  );
  return {
    requests: db.requests.filter((request) => request.client.user_id === userId),
    proposals: db.proposals.filter((proposal) => proposal.provider.user_id === userId),
    projects,
    milestones: db.milestones
      .filter((milestone) => providing.has(milestone.project_id))
      .map((milestone) => ({
        ...milestone,
        refunded_cents: refundedOfMilestone(db, milestone.id),
      })),
    payments: db.payments.flatMap((payment) =>
      payment.payer.user_id === userId && payment.status === 'PAID' && payment.paid_at
        ? [
            {
              amount_cents: payment.amount_cents,
              paid_at: payment.paid_at,
              refunded_cents: payment.refunded_cents,
            },
          ]
        : [],
    ),
    hourly: db.payments.flatMap((payment) =>
      payment.payee.user_id === userId &&
      payment.status === 'PAID' &&
      payment.paid_at &&
      db.hourlyWeeks.some((week) => week.payment_id === payment.id)
        ? [{ amount_cents: payment.amount_cents, paid_at: payment.paid_at }]
        : [],
    ),
  };
}

/** "Today" of the store: the day of its clock, so stories and tests read the same every run. */
export const mockToday = (db: MockDb) => fixtureTime(db.clock).slice(0, 10);

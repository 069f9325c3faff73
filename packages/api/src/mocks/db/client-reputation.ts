import { clientReputation } from '../../rules/client-reputation';
import type { ClientReputationFigure } from '../../schemas/review';
import type { MockDb } from './mock-db';
import { publicReviewsOf } from './reviews';

/** CLIENT-REPUTATION as the mocks count it, with the rule the server uses (rules/client-reputation.ts). */
export function clientReputationView(db: MockDb, clientId: string): ClientReputationFigure {
  const posts = db.requests.filter((request) => request.client.user_id === clientId);
  const projects = db.projects.filter((project) => project.client.user_id === clientId);
  const projectIds = new Set(projects.map((project) => project.id));
  const hiredRequests = new Set(projects.map((project) => project.request_id));
  const paidPayments = new Set(
    db.payments.filter((payment) => payment.status === 'PAID').map((payment) => payment.id),
  );
  return {
    client_id: clientId,
    ...clientReputation({
      ratings: publicReviewsOf(db, clientId)
        .filter((review) => review.author_role === 'provider')
        .map((review) => review.rating),
      posts: posts.length,
      decidedPosts: posts.filter((post) => post.status !== 'RECRUITING').length,
      hiredPosts: posts.filter((post) => hiredRequests.has(post.id)).length,
      paidMilestones: db.milestones.filter(
        (milestone) => projectIds.has(milestone.project_id) && milestone.status === 'PAID',
      ).length,
      paidInvoices: db.hourlyWeeks.filter(
        (week) =>
          projectIds.has(week.project_id) && week.payment_id !== null && paidPayments.has(week.payment_id),
      ).length,
      disputes: db.disputes.filter((dispute) => projectIds.has(dispute.project_id)).length,
    }),
  };
}

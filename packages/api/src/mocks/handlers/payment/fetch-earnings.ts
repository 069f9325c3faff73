import { fetchEarnings } from '../../../contract/payment';
import { paymentSummary } from '../../../rules/payment-summary';
import { refundedOfMilestone } from '../../db/payment-settlement';
import { createOperationMock } from '../operation-mock';

/** PAYMENT-SUMMARY, computed by the same rule as the server. */
export const fetchEarningsMock = createOperationMock(fetchEarnings, ({ db, meId }) => {
  const myProjects = db.projects.filter((project) =>
    project.providers.some((provider) => provider.user_id === meId),
  );
  return {
    currency: 'USD',
    ...paymentSummary({
      providerMilestones: db.milestones
        .filter((milestone) => myProjects.some((project) => project.id === milestone.project_id))
        .map((milestone) => ({
          ...milestone,
          refunded_cents: refundedOfMilestone(db, milestone.id),
        })),
      paymentsMade: db.payments.filter((payment) => payment.payer.user_id === meId),
    }),
  };
});

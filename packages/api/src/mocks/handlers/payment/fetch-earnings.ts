import { fetchEarnings } from '../../../contract/payment';
import { paymentSummary } from '../../../rules/payment-summary';
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
          refunded_cents: db.payments
            .filter((payment) => payment.milestone_id === milestone.id)
            .reduce((total, payment) => total + payment.refunded_cents, 0),
        })),
      paymentsMade: db.payments.filter((payment) => payment.payer.user_id === meId),
    }),
  };
});

import { fetchEarnings } from '../../../contract/payment';
import { createOperationMock } from '../operation-mock';

export const fetchEarningsMock = createOperationMock(fetchEarnings, ({ db, meId }) => {
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const myProjects = db.projects.filter((project) =>
    project.providers.some((provider) => provider.user_id === meId),
  );
  const funded = db.milestones.filter(
    (milestone) =>
      myProjects.some((project) => project.id === milestone.project_id) &&
      ['OUTSTANDING', 'IMPLEMENTING', 'DONE'].includes(milestone.status),
  );
  return {
    currency: 'USD',
    earned_cents: sum(
      db.milestones
        .filter(
          (milestone) =>
            milestone.status === 'PAID' && myProjects.some((project) => project.id === milestone.project_id),
        )
        .map((milestone) => milestone.amount_cents),
    ),
    pending_cents: sum(funded.map((milestone) => milestone.amount_cents)),
    spent_cents: sum(
      db.payments
        .filter((payment) => payment.payer.user_id === meId && payment.status === 'PAID')
        .map((payment) => payment.amount_cents),
    ),
  };
});

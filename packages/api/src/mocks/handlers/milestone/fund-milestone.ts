import { MoneyCollectingMethodType } from '../../../constants';
import { fundMilestone } from '../../../contract/milestone';
import { checkCardPayee } from '../../../rules/payment-access';
import { milestoneActions } from '../../../states/milestone';
import { refuse } from '../../db/mock-http-error';
import { checkMilestoneAction } from '../../db/actions';
import { newId, tick } from '../../db/store';
import { findOrThrow, findUser } from '../../db/views';
import { buildPayment } from '../../factories/payment';
import { createOperationMock } from '../operation-mock';

export const fundMilestoneMock = createOperationMock(fundMilestone, ({ db, meId, body }) => {
  const done = db.idempotency[body.idempotency_key];
  if (done) {
    const payment = findOrThrow(db.payments, done, 'Payment');
    return { milestone: findOrThrow(db.milestones, payment.milestone_id, 'Milestone'), payment };
  }
  const { milestone, project } = checkMilestoneAction(db, meId, body.milestone_id, 'fund');
  // The sandbox card gateway settles at once; manual methods wait for the payee to confirm.
  const card = body.method === MoneyCollectingMethodType.STRIPE_CHECKOUT;
  const payee = findUser(db, project.providers[0]!.user_id);
  if (card) refuse(checkCardPayee(payee.finance.income.bank_account.money_collecting_methods));
  const now = tick(db);
  const payment = buildPayment({
    id: newId('payment'),
    project_id: project.id,
    project_title: project.title,
    milestone_id: milestone.id,
    milestone_title: milestone.title,
    payer: project.client,
    payee: project.providers[0]!,
    amount_cents: milestone.amount_cents,
    currency: milestone.currency,
    method: body.method,
    status: card ? 'PAID' : 'OUTSTANDING',
    checkout_url: null,
    created_at: now,
    paid_at: card ? now : null,
  });
  db.payments.unshift(payment);
  db.idempotency[body.idempotency_key] = payment.id;
  Object.assign(milestone, { status: milestoneActions.fund.to, funded_at: now });
  return { milestone, payment };
});

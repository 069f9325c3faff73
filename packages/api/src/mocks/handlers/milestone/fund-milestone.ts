import { MoneyCollectingMethodType } from '../../../constants';
import { fundMilestone } from '../../../contract/milestone';
import { checkCardPayee } from '../../../rules/payment-access';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { onceMock } from '../../db/idempotent';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { mockCheckoutUrl } from '../../db/payment-settlement';
import { newId, tick } from '../../db/store';
import { findUser } from '../../db/views';
import { buildPayment } from '../../factories/payment';
import { createOperationMock } from '../operation-mock';

/**
 * As the server: a card payment answers the sandbox checkout page and leaves the milestone PENDING
 * until the page reports the money paid (payment-settlement.ts); marked as paid and upload proof
 * fund at once and wait for the payee to confirm the payment.
 */
export const fundMilestoneMock = createOperationMock(fundMilestone, ({ db, meId, body, request }) =>
  onceMock(db, { userId: meId, key: body.idempotency_key, operation: 'fundMilestone', args: body }, () => {
    const { milestone, project } = checkMilestoneAction(db, meId, body.milestone_id, 'fund');
    const inProgress = db.payments.find(
      (payment) => payment.milestone_id === milestone.id && payment.status === 'OUTSTANDING',
    );
    if (inProgress) {
      if (inProgress.method !== body.method)
        throw new MockHttpError(409, 'CONFLICT', 'This milestone already has a payment in progress');
      return { milestone, payment: inProgress };
    }
    const payee = project.providers[0]!;
    const card = body.method === MoneyCollectingMethodType.STRIPE_CHECKOUT;
    const payeeMethods = findUser(db, payee.user_id).finance.income.bank_account.money_collecting_methods;
    if (card) refuse(checkCardPayee(payeeMethods));
    const now = tick(db);
    const id = newId('payment');
    const payment = buildPayment({
      id,
      project_id: project.id,
      project_title: project.title,
      milestone_id: milestone.id,
      milestone_title: milestone.title,
      payer: project.client,
      payee,
      amount_cents: milestone.amount_cents,
      currency: milestone.currency,
      method: body.method,
      status: 'OUTSTANDING',
      checkout_url: card ? mockCheckoutUrl(new URL(request.url).origin, id) : null,
      created_at: now,
      paid_at: null,
    });
    db.payments.unshift(payment);
    if (!card) Object.assign(milestone, { status: milestoneActions.fund.to, funded_at: now });
    return { milestone, payment };
  }),
);

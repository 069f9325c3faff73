import { MoneyCollectingMethodType } from '../../../constants';
import { searchConsolePayments } from '../../../contract/console';
import type { Payment } from '../../../schemas/payment';
import type { MockDb } from '../../db/mock-db';
import { newestFirst, paginate, paymentView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** The sandbox's ids (as the server's sandbox gateway names them): a card payment's checkout and refund. */
const gatewayIds = (payment: Payment) => {
  const card = payment.method === MoneyCollectingMethodType.STRIPE_CHECKOUT;
  const compact = payment.id.replace(/-/g, '');
  return {
    gateway_id: card ? `cs_sandbox_${compact}` : null,
    refund_id: card && payment.refunded_cents > 0 ? `re_sandbox_${compact.slice(0, 24)}` : null,
  };
};

/** What the search box matches (decision 1531): both parties' names and emails, the project, the ids. */
const searchable = (db: MockDb, payment: Payment, ids: ReturnType<typeof gatewayIds>) => {
  const emails = db.users
    .filter(({ account: { basic } }) =>
      [payment.payer.user_id, payment.payee.user_id].includes(basic.user_id),
    )
    .map(({ account: { basic } }) => basic.email.address);
  return [
    ...emails,
    ...[payment.payer, payment.payee].map((person) => `${person.first_name} ${person.last_name}`),
    payment.project_title,
    payment.id,
    ids.gateway_id ?? '',
    ids.refund_id ?? '',
  ];
};

export const searchConsolePaymentsMock = createOperationMock(searchConsolePayments, ({ db, query }) => {
  const needle = query.q.toLowerCase();
  const found = newestFirst(db.payments)
    .map((payment) => ({ ...paymentView(payment), ...gatewayIds(payment) }))
    .filter(
      (payment) =>
        (!query.status || payment.status === query.status) &&
        searchable(db, payment, payment).some((text) => text.toLowerCase().includes(needle)),
    );
  return paginate(found, query);
});

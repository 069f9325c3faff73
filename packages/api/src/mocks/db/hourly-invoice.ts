import { MoneyCollectingMethodType } from '../../constants';
import type { DisputeOutcome } from '../../rules/dispute';
import { hourlyPaymentTitle } from '../../rules/hourly';
import { buildPayment } from '../factories/payment';
import { summaryOf } from '../factories/user';
import { chargeMockInvoice } from './billing-methods';
import type { MockDb, StoredHourlyContract } from './mock-db';
import { MockHttpError } from './mock-http-error';
import { mockCheckoutUrl } from './payment-settlement';
import { newId, tick } from './store';
import { findOrThrow, findUser } from './views';

/**
 * The mocks' hourly invoices, as hourly-billing.ts writes them: a reviewed week's, and a week a
 * dispute holds and then bills as it ends (decision 1550). Apart from hourly.ts, which the
 * disputes' members check (actions.ts) would otherwise bring into a cycle.
 */

/** The week's invoice (as hourly-billing.ts writes it), charged to a saved card at once or paid on its checkout. */
export function writeMockWeekInvoice(
  db: MockDb,
  contract: StoredHourlyContract,
  bill: { weekId: string; week: string; amount: number; disputeOutcome?: DisputeOutcome },
) {
  const project = findOrThrow(db.projects, contract.project_id, 'Project');
  const paymentId = newId('payment');
  const invoice = buildPayment({
    id: paymentId,
    project_id: project.id,
    project_title: project.title,
    kind: 'hourly_week',
    milestone_id: bill.weekId,
    milestone_title: hourlyPaymentTitle(bill.week),
    payer: summaryOf(findUser(db, contract.client_id)),
    payee: summaryOf(findUser(db, contract.provider_id)),
    amount_cents: bill.amount,
    currency: contract.currency,
    method: MoneyCollectingMethodType.STRIPE_CHECKOUT,
    status: 'OUTSTANDING',
    // Answered on the origin the call came to by payInvoice; until then, the page's own path.
    checkout_url: mockCheckoutUrl('', paymentId),
    created_at: tick(db),
    paid_at: null,
    dispute_outcome: bill.disputeOutcome ?? null,
  });
  db.payments.unshift(invoice);
  chargeMockInvoice(db, invoice, project.title);
  return paymentId;
}

/** The week a dispute holds (decision 1550): its row taken, so neither a review nor the window approves it. */
export function holdMockWeek(db: MockDb, projectId: string, week: string) {
  if (db.hourlyWeeks.some((item) => item.project_id === projectId && item.week_start === week))
    throw new MockHttpError(409, 'CONFLICT', 'This week was reviewed or disputed meanwhile; reload it');
  const held = {
    id: newId('week'),
    project_id: projectId,
    week_start: week,
    status: 'held' as const,
    billed_minutes: 0,
    amount_cents: 0,
    payment_id: null,
  };
  db.hourlyWeeks.push(held);
  return held;
}

/** A held week billed as its dispute ended (hourly-billing.ts billHeldWeek): the provider's share, once. */
export function billMockHeldWeek(db: MockDb, weekId: string, outcome: DisputeOutcome, providerCents: number) {
  const week = db.hourlyWeeks.find((item) => item.id === weekId && item.status === 'held');
  if (!week) throw new MockHttpError(409, 'CONFLICT', 'This week was billed meanwhile; reload it');
  const contract = db.hourlyContracts.find((item) => item.project_id === week.project_id)!;
  const paymentId =
    providerCents > 0
      ? writeMockWeekInvoice(db, contract, {
          weekId,
          week: week.week_start,
          amount: providerCents,
          disputeOutcome: outcome,
        })
      : null;
  Object.assign(week, {
    status: 'resolved',
    amount_cents: providerCents,
    billed_minutes: mockWeekMinutes(db, week.project_id, week.week_start),
    payment_id: paymentId,
  });
  return paymentId;
}

/** A week's time in all (a dispute is about all of it). */
export const mockWeekMinutes = (db: MockDb, projectId: string, week: string) =>
  db.timeEntries
    .filter((entry) => entry.project_id === projectId && entry.week_start === week)
    .reduce((total, entry) => total + entry.minutes, 0);

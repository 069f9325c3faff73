import { and, eq, isNotNull } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { ledgerEntries } from '../db/ledger-schema';
import type { GatewayRecord, PaymentGateway } from '../payment/payment-gateway';

type Movement = { ref: string | null; paymentId: string; amountCents: number };

const cents = (amount: number) => `${amount} cents`;

/** Lines of differences between the ledger's movements and the gateway's, matched by `keyOf`. */
function compare(
  what: GatewayRecord['kind'],
  ledger: Movement[],
  gateway: GatewayRecord[],
  keyOf: (movement: Movement) => string,
) {
  const differences: string[] = [];
  const byKey = new Map<string, GatewayRecord[]>();
  for (const record of gateway) byKey.set(keyOf(record), [...(byKey.get(keyOf(record)) ?? []), record]);
  for (const movement of ledger) {
    const key = keyOf(movement);
    const found = byKey.get(key) ?? [];
    byKey.delete(key);
    const name = `${what} ${movement.ref ?? ''} of payment ${movement.paymentId}`.replace('  ', ' ');
    if (found.length === 0) {
      differences.push(`${name}: the ledger has ${cents(movement.amountCents)}, the gateway has none`);
      continue;
    }
    const gatewayCents = found.reduce((total, record) => total + record.amountCents, 0);
    if (found.length > 1)
      differences.push(
        `${name}: the gateway has ${found.length} of them (${found.map((r) => r.ref).join(', ')})`,
      );
    else if (gatewayCents !== movement.amountCents)
      differences.push(
        `${name}: the ledger has ${cents(movement.amountCents)}, the gateway ${cents(gatewayCents)}`,
      );
  }
  for (const records of byKey.values())
    for (const record of records)
      differences.push(
        `${what} ${record.ref} of payment ${record.paymentId}: the gateway has ${cents(record.amountCents)}, the ledger has none`,
      );
  return differences;
}

/** The ledger's movements of `kind` that went through the gateway (those that name its reference). */
const ledgerMovements = async (
  db: Executor,
  kind: 'charged' | 'refunded' | 'reversed',
): Promise<Movement[]> =>
  (
    await db
      .select({
        ref: ledgerEntries.gatewayRef,
        paymentId: ledgerEntries.paymentId,
        amountCents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .where(
        kind === 'charged'
          ? eq(ledgerEntries.kind, kind)
          : and(eq(ledgerEntries.kind, kind), isNotNull(ledgerEntries.gatewayRef)),
      )
  ).map((row) => ({ ref: row.ref, paymentId: row.paymentId ?? '', amountCents: Number(row.amountCents) }));

/**
 * RECONCILE (decision 2000): the ledger's card charges, card refunds and transfer reversals against
 * the payment provider's own records, each matched by its payment: a payment is charged once,
 * refunded at most once (its dispute's client share, or a refund after release, sent from the outbox
 * after the commit with a key named by the subject, decision 2010, so the provider's refund id is not
 * known to the ledger's row), and its release's transfer reversed at most once (a refund after
 * release, decision 2012). Answers one line per difference; none when they agree.
 */
export async function reconcile(db: Executor, gateway: PaymentGateway): Promise<string[]> {
  const [charged, refunded, reversed, records] = await Promise.all([
    ledgerMovements(db, 'charged'),
    ledgerMovements(db, 'refunded'),
    ledgerMovements(db, 'reversed'),
    gateway.records(),
  ]);
  const byPayment = (movement: Movement) => movement.paymentId;
  const of = (kind: GatewayRecord['kind']) => records.filter((record) => record.kind === kind);
  return [
    ...compare('charge', charged, of('charge'), byPayment),
    ...compare('refund', refunded, of('refund'), byPayment),
    ...compare('reversal', reversed, of('reversal'), byPayment),
  ];
}

/** The command's report: each difference, then the count. */
export const reconcileReport = (differences: string[]) => [
  ...differences,
  `${differences.length} difference${differences.length === 1 ? '' : 's'}`,
];

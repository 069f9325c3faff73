import { createHash, randomUUID } from 'node:crypto';

import { sandboxDeclines } from '@lancer/api/rules/billing-method';

import { jwtVerify, SignJWT } from 'jose';

import type { Database } from '../db/client';
import { sandboxGatewayRecords } from '../db/ledger-schema';
import type { GatewayRecord, PaymentGateway } from './payment-gateway';

const LINK_TTL_SECONDS = 10 * 60;

const sandboxId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 24);

export type SandboxLinkPurpose = 'onboard' | 'checkout' | 'setup';
/**
 * What a sandbox link's token was signed for: its subject (user id, or payment id for checkout), its
 * own id, and for a checkout the session and the amount it charges.
 */
export type SandboxLink = { subject: string; tokenId: string; session?: string; amountCents?: number };

export type SandboxGateway = PaymentGateway & {
  /** The link a token was made for, or null when forged, expired or made for the other purpose. */
  readLinkToken: (token: string, purpose: SandboxLinkPurpose) => Promise<SandboxLink | null>;
  /** The payer confirmed a checkout page: the sandbox charges it, in its own books. */
  chargeCheckout: (link: SandboxLink) => Promise<void>;
};

/**
 * The sandbox's own books (decision 2000): what it charged, refunded and reversed, kept in its table apart from
 * the marketplace's records. A refund is asked for inside the marketplace's transaction, so a write
 * is queued rather than awaited (the embedded database runs one transaction at a time); reading the
 * books waits for the queue first.
 */
function sandboxBooks(db: Database | undefined) {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    write(record: GatewayRecord) {
      if (!db) return;
      queue = queue.then(() =>
        db
          .insert(sandboxGatewayRecords)
          .values(record)
          .onConflictDoNothing()
          .catch(() => undefined),
      );
    },
    async read(): Promise<GatewayRecord[]> {
      if (!db) return [];
      await queue;
      const rows = await db.select().from(sandboxGatewayRecords).orderBy(sandboxGatewayRecords.createdAt);
      return rows.map(({ kind, ref, paymentId, amountCents }) => ({ kind, ref, paymentId, amountCents }));
    },
  };
}

const checkoutSessionOf = (paymentId: string) => `cs_sandbox_${paymentId.replace(/-/g, '')}`;

/**
 * The local sandbox: walks the same states as Stripe without leaving the machine. Its links open
 * pages of this server that ask first and change something only on a POST of their signed token,
 * once (sandbox-pages.ts, decision 1001).
 */
export function createSandboxGateway(options: {
  publicUrl: string;
  secret: string;
  /** Where the sandbox keeps its books; none: it keeps none (a gateway that is never reconciled). */
  db?: Database;
}): SandboxGateway {
  const books = sandboxBooks(options.db);
  const key = new TextEncoder().encode(`${options.secret}:sandbox-payments`);
  const sign = (
    purpose: SandboxLinkPurpose,
    claims: Record<string, string>,
    subject: string,
    expiresAt: Date,
  ) =>
    new SignJWT({ ...claims, purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  return {
    kind: 'sandbox',
    async createAccountLink({ userId, externalAccountId }) {
      const accountId = externalAccountId ?? `acct_sandbox_${userId.replace(/-/g, '').slice(0, 16)}`;
      const expiresAt = new Date(Date.now() + LINK_TTL_SECONDS * 1000);
      const token = await sign('onboard', { account: accountId }, userId, expiresAt);
      return {
        url: `${options.publicUrl}/api/payments/sandbox/onboard?token=${token}`,
        expiresAt,
        externalAccountId: accountId,
      };
    },
    async createCheckout({ paymentId, amountCents }) {
      const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
      const sessionId = checkoutSessionOf(paymentId);
      const token = await sign(
        'checkout',
        { session: sessionId, amount: String(amountCents) },
        paymentId,
        expiresAt,
      );
      return { url: `${options.publicUrl}/api/payments/sandbox/checkout?token=${token}`, sessionId };
    },
    // The client saves a card on the sandbox's setup page (sandbox-pages.ts), as on Stripe's in setup mode.
    async createBillingSetup({ userId, customerId }) {
      const customer = customerId ?? `cus_sandbox_${userId.replace(/-/g, '').slice(0, 16)}`;
      const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
      const token = await sign('setup', { customer }, userId, expiresAt);
      return { url: `${options.publicUrl}/api/payments/sandbox/setup?token=${token}`, customerId: customer };
    },
    // The sandbox keeps no cards of its own: the row removed is the card gone.
    async detachCard() {},
    // The sandbox's charge: its declining test card declines, any other pays; the id is derived from
    // the key and the arguments, so a retry answers the same charge (as Stripe's Idempotency-Key).
    async chargeSavedCard(input) {
      if (sandboxDeclines(input.paymentMethodId))
        return { outcome: 'declined', reason: 'Your card was declined.' };
      const digest = createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 24);
      const chargeId = `pi_sandbox_${digest}`;
      books.write({
        kind: 'charge',
        ref: chargeId,
        paymentId: input.paymentId,
        amountCents: input.amountCents,
      });
      return { outcome: 'paid', chargeId };
    },
    // The sandbox's refund, transfer and reversal (decision 2010): no money to move, the same steps
    // as Stripe's, each id derived from the movement's key, so a retry gets the same one. A refund of
    // money paid off-platform (marked as paid or proven) goes back the same way: no refund id.
    async refund({ paymentId, checkoutSessionId, chargeId, amountCents, key }) {
      if (!checkoutSessionId && !chargeId) return { refundId: null };
      const refundId = `re_sandbox_${sandboxId(key)}`;
      books.write({ kind: 'refund', ref: refundId, paymentId, amountCents });
      return { refundId };
    },
    async transfer({ key }) {
      return { transferId: `tr_sandbox_${sandboxId(key)}` };
    },
    async reverseTransfer({ paymentId, amountCents, key }) {
      const reversalId = `trr_sandbox_${sandboxId(key)}`;
      books.write({ kind: 'reversal', ref: reversalId, paymentId, amountCents });
      return { reversalId };
    },
    async chargeCheckout(link) {
      if (!link.session || link.amountCents === undefined) return;
      books.write({
        kind: 'charge',
        ref: link.session,
        paymentId: link.subject,
        amountCents: link.amountCents,
      });
    },
    records: () => books.read(),
    async readLinkToken(token, purpose) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || payload.purpose !== purpose)
          return null;
        const checkout =
          typeof payload.session === 'string' && typeof payload.amount === 'string'
            ? { session: payload.session, amountCents: Number(payload.amount) }
            : {};
        return { subject: payload.sub, tokenId: payload.jti, ...checkout };
      } catch {
        return null;
      }
    },
  };
}

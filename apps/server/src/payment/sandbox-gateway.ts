import { createHash, randomUUID } from 'node:crypto';

import { sandboxDeclines } from '@lancer/api/rules/billing-method';

import { jwtVerify, SignJWT } from 'jose';

import type { PaymentGateway } from './payment-gateway';

const LINK_TTL_SECONDS = 10 * 60;

const sandboxId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 24);

export type SandboxLinkPurpose = 'onboard' | 'checkout' | 'setup';
/** What a sandbox link's token was signed for: its subject (user id, or payment id for checkout) and its own id. */
export type SandboxLink = { subject: string; tokenId: string };

export type SandboxGateway = PaymentGateway & {
  /** The link a token was made for, or null when forged, expired or made for the other purpose. */
  readLinkToken: (token: string, purpose: SandboxLinkPurpose) => Promise<SandboxLink | null>;
};

/**
 * The local sandbox: walks the same states as Stripe without leaving the machine. Its links open
 * pages of this server that ask first and change something only on a POST of their signed token,
 * once (sandbox-pages.ts, decision 1001).
 */
export function createSandboxGateway(options: { publicUrl: string; secret: string }): SandboxGateway {
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
    async createCheckout({ paymentId }) {
      const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
      const sessionId = `cs_sandbox_${paymentId.replace(/-/g, '')}`;
      const token = await sign('checkout', {}, paymentId, expiresAt);
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
      return { outcome: 'paid', chargeId: `pi_sandbox_${digest}` };
    },
    // The sandbox's refund, transfer and reversal (decision 2010): no money to move, the same steps
    // as Stripe's, each id derived from the movement's key, so a retry gets the same one.
    async refund({ key }) {
      return { refundId: `re_sandbox_${sandboxId(key)}` };
    },
    async transfer({ key }) {
      return { transferId: `tr_sandbox_${sandboxId(key)}` };
    },
    async reverseTransfer({ key }) {
      return { reversalId: `trr_sandbox_${sandboxId(key)}` };
    },
    async readLinkToken(token, purpose) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' &&
          typeof payload.jti === 'string' &&
          payload.purpose === purpose
          ? { subject: payload.sub, tokenId: payload.jti }
          : null;
      } catch {
        return null;
      }
    },
  };
}

import { jwtVerify, SignJWT } from 'jose';

import type { PaymentGateway } from './payment-gateway';

const LINK_TTL_SECONDS = 10 * 60;

/**
 * The local sandbox: walks the same states as Stripe without leaving the machine. The onboarding
 * link opens a page of this server that marks the account linked and verified.
 */
export function createSandboxGateway(options: { publicUrl: string; secret: string }) {
  const key = new TextEncoder().encode(`${options.secret}:sandbox-payments`);
  const sign = (claims: Record<string, string>, subject: string, expiresAt: Date) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  const gateway: PaymentGateway & {
    verifyLinkToken: (token: string, purpose?: 'onboard' | 'checkout') => Promise<string | null>;
  } = {
    kind: 'sandbox',
    async createAccountLink({ userId, externalAccountId }) {
      const accountId = externalAccountId ?? `acct_sandbox_${userId.replace(/-/g, '').slice(0, 16)}`;
      const expiresAt = new Date(Date.now() + LINK_TTL_SECONDS * 1000);
      const token = await sign({ account: accountId, purpose: 'onboard' }, userId, expiresAt);
      return {
        url: `${options.publicUrl}/api/payments/sandbox/onboard?token=${token}`,
        expiresAt,
        externalAccountId: accountId,
      };
    },
    async createCheckout({ paymentId }) {
      const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
      const sessionId = `cs_sandbox_${paymentId.replace(/-/g, '')}`;
      const token = await sign({ purpose: 'checkout' }, paymentId, expiresAt);
      return { url: `${options.publicUrl}/api/payments/sandbox/checkout?token=${token}`, sessionId };
    },
    /** The subject (user id, or payment id for checkout) a link token was made for, or null when forged or expired. */
    async verifyLinkToken(token, purpose = 'onboard') {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' && payload.purpose === purpose ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
  return gateway;
}

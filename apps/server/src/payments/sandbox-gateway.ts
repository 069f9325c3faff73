import { jwtVerify, SignJWT } from 'jose';

import type { PaymentGateway } from './payment-gateway';

const LINK_TTL_SECONDS = 10 * 60;

/**
 * The local sandbox: walks the same states as Stripe without leaving the machine. The onboarding
 * link opens a page of this server that marks the account linked and verified.
 */
export function createSandboxGateway(options: { publicUrl: string; secret: string }) {
  const key = new TextEncoder().encode(`${options.secret}:sandbox-payments`);
  const gateway: PaymentGateway & { verifyLinkToken: (token: string) => Promise<string | null> } = {
    kind: 'sandbox',
    async createAccountLink({ userId, externalAccountId }) {
      const accountId = externalAccountId ?? `acct_sandbox_${userId.replace(/-/g, '').slice(0, 16)}`;
      const expiresAt = new Date(Date.now() + LINK_TTL_SECONDS * 1000);
      const token = await new SignJWT({ account: accountId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { url: `${options.publicUrl}/api/payments/sandbox/onboard?token=${token}`, expiresAt, externalAccountId: accountId };
    },
    /** The user id a link token was made for, or null when it is forged or expired. */
    async verifyLinkToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
  return gateway;
}

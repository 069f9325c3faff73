import { createHmac, timingSafeEqual } from 'node:crypto';

import { AppError } from '../http/errors';
import type { PaymentGateway } from './payment-gateway';

/** Stripe's form encoding: nested keys as a[b][c]=v. */
export function formEncode(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (inner === undefined || inner === null) return [];
    if (typeof inner === 'object') return formEncode(inner as Record<string, unknown>, name);
    return [`${encodeURIComponent(name)}=${encodeURIComponent(String(inner))}`];
  });
}

/** Stripe: Connect Express accounts with account links, Checkout sessions with a transfer to the provider. */
export function createStripeGateway(options: {
  secretKey: string;
  apiBase: string;
  publicUrl: string;
  webUrl: string;
}): PaymentGateway {
  const post = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${options.apiBase.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: formEncode(body).join('&'),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new AppError(
        502,
        'PAYMENT_FAILED',
        `The payment provider cannot be reached: ${(error as Error).message}`,
      );
    }
    const data = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!response.ok)
      throw new AppError(
        502,
        'PAYMENT_FAILED',
        `The payment provider refused: ${data.error?.message ?? response.status}`,
      );
    return data;
  };
  return {
    kind: 'stripe',
    async createAccountLink({ userId, email, externalAccountId, linkType }) {
      const accountId =
        externalAccountId ??
        (
          await post<{ id: string }>('/v1/accounts', {
            type: 'express',
            email,
            metadata: { user_id: userId },
          })
        ).id;
      const link = await post<{ url: string; expires_at: number }>('/v1/account_links', {
        account: accountId,
        type: linkType,
        refresh_url: `${options.webUrl}/work?onboarding=refresh`,
        return_url: `${options.webUrl}/work?onboarding=return`,
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000), externalAccountId: accountId };
    },
    async createCheckout({ paymentId, amountCents, currency, description, destinationAccountId }) {
      const session = await post<{ id: string; url: string }>('/v1/checkout/sessions', {
        mode: 'payment',
        success_url: `${options.webUrl}/projects?checkout=done`,
        cancel_url: `${options.webUrl}/projects?checkout=cancelled`,
        client_reference_id: paymentId,
        metadata: { payment_id: paymentId },
        line_items: {
          0: {
            quantity: 1,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: amountCents,
              product_data: { name: description },
            },
          },
        },
        ...(destinationAccountId
          ? { payment_intent_data: { transfer_data: { destination: destinationAccountId } } }
          : {}),
      });
      return { url: session.url, sessionId: session.id };
    },
  };
}

const TOLERANCE_SECONDS = 300;

/** Checks a Stripe-Signature header (t=..., v1=...) over the raw body, as Stripe's libraries do. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now = Date.now(),
) {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const [key, ...rest] = part.split('=');
      return [key?.trim() ?? '', rest.join('=')];
    }),
  );
  const timestamp = Number(parts.t);
  const signatures = (header ?? '')
    .split(',')
    .filter((part) => part.trim().startsWith('v1='))
    .map((part) => part.trim().slice(3));
  if (!timestamp || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return signatures.some((signature) => {
    const a = Buffer.from(signature, 'hex');
    const b = Buffer.from(expected, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  });
}

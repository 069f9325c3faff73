import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `header` (a delivery's Lancer-Signature, `t=<unix seconds>,v1=<hex>`) signs `rawBody`
 * with the endpoint's `secret`, made within `toleranceSeconds` so that a captured delivery cannot
 * be replayed later. Verify the raw body exactly as received, before parsing it.
 */
export function verifyLancerWebhook(header: string, rawBody: string, secret: string, toleranceSeconds = 300) {
  const parts = new Map(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isInteger(timestamp) || !signature) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return (
    signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `header` (a delivery's Lancer-Signature, `t=<unix seconds>,v1=<hex>`) signs `rawBody`
 * with the endpoint's `secret`, made within `toleranceSeconds` so that a captured delivery cannot
 * be replayed later. Verify the raw body exactly as received, before parsing it.
 */
export function verifyLancerWebhook(header: string, rawBody: string, secret: string, toleranceSeconds = 300) {
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  // Any v1: after a roll, the previous secret signs beside the new one for a while.
  return parts.some(
    ([name, value]) =>
      name === 'v1' && value?.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
  );
}
